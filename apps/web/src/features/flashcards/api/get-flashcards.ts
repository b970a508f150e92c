import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flashcard } from '@curio/core/catalogue';
import { dedupeFlashcards } from '@curio/core/quiz-rules';
import { apiFetch } from '../../../lib/api-client';

export interface FlashcardsParams {
  category: string;
  course: string;
  module?: string;
  topic?: string;
  subtopic?: string;
  tag?: string;
}

/** The cards of a study session, de-duplicated by concept (spec §5). Blank filters are left out. */
export async function getFlashcards(params: FlashcardsParams): Promise<Flashcard[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return dedupeFlashcards(await apiFetch<Flashcard[]>(`/api/flashcards?${query}`));
}

export const flashcardsQueryOptions = (params: FlashcardsParams) =>
  queryOptions({
    queryKey: ['flashcards', 'list', params],
    queryFn: () => getFlashcards(params),
    enabled: params.course !== '',
    // a session walks through a fixed deck: refetching on focus would shift the cards under the learner
    staleTime: Infinity,
  });

export const useFlashcards = (params: FlashcardsParams) => useQuery(flashcardsQueryOptions(params));
