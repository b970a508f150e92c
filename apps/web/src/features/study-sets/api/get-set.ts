import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetDetail, SetItemsPage } from '@curio/core/study-sets';
import { SET_ITEMS_PAGE_MAX } from '@curio/core/study-sets-rules';
import { apiFetch } from '../../../lib/api-client';
import { setApiPath, setRefKey, type SetRef } from '../set-paths';
import { SETS_KEY } from './get-sets';

/** A set as it opens: its topics and the first page of its items. The owner's own, or one opened through its share link. */
const getSet = (ref: SetRef) => apiFetch<SetDetail>(setApiPath(ref));

/** A set with every item, read on page by page from the first: what the editor needs. */
export async function getWholeSet(ref: SetRef): Promise<SetDetail> {
  const set = await getSet(ref);
  const items = [...set.items];
  for (let after = set.next; after; ) {
    const page = await apiFetch<SetItemsPage>(`${setApiPath(ref)}/items?${new URLSearchParams({ after, limit: String(SET_ITEMS_PAGE_MAX) })}`);
    items.push(...page.items);
    after = page.next;
  }
  return { ...set, items, next: null };
}

const setDetailKey = (ref: SetRef) => [...SETS_KEY, 'detail', setRefKey(ref)] as const;

export const setQueryOptions = (ref: SetRef) =>
  queryOptions({
    queryKey: setDetailKey(ref),
    queryFn: () => getSet(ref),
    // a 404 or a Kids Lock refusal is the answer, not a hiccup to retry
    retry: false,
  });

export const useSet = (ref: SetRef | null) => useQuery({ ...setQueryOptions(ref ?? { id: 0 }), enabled: ref !== null });

/** The learner's set with all its items, for the editor (read afresh each time it opens). */
export const useWholeSet = (ref: SetRef | null) =>
  useQuery({
    queryKey: [...SETS_KEY, 'whole', setRefKey(ref ?? { id: 0 })],
    queryFn: () => getWholeSet(ref!),
    enabled: ref !== null,
    retry: false,
    gcTime: 0,
  });
