import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplatePatch, TemplateWithFormats } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTemplate } from './template-cache';

/** Changes one of the learner's own templates; formats, when sent, replace the old ones. */
const updateTemplate = ({ key, patch }: { key: string; patch: TemplatePatch }) =>
  apiFetch<TemplateWithFormats>(`/api/projects/templates/${encodeURIComponent(key)}`, { method: 'PATCH', body: patch });

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTemplate, onSuccess: (saved) => invalidateTemplate(queryClient, saved.key) });
}
