import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewSet, SetSaved } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Makes a set, with its items when there are any (the editor's new set): all or nothing. */
const createSet = (input: NewSet) => apiFetch<SetSaved>('/api/sets', { method: 'POST', body: input });

export function useCreateSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSet,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SETS_KEY });
    },
  });
}
