import type { QueryClient } from '@tanstack/react-query';
import type { UseCase } from '@curio/core/usecases';
import { withChanged, withRemoved, type FeedData } from '../feed-pages';
import { feedListsKey } from './get-usecases';

/** Changes a use case in every feed list that shows it. */
export function changeUseCase(queryClient: QueryClient, id: string, change: (useCase: UseCase) => UseCase) {
  queryClient.setQueriesData<FeedData>({ queryKey: feedListsKey }, (data) => data && withChanged(data, id, change));
}

/** Takes a use case out of every feed list. */
export function removeUseCase(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<FeedData>({ queryKey: feedListsKey }, (data) => data && withRemoved(data, id));
}

/** The use case as a feed list shows it, if any does. */
export function findUseCase(queryClient: QueryClient, id: string): UseCase | undefined {
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: feedListsKey })) {
    const found = data?.pages.flatMap((page) => page.data).find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}
