import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** A copy of a shared set in the learner's own sets. */
const copySharedSet = (slug: string) => apiFetch<SetSummary>(`/api/sets/shared/${encodeURIComponent(slug)}/copy`, { method: 'POST' });

export function useCopySharedSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copySharedSet, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SETS_KEY, 'list'] }) });
}
