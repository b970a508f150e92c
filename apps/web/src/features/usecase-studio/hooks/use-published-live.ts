import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseCase } from '@curio/core/usecases';
import { publishedQueryKey } from '../api/get-published';
import { withLivePost, withoutPost, type PublishedPost } from '../published-posts';

/**
 * What the live channel tells 'My Published Posts': the app feeds in the events of the learner's
 * own posts. Nothing changes until the list has loaded; its first load has them anyway.
 */
export function usePublishedLive() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const update = (change: (list: PublishedPost[]) => PublishedPost[]) =>
      queryClient.setQueryData<PublishedPost[]>(publishedQueryKey, (list) => (list ? change(list) : list));
    return {
      insert: (post: UseCase) => update((list) => withLivePost(list, post)),
      remove: (id: string) => update((list) => withoutPost(list, id)),
      /** after a drop: what was published meanwhile never arrives as an event */
      reload: () => queryClient.invalidateQueries({ queryKey: publishedQueryKey }),
    };
  }, [queryClient]);
}
