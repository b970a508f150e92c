import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetDetail, SetItemInput } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { setDetailKey } from './get-set';
import { SETS_KEY } from './get-sets';

/** Appends items to a set (an import into an existing set): all of them or none. */
export const addSetItems = ({ id, items }: { id: number; items: SetItemInput[] }) =>
  apiFetch<SetDetail>(`/api/sets/${id}/items`, { method: 'POST', body: { items } });

export function useAddSetItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSetItems,
    onSuccess: async (set) => {
      queryClient.setQueryData(setDetailKey({ id: set.id }), set);
      await queryClient.invalidateQueries({ queryKey: SETS_KEY, predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
