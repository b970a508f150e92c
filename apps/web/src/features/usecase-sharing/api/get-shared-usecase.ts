import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedUseCase } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';

/** A shared use case by its link's slug; no sign-in needed. */
const getSharedUseCase = (slug: string) => apiFetch<SharedUseCase>(`/share/api/usecase/${encodeURIComponent(slug)}`);

const sharedUseCaseQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['usecase-sharing', 'shared', slug], queryFn: () => getSharedUseCase(slug) });

export const useSharedUseCase = (slug: string) => useQuery(sharedUseCaseQueryOptions(slug));
