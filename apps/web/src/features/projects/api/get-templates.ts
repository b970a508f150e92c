import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { templateList } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';

export interface TemplatesFilter {
  q: string;
  category: string;
}

/** The template gallery; a blank search or category means all of them. */
export function getTemplates({ q, category }: TemplatesFilter) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  const query = params.toString();
  return apiFetch<z.infer<typeof templateList>>(`/api/projects/templates${query ? `?${query}` : ''}`);
}

export const templatesQueryOptions = (filter: TemplatesFilter) =>
  queryOptions({ queryKey: ['projects', 'templates', filter], queryFn: () => getTemplates(filter), placeholderData: keepPreviousData });

export const useTemplates = (filter: TemplatesFilter) => useQuery(templatesQueryOptions(filter));
