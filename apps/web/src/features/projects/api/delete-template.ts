import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { presetsKey } from './get-presets';
import { invalidateTemplate } from './template-cache';

/** Deletes one of the learner's own templates with its formats and presets. */
const deleteTemplate = (key: string) => apiFetch<{ ok: true }>(`/api/projects/templates/${encodeURIComponent(key)}`, { method: 'DELETE' });

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_ok, key) => Promise.all([invalidateTemplate(queryClient, key), queryClient.invalidateQueries({ queryKey: presetsKey })]),
  });
}
