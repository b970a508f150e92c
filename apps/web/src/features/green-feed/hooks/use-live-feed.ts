import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { feedQueryKey } from '../api/get-usecases';
import { belongsTo, feedItems, feedLimits, withInserted, withRemoved, withUpdated, type FeedData, type FeedFilter } from '../feed-pages';
import { useLiveUseCases, type LiveStatus, type LiveUseCaseEvent } from './use-live-usecases';

export interface LiveFeed {
  status: LiveStatus;
  /** new use cases that did not fit under the list's cap */
  unseen: number;
  /** reads the list afresh from its first page, with the unseen ones */
  showUnseen: () => void;
}

/**
 * Keeps a shown feed list live (docs/product.md#states-and-transitions 'Feed'): new use cases go on top in Recent, Following (by
 * the people I follow), a person's list and my own list while under the cap, updates and deletes change what is shown, and the list is read again
 * whenever the stream (re)opens, so nothing sent while it was down is missed.
 */
export function useLiveFeed(filter: FeedFilter, myId: string | null, enabled: boolean): LiveFeed {
  const queryClient = useQueryClient();
  const key = feedQueryKey(filter);
  const listId = JSON.stringify(key);
  const { cap } = feedLimits(filter);
  // counted per list: another tab or search starts from none
  const [unseen, setUnseen] = useState({ listId, count: 0 });

  const apply = (event: LiveUseCaseEvent) => {
    const data = queryClient.getQueryData<FeedData>(key);
    if (!data) return;
    if (event.type === 'delete') {
      queryClient.setQueryData<FeedData>(key, withRemoved(data, event.id));
      return;
    }
    const { useCase } = event;
    if (event.type === 'update') {
      // a use case that turned private leaves the public feed
      const visible = belongsTo(useCase, { sort: filter.sort, mine: filter.mine, author: filter.author }, myId, true);
      queryClient.setQueryData<FeedData>(key, visible ? withUpdated(data, useCase) : withRemoved(data, useCase.id));
      return;
    }
    if (filter.sort !== 'recent' || !belongsTo(useCase, filter, myId, event.authorFollowed)) return;
    const next = withInserted(data, useCase, cap);
    if (next !== data) queryClient.setQueryData<FeedData>(key, next);
    else if (!feedItems(data.pages).some((item) => item.id === useCase.id)) {
      setUnseen((seen) => ({ listId, count: (seen.listId === listId ? seen.count : 0) + 1 }));
    }
  };

  const status = useLiveUseCases({
    enabled,
    onEvent: apply,
    onOpen: (reconnected) => {
      // a list still loading for the first time is being read right now
      if (reconnected || queryClient.getQueryState(key)?.status === 'success') {
        void queryClient.refetchQueries({ queryKey: key, exact: true });
      }
    },
  });

  return {
    status,
    unseen: unseen.listId === listId ? unseen.count : 0,
    showUnseen: () => {
      setUnseen({ listId, count: 0 });
      void queryClient.resetQueries({ queryKey: key, exact: true });
    },
  };
}
