import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferedSet } from '@curio/core/study-sets';
import { apiFetch } from '../../../lib/api-client';
import { SETS_KEY } from './get-sets';

/** Admin: the sets their owners offer for the catalogue, the longest waiting first. */
const getOfferedSets = () => apiFetch<OfferedSet[]>('/api/sets/offered');

const offeredSetsQueryOptions = () => queryOptions({ queryKey: [...SETS_KEY, 'offered'], queryFn: getOfferedSets });

export const useOfferedSets = () => useQuery(offeredSetsQueryOptions());
