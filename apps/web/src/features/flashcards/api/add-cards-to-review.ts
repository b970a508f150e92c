import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTopicFlashcardsInput, ReviewAdded } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

/** "Add these cards to my review": every flashcard of the topic enters the learner's memory model. */
export const addCardsToReview = (input: AddTopicFlashcardsInput) => apiFetch<ReviewAdded>('/api/review/flashcards', { method: 'POST', body: input });

/** A call that adds some cards to the review: a catalogue topic's, or a study set's. */
export type AddCardsRequest = () => Promise<ReviewAdded>;

export function useAddCardsToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddCardsRequest) => request(),
    // new cards are due at once: the review's counts and the profile's forecast change
    onSuccess: () => Promise.all([['review'], ['progress']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
