import { InfiniteQueryObserver, infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { feedLoadFailedText } from '@curio/core/usecase-messages';
import type { UseCasePage } from '@curio/core/usecases';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { startForPage } from '../../../lib/start-for-page';
import { feedFilterOf, feedLimits, nextPageParam, pageLimit, type FeedFilter, type FeedPageParam } from '../feed-pages';

/**
 * One page of GET /api/usecases: the feed by tab (sort=top for Trending), mine (created_by=me),
 * the people I follow (created_by=following) or one person's (created_by={their id}).
 */
function getUseCases(filter: FeedFilter, { cursor, limit }: FeedPageParam, signal?: AbortSignal): Promise<UseCasePage> {
  const params = new URLSearchParams({ limit: String(limit) });
  const createdBy = filter.mine ? 'me' : filter.following ? 'following' : filter.author;
  if (createdBy) params.set('created_by', createdBy);
  if (filter.sort === 'top' && !filter.following) params.set('sort', 'top');
  if (filter.origin) params.set('origin', filter.origin);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (cursor) params.set('cursor', cursor);
  return apiFetch<UseCasePage>(`/api/usecases?${params}`, { signal });
}

/** docs/product.md#errors: the server's error, else 'Failed to load feed ({status} {statusText})'. */
export function feedErrorText(err: unknown): string {
  if (!isApiError(err)) return feedLoadFailedText(0, '');
  // http_error: no JSON body, so the message is the status text
  return err.code === 'http_error' ? feedLoadFailedText(err.status, err.message) : err.message;
}

/** Every feed list's key starts here: likes, comments and live events change them all. */
export const feedListsKey = ['green-feed', 'list'] as const;
export const feedQueryKey = (filter: FeedFilter) => [...feedListsKey, filter] as const;

const feedListQueryOptions = (filter: FeedFilter) => {
  const limits = feedLimits(filter);
  return infiniteQueryOptions({
    queryKey: feedQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getUseCases(filter, pageParam, signal),
    initialPageParam: { cursor: null, limit: pageLimit(limits, 0) } as FeedPageParam,
    getNextPageParam: (lastPage, allPages) => nextPageParam(lastPage, allPages, limits),
    // docs/product.md#states-and-transitions: another tab, filter or search starts the list afresh, and so does coming back to one
    gcTime: 0,
    // so a list found as the page mounts was read for this visit, by the route's loader
    refetchOnMount: false,
  });
};

/** Starts the feed list an address asks for as its page's code loads, and keeps it for the page (see startForPage). */
export const startFeed = (queryClient: QueryClient, search: URLSearchParams) =>
  startForPage(queryClient, new InfiniteQueryObserver(queryClient, feedListQueryOptions(feedFilterOf(search))));

export const useUseCases = (filter: FeedFilter, enabled: boolean) => useInfiniteQuery({ ...feedListQueryOptions(filter), enabled });
