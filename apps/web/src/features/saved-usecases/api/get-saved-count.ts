import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The main sidebar's Saved figure. */
const getSavedCount = () => apiFetch<{ count: number }>('/api/saved-usecases/count');

const savedCountQueryOptions = () =>
  queryOptions({ queryKey: ['saved-usecases', 'count'], queryFn: getSavedCount, staleTime: 60_000 });

export const useSavedCount = (enabled = true) => useQuery({ ...savedCountQueryOptions(), enabled });
