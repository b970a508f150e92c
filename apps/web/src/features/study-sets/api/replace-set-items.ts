import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSaved, SetItemInput } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/**
 * Saves the editor's whole list: an item sent with its id keeps it (and its review history), one
 * without is new, one left out is deleted. The server takes all of it or none.
 */
const replaceSetItems = ({ id, items }: { id: number; items: SetItemInput[] }) =>
  apiFetch<SetSaved>(`/api/sets/${id}/items`, { method: 'PUT', body: { items } });

export function useReplaceSetItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceSetItems,
    onSuccess: async () => {
      // the list's counts, the set as it opens, and its quiz and cards
      await queryClient.invalidateQueries({ queryKey: SETS_KEY });
    },
  });
}
