import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewPreset, Preset } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';
import { presetsKey } from './get-presets';

/** Saves a preset of the learner's own (private: nobody else sees it). */
const createPreset = (body: NewPreset) => apiFetch<Preset>('/api/projects/presets', { method: 'POST', body });

export function useCreatePreset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPreset, onSuccess: () => queryClient.invalidateQueries({ queryKey: presetsKey }) });
}
