import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '@curio/core/usecases';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { changeUseCase, findUseCase, removeUseCase } from './feed-cache';
import { getUseCase } from './get-usecase';

interface LikeInput {
  id: string;
  liked: boolean;
}

/** POST likes, DELETE takes the like back; the answer has the exact count. */
const setUseCaseLike = ({ id, liked }: LikeInput) =>
  apiFetch<LikeState>(`/api/usecases/${encodeURIComponent(id)}/like`, { method: liked ? 'POST' : 'DELETE' });

/**
 * docs/product.md#states-and-transitions 'Like': the heart and count change at once, go back if the call fails, and the count is
 * then read from the server (the like's answer carries it; after a failure it is fetched).
 */
export function useLikeUseCase() {
  const queryClient = useQueryClient();

  const reload = async (id: string) => {
    try {
      const fresh = await getUseCase(id);
      changeUseCase(queryClient, id, (shown) => ({ ...shown, likes_count: fresh.likes_count, liked_by_me: fresh.liked_by_me }));
    } catch (err) {
      if (isApiError(err) && err.status === 404) removeUseCase(queryClient, id);
    }
  };

  return useMutation({
    mutationFn: setUseCaseLike,
    onMutate: ({ id, liked }) => {
      const before = findUseCase(queryClient, id);
      changeUseCase(queryClient, id, (shown) =>
        shown.liked_by_me === liked ? shown : { ...shown, liked_by_me: liked, likes_count: Math.max(0, shown.likes_count + (liked ? 1 : -1)) },
      );
      return { before };
    },
    onError: (_err, { id }, context) => {
      const before = context?.before;
      if (before) changeUseCase(queryClient, id, (shown) => ({ ...shown, liked_by_me: before.liked_by_me, likes_count: before.likes_count }));
      void reload(id);
    },
    onSuccess: (state, { id }) => changeUseCase(queryClient, id, (shown) => ({ ...shown, liked_by_me: state.liked, likes_count: state.likes_count })),
  });
}
