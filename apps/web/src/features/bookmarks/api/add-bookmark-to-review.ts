import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewAdded } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

/** "Add to my review": the flashcard a bookmark keeps enters the learner's memory model (added 0: it was there). */
const addBookmarkToReview = (id: string) =>
  apiFetch<ReviewAdded>(`/api/bookmarks/${encodeURIComponent(id)}/review`, { method: 'POST' });

export function useAddBookmarkToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBookmarkToReview,
    onSuccess: () => Promise.all([['review'], ['progress']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
