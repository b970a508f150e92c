import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetSummary } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';

/** Every query of this feature starts with it: a change to a set invalidates them all. */
export const SETS_KEY = ['sets'] as const;

/** The learner's own sets, the most recently changed first. */
const getSets = () => apiFetch<SetSummary[]>('/api/sets');

const setsQueryOptions = () => queryOptions({ queryKey: [...SETS_KEY, 'list'], queryFn: getSets });

export const useSets = () => useQuery(setsQueryOptions());
