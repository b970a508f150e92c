import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentList } from '@curio/core/usecases';
import { apiFetch } from '../../../lib/api-client';

/** The COMMENTS_LIMIT newest comments on a use case and how many there are in all. */
const getComments = (useCaseId: string) => apiFetch<CommentList>(`/api/usecases/${encodeURIComponent(useCaseId)}/comments`);

export const commentsQueryKey = (useCaseId: string) => ['green-feed', 'comments', useCaseId] as const;

const commentsQueryOptions = (useCaseId: string) =>
  queryOptions({ queryKey: commentsQueryKey(useCaseId), queryFn: () => getComments(useCaseId) });

export const useComments = (useCaseId: string, enabled: boolean) => useQuery({ ...commentsQueryOptions(useCaseId), enabled });
