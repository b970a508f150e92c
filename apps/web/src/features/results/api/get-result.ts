import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizResult } from '@curio/core/learning';
import { apiFetch } from '../../../lib/api-client';

/** One of the learner's results with its answers: an opened row of the results screen. */
const getResult = (id: string) => apiFetch<QuizResult>(`/api/results/${encodeURIComponent(id)}`);

// a saved result never changes, so once read it is kept for the session
const resultQueryOptions = (id: string) => queryOptions({ queryKey: ['results', 'detail', id], queryFn: () => getResult(id), staleTime: Infinity });

export const useResult = (id: string, enabled = true) => useQuery({ ...resultQueryOptions(id), enabled });
