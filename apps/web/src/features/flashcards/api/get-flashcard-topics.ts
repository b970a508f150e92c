import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashcardModules } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

export interface FlashcardTopicsParams {
  category: string;
  course: string;
}

/** Modules and their topics that have flashcards, for the study topic selector (always curious). */
const getFlashcardTopics = ({ category, course }: FlashcardTopicsParams) =>
  apiFetch<FlashcardModules>(`/api/flashcards/topics?${new URLSearchParams({ category, course, mode: 'curious' })}`);

const flashcardTopicsQueryOptions = (params: FlashcardTopicsParams) =>
  queryOptions({
    queryKey: ['flashcards', 'topics', params],
    queryFn: () => getFlashcardTopics(params),
    enabled: params.course !== '',
  });

export const useFlashcardTopics = (params: FlashcardTopicsParams) => useQuery(flashcardTopicsQueryOptions(params));
