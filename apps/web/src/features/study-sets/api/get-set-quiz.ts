import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizQuestion } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';
import { setQuizApiPath, setRefKey, type SetRef } from '../set-paths';
import { SETS_KEY } from './get-sets';

/** A topic of the set as a quiz, shaped like any quiz (category 'my-sets', course the set's title). */
export const getSetQuiz = (ref: SetRef, topic: string) => apiFetch<QuizQuestion[]>(setQuizApiPath(ref, topic));

export const setQuizQueryOptions = (ref: SetRef, topic: string) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'quiz', setRefKey(ref), topic],
    queryFn: () => getSetQuiz(ref, topic),
    // a running quiz must not have its questions swapped under it by a background refetch
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useSetQuiz = (ref: SetRef, topic: string, enabled: boolean) => useQuery({ ...setQuizQueryOptions(ref, topic), enabled });
