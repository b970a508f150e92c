import toast from 'react-hot-toast/headless';
import { USECASE_MSG } from '@curio/core/usecase-messages';
import type { UseCase } from '@curio/core/usecases';
import { useConfirmDelete } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUseCase } from '../api/delete-usecase';
import { FEED_TEXT } from '../feed-texts';

/** Deleting one of my use cases after 'Delete this use case?': the request and its dialog. */
export function useDeleteUseCaseFlow() {
  const remove = useDeleteUseCase();
  return useConfirmDelete<UseCase>({
    title: 'Delete use case',
    message: USECASE_MSG.confirmDelete,
    pending: remove.isPending,
    remove: (useCase, close) =>
      remove.mutate(useCase.id, {
        onSuccess: () => toast.success(FEED_TEXT.deleted),
        onError: (err) => toast.error(errorMessage(err, FEED_TEXT.deleteFailed)),
        onSettled: close,
      }),
  });
}
