import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedUseCase } from '@curio/core/saved-usecases';
import type { UseCasePage } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';

/** How many of the learner's own posts the picker offers, newest first. */
export const BRIEF_SOURCES_PUBLISHED_LIMIT = 20;

/** What a brief can start from: the learner's saved use cases and their own published posts. */
export async function getBriefSources() {
  const params = new URLSearchParams({ created_by: 'me', limit: String(BRIEF_SOURCES_PUBLISHED_LIMIT) });
  const [saved, published] = await Promise.all([apiFetch<SavedUseCase[]>('/api/saved-usecases'), apiFetch<UseCasePage>(`/api/usecases?${params}`)]);
  return { saved, published: published.data };
}

export const briefSourcesQueryOptions = () => queryOptions({ queryKey: ['projects', 'brief-sources'], queryFn: getBriefSources });

export const useBriefSources = (enabled: boolean) => useQuery({ ...briefSourcesQueryOptions(), enabled });
