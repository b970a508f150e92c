import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowStatus } from '@curio/core/people';
import { apiFetch } from '../../../lib/api-client';

export const getFollowStatus = (userId: string) => apiFetch<FollowStatus>(`/api/follows/status/${encodeURIComponent(userId)}`);

export const followStatusQueryKey = (userId: string) => ['people', 'follow-status', userId] as const;

export const followStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: followStatusQueryKey(userId), queryFn: () => getFollowStatus(userId) });

export const useFollowStatus = (userId: string) => useQuery(followStatusQueryOptions(userId));
