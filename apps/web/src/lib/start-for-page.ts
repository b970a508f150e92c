import type { QueryClient, QueryKey, QueryObserver } from '@tanstack/react-query';

/** How long a query started for a page waits for it; a visit that went elsewhere lets it go after this. */
const HANDOVER_MS = 30_000;

/**
 * Starts the query a page reads once per visit (gcTime 0) while the page's code loads, and keeps it
 * in the cache until the page reads it. Nothing reading it, a query that answered before the page
 * mounted would be dropped at once and the page would ask again: a second quiz attempt. The
 * observer lets go as the page's own one starts reading, so leaving the page still forgets the
 * query. A page already reading it is left alone: holding on would outlive its visit.
 */
export function startForPage<TQueryFnData, TError, TData, TQueryData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  observer: QueryObserver<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
): void {
  const query = observer.getCurrentQuery();
  if (query.getObserversCount() > 0) return;
  // subscribing fetches, as a page's mount does
  const stopObserving = observer.subscribe(() => undefined);
  const letGo = () => {
    clearTimeout(timer);
    stopWatching();
    stopObserving();
  };
  const timer = setTimeout(letGo, HANDOVER_MS);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerAdded' && event.query === query && event.observer !== observer) letGo();
  });
}
