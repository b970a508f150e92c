import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowStatus } from '@curio/core/people';
import { apiFetch } from '../../../lib/api-client';

const getFollowStatus = (userId: string) => apiFetch<FollowStatus>(`/api/follows/status/${encodeURIComponent(userId)}`);

export const followStatusQueryKey = (userId: string) => ['people', 'follow-status', userId] as const;

const followStatusQueryOptions = (userId: string) =>
  queryOptions({ queryKey: followStatusQueryKey(userId), queryFn: () => getFollowStatus(userId) });

/**
 * A follow status; `known` is the one that came with a page (Explore People, a person page), so
 * a card does not ask again. The toggle keeps it up to date from there.
 */
export const useFollowStatus = (userId: string, known?: FollowStatus) =>
  useQuery({ ...followStatusQueryOptions(userId), ...(known ? { initialData: known, staleTime: Infinity } : {}) });
