import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentList } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

const deleteComment = (comment: Comment) =>
  apiFetch<{ ok: true }>(`/api/usecases/${encodeURIComponent(comment.usecase_id)}/comments/${encodeURIComponent(comment.id)}`, { method: 'DELETE' });

const newestFirst = (a: Comment, b: Comment) => b.created_at.localeCompare(a.created_at);

/** docs/product.md#states-and-transitions: deleting my comment is optimistic too, and it comes back if the server refuses. */
export function useDeleteComment(useCaseId: string) {
  const queryClient = useQueryClient();
  const key = commentsQueryKey(useCaseId);
  const update = (change: (list: CommentList) => CommentList) => queryClient.setQueryData<CommentList>(key, (list) => list && change(list));

  return useMutation({
    mutationFn: deleteComment,
    onMutate: async (comment) => {
      await queryClient.cancelQueries({ queryKey: key });
      update((list) => ({ data: list.data.filter((c) => c.id !== comment.id), count: Math.max(0, list.count - 1) }));
    },
    onError: (_err, comment) =>
      update((list) =>
        list.data.some((c) => c.id === comment.id) ? list : { data: [...list.data, comment].sort(newestFirst), count: list.count + 1 },
      ),
  });
}
