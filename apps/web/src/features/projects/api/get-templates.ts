import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { templateList } from '@curio/core/projects-api';
import { projectsGet } from '../http';

export interface TemplatesFilter {
  q: string;
  category: string;
}

/** The template gallery (a signed-in learner's own last); a blank search or category means all of them. */
function getTemplates({ q, category }: TemplatesFilter, signedIn: boolean) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (category) params.set('category', category);
  const query = params.toString();
  return projectsGet<z.infer<typeof templateList>>(`/api/projects/templates${query ? `?${query}` : ''}`, { signedIn });
}

/** Every template list's key starts here: saving or deleting a template reloads them. */
export const templatesKey = ['projects', 'templates'] as const;

/** Every template, unfiltered: the minimal studio's list, and the gallery before a search. */
export const ALL_TEMPLATES: TemplatesFilter = { q: '', category: '' };

export const templatesQueryOptions = (filter: TemplatesFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: [...templatesKey, filter, signedIn],
    queryFn: () => getTemplates(filter, signedIn),
    placeholderData: keepPreviousData,
    // they change as the learner saves or deletes one, which reloads them; and so a list the route's
    // loader read as the page loaded is not asked again as the page mounts
    staleTime: 60_000,
  });

export const useTemplates = (filter: TemplatesFilter, signedIn: boolean) => useQuery(templatesQueryOptions(filter, signedIn));
