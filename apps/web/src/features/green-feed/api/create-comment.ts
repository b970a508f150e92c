import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMENTS_LIMIT } from '@curio/core/limits';
import type { Comment, CommentList } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

const createComment = (useCaseId: string, body: string) =>
  apiFetch<Comment>(`/api/usecases/${encodeURIComponent(useCaseId)}/comments`, { method: 'POST', body: { body } });

export interface NewCommentInput {
  body: string;
  /** who is writing, for the comment shown before the server answers */
  userId: string;
  authorName: string | null;
}

/** Ids of comments the server has not answered for yet; never sent to it. */
const TEMP_COMMENT_PREFIX = 'temp-';
export const isTempComment = (comment: Comment) => comment.id.startsWith(TEMP_COMMENT_PREFIX);

/**
 * docs/product.md#states-and-transitions 'Comment post': the comment shows at once under a temporary id and the counter goes up;
 * the server's comment then takes its place. If the save fails it is removed again (the form
 * puts the text back and says so).
 */
export function useCreateComment(useCaseId: string) {
  const queryClient = useQueryClient();
  const key = commentsQueryKey(useCaseId);
  const update = (change: (list: CommentList) => CommentList) => queryClient.setQueryData<CommentList>(key, (list) => list && change(list));

  return useMutation({
    mutationFn: ({ body }: NewCommentInput) => createComment(useCaseId, body),
    onMutate: async ({ body, userId, authorName }) => {
      // a load finishing now would drop the temporary comment
      await queryClient.cancelQueries({ queryKey: key });
      const temp: Comment = {
        id: `${TEMP_COMMENT_PREFIX}${crypto.randomUUID()}`,
        usecase_id: useCaseId,
        user_id: userId,
        body,
        author_name: authorName,
        author_username: null,
        author_avatar_url: null,
        created_at: new Date().toISOString(),
      };
      update((list) => ({ data: [temp, ...list.data].slice(0, COMMENTS_LIMIT), count: list.count + 1 }));
      return { tempId: temp.id };
    },
    onError: (_err, _input, context) =>
      update((list) => ({ data: list.data.filter((c) => c.id !== context?.tempId), count: Math.max(0, list.count - 1) })),
    onSuccess: (saved, _input, context) =>
      update((list) => ({ ...list, data: list.data.map((c) => (c.id === context.tempId ? saved : c)) })),
  });
}
