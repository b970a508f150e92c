import toast from 'react-hot-toast/headless';
import { USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { useDeleteSavedUseCase } from '../api/delete-saved-usecase';

/** docs/product.md#validation: 'Delete this use case?' before a saved use case goes; `request(id)` asks. */
export function useConfirmDeleteSaved() {
  const remove = useDeleteSavedUseCase();
  return useConfirmDelete<string>({
    title: 'Delete use case',
    message: USECASE_MSG.confirmDelete,
    pending: remove.isPending,
    remove: (id, close) => remove.mutate(id, { onError: () => toast.error(USECASE_PAGES_MSG.deleteFailed), onSettled: close }),
  });
}
