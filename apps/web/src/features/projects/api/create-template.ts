import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTemplate, TemplateWithFormats } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTemplate } from './template-cache';

/** Saves a template of the learner's own (private); the server makes its key. */
const createTemplate = (body: NewTemplate) => apiFetch<TemplateWithFormats>('/api/projects/templates', { method: 'POST', body });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTemplate, onSuccess: (saved) => invalidateTemplate(queryClient, saved.key) });
}
