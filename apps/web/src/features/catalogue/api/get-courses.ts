import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseItem } from '@curio/core/catalogue';
import { apiFetch } from '../../../lib/api-client';

const getCourses = (category: string) =>
  apiFetch<CourseItem[]>(`/api/categories/${encodeURIComponent(category)}/courses`);

export const coursesQueryOptions = (category: string) =>
  queryOptions({
    queryKey: ['catalogue', 'courses', category],
    queryFn: () => getCourses(category),
    staleTime: 5 * 60_000,
  });

export const useCourses = (category: string) => useQuery(coursesQueryOptions(category));
