import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseCaseCardsBody, UseCaseCardsResult } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Use cases become flashcards of a set of mine or of a new one (written by the AI model when one is configured). */
const makeUseCaseCards = (body: UseCaseCardsBody) =>
  apiFetch<UseCaseCardsResult>('/api/sets/from-usecases', { method: 'POST', body });

export function useMakeUseCaseCards() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeUseCaseCards, onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }) });
}
