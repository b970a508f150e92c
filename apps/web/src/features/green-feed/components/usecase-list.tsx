import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { mdiArrowUp } from '@mdi/js';
import type { UseCase } from '@curio/core/usecases';
import { ErrorState } from '../../../components/error-state';
import { Alert, Button, Card, Icon, Skeleton, Stack, Text } from '../../../ui';
import { feedErrorText } from '../api/get-usecases';
import { feedItems, type FeedData } from '../feed-pages';
import { FEED_TEXT, unseenText } from '../feed-texts';
import type { Viewer } from '../hooks/use-viewer';
import { UseCaseCard } from './usecase-card';
import css from './usecase-list.module.css';

/** Placeholders shaped like cards while the first page loads. */
function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Stack gap={2} role="status" aria-label="Loading use cases">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden className={css.skeletonBody}>
          <Stack direction="row" gap={1.5} align="center" className={css.skeletonHead}>
            <Skeleton variant="circular" width={36} height={36} />
            <div className={css.grow}>
              <Skeleton width="30%" />
              <Skeleton width="15%" />
            </div>
          </Stack>
          <Skeleton className={css.titleLine} />
          <Skeleton />
          <Skeleton />
          <Skeleton width="70%" />
        </Card>
      ))}
    </Stack>
  );
}

interface Props {
  query: UseInfiniteQueryResult<FeedData>;
  viewer: Viewer;
  clamp: boolean;
  now: number;
  onShare: (useCase: UseCase) => void;
  onDelete: (useCase: UseCase) => void;
  /** what an empty list says, and a way on */
  empty: ReactNode;
  /** said under a full list that has reached its cap */
  capNote?: string;
  /** new use cases that arrived while the list was full */
  unseen?: { count: number; onShow: () => void };
}

/** A feed list in all its states: loading, failed, empty, the cards, Load more up to the cap. */
export function UseCaseList({ query, viewer, clamp, now, onShare, onDelete, empty, capNote, unseen }: Props) {
  if (query.isPending) return <CardSkeletons />;
  if (query.isLoadingError) return <ErrorState message={feedErrorText(query.error)} onRetry={() => void query.refetch()} />;

  const items = feedItems(query.data.pages);
  const lastPage = query.data.pages.at(-1);
  const atCap = !query.hasNextPage && Boolean(lastPage?.next_cursor);

  return (
    <div>
      {unseen && unseen.count > 0 && (
        <div className={clsx(css.centre, css.unseen)}>
          <Button variant="contained" color="success" startIcon={<Icon path={mdiArrowUp} size="small" />} onClick={unseen.onShow} className={css.pill}>
            {`Show ${unseenText(unseen.count)}`}
          </Button>
        </div>
      )}
      {query.isRefetchError && (
        <Alert severity="warning" className={css.warning}>
          {feedErrorText(query.error)}
        </Alert>
      )}
      {items.length === 0 ? (
        empty
      ) : (
        <Stack gap={2} as="section" aria-label="Use cases">
          {items.map((useCase) => (
            <UseCaseCard key={useCase.id} useCase={useCase} viewer={viewer} clamp={clamp} now={now} onShare={onShare} onDelete={onDelete} />
          ))}
        </Stack>
      )}
      {query.isFetchNextPageError && (
        <div className={css.retry}>
          <ErrorState message={feedErrorText(query.error)} onRetry={() => void query.fetchNextPage()} />
        </div>
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <div className={clsx(css.centre, css.more)}>
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {FEED_TEXT.loadMore}
          </Button>
        </div>
      )}
      {atCap && capNote && (
        <Text variant="body2" tone="secondary" align="center" className={css.more}>
          {capNote}
        </Text>
      )}
    </div>
  );
}
