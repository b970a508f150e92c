import { queryOptions } from '@tanstack/react-query';
import type { TemplateWithFormats } from '@curio/core/projects-api';
import { projectsGet } from '../http';

/** One template with its formats and their bodies (the owner's disabled ones too). */
const getTemplate = (key: string, signedIn: boolean) =>
  projectsGet<TemplateWithFormats>(`/api/projects/templates/${encodeURIComponent(key)}`, { signedIn });

export const templateQueryOptions = (key: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['projects', 'template', key, signedIn], queryFn: () => getTemplate(key, signedIn) });
