import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flashcard } from '@curio/core/catalogue';
import { dedupeFlashcards } from '@curio/core/quiz-rules';
import { apiFetch } from '../../../lib/api-client';
import { topicKey, type TopicDownload } from '../../../lib/offline-keys';
import { withOfflineCopy } from '../../../lib/offline-store';

export interface FlashcardsParams {
  category: string;
  course: string;
  module?: string;
  topic?: string;
  subtopic?: string;
  tag?: string;
}

/**
 * The cards a study address asks for: its category and its query string, blanks as ''. Read alike
 * by the page and by its route's loader, so both ask for the one deck.
 */
export function studyParamsOf(category: string, search: URLSearchParams) {
  const get = (key: string) => search.get(key)?.trim() ?? '';
  return {
    category,
    course: get('course'),
    module: get('module'),
    topic: get('topic'),
    subtopic: get('subtopic'),
    tag: get('tag'),
  } satisfies FlashcardsParams;
}

/**
 * The cards of a study session, de-duplicated by concept (docs/product.md#validation). Blank filters are left out.
 * With no network, a downloaded topic's cards, when the session asks for the whole topic.
 */
export async function getFlashcards(params: FlashcardsParams): Promise<Flashcard[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const { category, course, topic = '', subtopic, tag } = params;
  const cards = await withOfflineCopy(
    () => apiFetch<Flashcard[]>(`/api/flashcards?${query}`),
    topicKey({ category, course, topic }),
    (saved: TopicDownload<unknown, Flashcard>) => (topic && !subtopic && !tag ? saved.flashcards : undefined),
  );
  return dedupeFlashcards(cards);
}

export const flashcardsQueryOptions = (params: FlashcardsParams) =>
  queryOptions({
    queryKey: ['flashcards', 'list', params],
    queryFn: () => getFlashcards(params),
    enabled: params.course !== '',
    // a session walks through a fixed deck: refetching on focus would shift the cards under the learner
    staleTime: Infinity,
    networkMode: 'offlineFirst',
  });

export const useFlashcards = (params: FlashcardsParams) => useQuery(flashcardsQueryOptions(params));
