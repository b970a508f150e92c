import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { presetsKey } from './get-presets';

/** Deletes one of the learner's own presets. */
const deletePreset = (id: string) => apiFetch<{ ok: true }>(`/api/projects/presets/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePreset, onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsKey }) });
}
