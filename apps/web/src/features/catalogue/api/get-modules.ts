import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleItem } from '@curio/core/catalogue';
import type { StudyMode } from '@curio/core/quiz-rules';
import { apiFetch } from '../../../lib/api-client';

export interface ModulesParams {
  category: string;
  course: string;
  mode: StudyMode;
}

const getModules = ({ category, course, mode }: ModulesParams) =>
  apiFetch<ModuleItem[]>(`/api/courses/${encodeURIComponent(course)}/modules?${new URLSearchParams({ mode, category })}`);

const modulesQueryOptions = (params: ModulesParams) =>
  queryOptions({
    queryKey: ['catalogue', 'modules', params],
    queryFn: () => getModules(params),
    staleTime: 5 * 60_000,
  });

export const useModules = (params: ModulesParams, enabled = true) => useQuery({ ...modulesQueryOptions(params), enabled });
