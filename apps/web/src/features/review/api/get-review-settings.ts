import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewSettings } from '@curio/core/review';
import { apiFetch } from '../../../lib/api-client';

export const reviewSettingsQueryKey = ['review', 'settings'] as const;

const getReviewSettings = () => apiFetch<ReviewSettings>('/api/review/settings');

const reviewSettingsQueryOptions = () =>
  queryOptions({
    queryKey: reviewSettingsQueryKey,
    queryFn: getReviewSettings,
    staleTime: 5 * 60_000,
  });

export const useReviewSettings = () => useQuery(reviewSettingsQueryOptions());
