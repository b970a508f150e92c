import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetDetail, SetItemInput } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { setDetailKey } from './get-set';
import { SETS_KEY } from './get-sets';

/**
 * Saves the editor's whole list: an item sent with its id keeps it (and its review history), one
 * without is new, one left out is deleted. The server takes all of it or none.
 */
export const replaceSetItems = ({ id, items }: { id: number; items: SetItemInput[] }) =>
  apiFetch<SetDetail>(`/api/sets/${id}/items`, { method: 'PUT', body: { items } });

export function useReplaceSetItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceSetItems,
    onSuccess: async (set) => {
      queryClient.setQueryData(setDetailKey({ id: set.id }), set);
      // the list's counts, and the set's quiz and cards
      await queryClient.invalidateQueries({ queryKey: SETS_KEY, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
