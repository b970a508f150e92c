import { useState } from 'react';
import toast from 'react-hot-toast';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import type { UseCase } from '@curio/core/usecases';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUseCase } from '../api/delete-usecase';
import { FEED_TEXT } from '../feed-texts';

/** Deleting one of my use cases after 'Delete this use case?': the request and its dialog. */
export function useDeleteUseCaseFlow() {
  const [target, setTarget] = useState<UseCase | null>(null);
  const remove = useDeleteUseCase();

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast.success(FEED_TEXT.deleted),
      onError: (err) => toast.error(errorMessage(err, FEED_TEXT.deleteFailed)),
      onSettled: () => setTarget(null),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title="Delete use case"
      message={USECASE_MSG.confirmDelete}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );

  return { request: setTarget, dialog };
}
