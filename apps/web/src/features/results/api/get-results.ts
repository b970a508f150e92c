import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultSummary } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** The user's last results in one category, newest first (the server caps them at 10), answers counted. */
const getResults = (category: string) => apiFetch<ResultSummary[]>(`/api/results?${new URLSearchParams({ category })}`);

const resultsQueryOptions = (category: string) =>
  queryOptions({ queryKey: ['results', 'list', category], queryFn: () => getResults(category) });

export const useResults = (category: string) => useQuery(resultsQueryOptions(category));
