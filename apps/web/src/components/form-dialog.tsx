import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Alert, Button, Dialog, DialogText } from '../ui';
import css from './form-dialog.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitColor?: ComponentProps<typeof Button>['color'];
  /** While the request is under way the dialog stays open: closing would hide its outcome. */
  pending: boolean;
  onSubmit: () => void;
  /** why the last submit failed, shown under the fields */
  error?: string | undefined;
  children: ReactNode;
}

/** A dialog that is one short form: title, a line of explanation, the fields, Cancel and submit. */
export function FormDialog({ open, onClose, title, description, submitLabel, submitColor, pending, onSubmit, error, children }: Props) {
  const close = () => {
    if (!pending) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      size="sm"
      onSubmit={submit}
      actions={
        <>
          <Button onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={submitColor} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <DialogText className={css.description}>{description}</DialogText>
      {children}
      {error && (
        <Alert severity="error" className={css.error}>
          {error}
        </Alert>
      )}
    </Dialog>
  );
}
