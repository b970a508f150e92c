import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetDetail } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { setApiPath, setRefKey, type SetRef } from '../set-paths';
import { SETS_KEY } from './get-sets';

/** A set with all its items: the owner's own, or one opened through its share link. */
export const getSet = (ref: SetRef) => apiFetch<SetDetail>(setApiPath(ref));

export const setDetailKey = (ref: SetRef) => [...SETS_KEY, 'detail', setRefKey(ref)] as const;

export const setQueryOptions = (ref: SetRef) =>
  queryOptions({
    queryKey: setDetailKey(ref),
    queryFn: () => getSet(ref),
    // a 404 or a Kids Lock refusal is the answer, not a hiccup to retry
    retry: false,
  });

export const useSet = (ref: SetRef | null) => useQuery({ ...setQueryOptions(ref ?? { id: 0 }), enabled: ref !== null });
