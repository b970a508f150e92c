import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Deletes a set and its items. */
const deleteSet = (id: number) => apiFetch<void>(`/api/sets/${id}`, { method: 'DELETE' });

export function useDeleteSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSet, onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }) });
}
