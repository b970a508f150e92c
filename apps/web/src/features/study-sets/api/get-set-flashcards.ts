import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flashcard } from '@curio/core/catalogue';
import type { ReviewAdded } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';
import { setFlashcardsApiPath, setRefKey, setReviewApiPath, type SetRef } from '../set-paths';
import { SETS_KEY } from './get-sets';

/** A topic of the set as flashcards, shaped like any (the term is the concept, the definition the summary). */
const getSetFlashcards = (ref: SetRef, topic: string) => apiFetch<Flashcard[]>(setFlashcardsApiPath(ref, topic));

/** "Add these cards to my review" for a topic of the set. */
export const addSetCardsToReview = (ref: SetRef, topic: string) => apiFetch<ReviewAdded>(setReviewApiPath(ref, topic), { method: 'POST' });

const setFlashcardsQueryOptions = (ref: SetRef, topic: string) =>
  queryOptions({
    queryKey: [...SETS_KEY, 'flashcards', setRefKey(ref), topic],
    queryFn: () => getSetFlashcards(ref, topic),
    // a session walks through a fixed deck: refetching on focus would shift the cards under the learner
    staleTime: Infinity,
    retry: false,
  });

export const useSetFlashcards = (ref: SetRef, topic: string, enabled: boolean) => useQuery({ ...setFlashcardsQueryOptions(ref, topic), enabled });
