import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { formatList } from '@curio/core/projects-api';
import { projectsGet } from '../http';

/**
 * The enabled formats of a template in the server's order. scope all: ours, public ones and the
 * learner's own; a guest asks for public ones (private and all need a session, docs/routes.md#api).
 */
const getTemplateFormats = (key: string, signedIn: boolean) =>
  projectsGet<z.infer<typeof formatList>>(`/api/projects/templates/${encodeURIComponent(key)}/formats?scope=${signedIn ? 'all' : 'public'}`, { signedIn });

export const templateFormatsQueryOptions = (key: string, signedIn: boolean) =>
  queryOptions({ queryKey: ['projects', 'formats', key, signedIn], queryFn: () => getTemplateFormats(key, signedIn) });
