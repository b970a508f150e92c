import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';
import { topicKey, type TopicDownload } from '../../../lib/offline-keys';
import { withOfflineCopy } from '../../../lib/offline-store';
import { quizSearch, type QuizParams } from './get-question-count';

/**
 * Up to QUIZ_MAX_QUESTIONS questions ordered by id, de-duplicated and with normalized options;
 * with no network, those of the topic's download (serious mode: what the download fetched).
 */
export const getQuiz = (params: QuizParams) =>
  withOfflineCopy(
    () => apiFetch<QuizQuestion[]>(`/api/quiz?${quizSearch(params)}`),
    topicKey(params),
    (saved: TopicDownload<QuizQuestion>) => (params.mode === 'serious' ? saved.questions : undefined),
  );

export const quizQueryOptions = (params: QuizParams) =>
  queryOptions({
    queryKey: ['quiz', 'questions', params],
    queryFn: () => getQuiz(params),
    // a running quiz must not have its questions swapped under it by a background refetch
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // run with no network too: a downloaded topic answers from the device
    networkMode: 'offlineFirst',
  });

export const useQuiz = (params: QuizParams) => useQuery(quizQueryOptions(params));
