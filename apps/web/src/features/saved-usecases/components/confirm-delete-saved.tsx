import toast from 'react-hot-toast';
import { USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSavedUseCase } from '../api/delete-saved-usecase';

/** Spec §5: 'Delete this use case?' before a saved use case goes. */
export function ConfirmDeleteSaved({ id, onClose }: { id: string | null; onClose: () => void }) {
  const remove = useDeleteSavedUseCase();
  const confirm = () => {
    if (!id) return;
    remove.mutate(id, {
      onError: () => toast.error(USECASE_PAGES_MSG.deleteFailed),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={id !== null}
      title="Delete use case"
      message={USECASE_MSG.confirmDelete}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
