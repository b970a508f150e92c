import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedUseCase } from '@curio/core/saved-usecases';
import type { UseCasePage } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';

/** How many of the learner's own posts the picker offers, newest first. */
const BRIEF_SOURCES_PUBLISHED_LIMIT = 20;

/**
 * What a brief can start from: the learner's saved use cases and their own published posts; only
 * the saved ones for a Kids Lock learner, who publishes nothing (decision 021).
 */
async function getBriefSources(kidsLocked: boolean) {
  const params = new URLSearchParams({ created_by: 'me', limit: String(BRIEF_SOURCES_PUBLISHED_LIMIT) });
  const [saved, published] = await Promise.all([
    apiFetch<SavedUseCase[]>('/api/saved-usecases'),
    kidsLocked ? null : apiFetch<UseCasePage>(`/api/usecases?${params}`),
  ]);
  return { saved, published: published?.data ?? [] };
}

const briefSourcesQueryOptions = (kidsLocked: boolean) =>
  queryOptions({ queryKey: ['projects', 'brief-sources', { kidsLocked }], queryFn: () => getBriefSources(kidsLocked) });

export const useBriefSources = (enabled: boolean, kidsLocked: boolean) => useQuery({ ...briefSourcesQueryOptions(kidsLocked), enabled });
