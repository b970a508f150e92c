import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDIO_PUBLISHED_LIMIT } from '@curio/core/limits';
import type { UseCasePage } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';
import type { PublishedPost } from '../published-posts';

/** 'My Published Posts': the learner's newest STUDIO_PUBLISHED_LIMIT use cases. */
const getPublished = async (): Promise<PublishedPost[]> => {
  const page = await apiFetch<UseCasePage>(`/api/usecases?${new URLSearchParams({ created_by: 'me', limit: String(STUDIO_PUBLISHED_LIMIT) })}`);
  return page.data;
};

export const publishedQueryKey = ['usecase-studio', 'published'] as const;

const publishedQueryOptions = () => queryOptions({ queryKey: publishedQueryKey, queryFn: getPublished });

export const usePublished = () => useQuery(publishedQueryOptions());
