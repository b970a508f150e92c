import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewResult, SavedResult } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

export const createResult = (input: NewResult) => apiFetch<SavedResult>('/api/results', { method: 'POST', body: input });

export function useCreateResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResult,
    // the profile, the sidebar count, the results list and the complete screen all read results
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['results'] }),
  });
}
