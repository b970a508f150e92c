import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Turns "anyone with the link" on (the answer carries the share slug) or off (the link stops opening the set). */
const updateSharing = ({ id, shared }: { id: number; shared: boolean }) =>
  apiFetch<SetSummary>(`/api/sets/${id}/sharing`, { method: 'PUT', body: { shared } });

export function useUpdateSharing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSharing, onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }) });
}
