import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolishAvailability } from '@curio/core/projects-api';
import { apiFetch } from '../../../lib/api-client';

/** Whether Polish with AI can change a document: the server has a model configured. */
const getPolishAvailability = () => apiFetch<PolishAvailability>('/api/projects/polish');

const polishAvailabilityQueryOptions = () =>
  // the server's configuration: it changes only with a restart
  queryOptions({ queryKey: ['projects', 'polish'], queryFn: getPolishAvailability, staleTime: Infinity });

export const usePolishAvailable = (enabled: boolean) => useQuery({ ...polishAvailabilityQueryOptions(), enabled }).data?.available === true;
