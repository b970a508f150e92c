import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewResult, SavedResult } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

export const createResult = (input: NewResult) => apiFetch<SavedResult>('/api/results', { method: 'POST', body: input });

export function useCreateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResult,
    // offline it fails at once, and the quiz keeps the result in the outbox instead of waiting
    networkMode: 'always',
    // the profile, the sidebar count, the results list and the complete screen read results; the
    // graded answers also change the review and the progress. A topic's mistakes are read afresh
    // when the selector mounts, and must not change under a mistakes practice that just ended.
    onSuccess: () => Promise.all([['results'], ['review'], ['progress']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
