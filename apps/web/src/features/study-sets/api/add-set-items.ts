import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSaved, SetItemInput } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Appends items to a set (an import into an existing set): all of them or none. */
export const addSetItems = ({ id, items }: { id: number; items: SetItemInput[] }) =>
  apiFetch<SetSaved>(`/api/sets/${id}/items`, { method: 'POST', body: { items } });

export function useAddSetItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSetItems,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SETS_KEY });
    },
  });
}
