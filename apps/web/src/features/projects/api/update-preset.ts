import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preset, PresetPatch } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';
import { presetsKey } from './get-presets';

/** Changes one of the learner's own presets. */
const updatePreset = ({ id, patch }: { id: string; patch: PresetPatch }) =>
  apiFetch<Preset>(`/api/projects/presets/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export function useUpdatePreset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePreset, onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsKey }) });
}
