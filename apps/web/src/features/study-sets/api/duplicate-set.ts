import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** A copy of one of the learner's sets, titled "<title> (copy)". */
const duplicateSet = (id: number) => apiFetch<SetSummary>(`/api/sets/${id}/duplicate`, { method: 'POST' });

export function useDuplicateSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateSet, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SETS_KEY, 'list'] }) });
}
