import { useState } from 'react';
import { Button, Dialog, DialogText } from '../ui';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** a red confirm button, for what cannot be undone; otherwise the theme's primary */
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something the learner may not mean; the confirm button is red for what cannot be undone. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel = 'Cancel', destructive = true, pending = false, onConfirm, onCancel }: Props) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onCancel()}
      title={title}
      size="xs"
      actions={
        <>
          <Button onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} color={destructive ? 'error' : 'primary'} variant="contained" loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <DialogText>{message}</DialogText>
    </Dialog>
  );
}

interface ConfirmDeleteOptions<T> {
  title: string;
  message: string;
  /** the delete request is under way */
  pending: boolean;
  /** deletes the target; `close` shuts the dialog, called once the request has settled */
  remove: (target: T, close: () => void) => void;
}

/** 'Delete this …?' before one thing goes: `request(target)` asks, and Delete hands the target to `remove`. */
export function useConfirmDelete<T>({ title, message, pending, remove }: ConfirmDeleteOptions<T>) {
  const [target, setTarget] = useState<{ value: T } | null>(null);
  const close = () => setTarget(null);
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={message}
      confirmLabel="Delete"
      pending={pending}
      onConfirm={() => target && remove(target.value, close)}
      onCancel={close}
    />
  );
  return { request: (value: T) => setTarget({ value }), dialog };
}
