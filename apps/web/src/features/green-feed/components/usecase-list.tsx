import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { UseCase } from '@curio/core/usecases';
import { ErrorState } from '../../../components/error-state';
import { feedErrorText } from '../api/get-usecases';
import { feedItems, type FeedData } from '../feed-pages';
import { FEED_TEXT, unseenText } from '../feed-texts';
import type { Viewer } from '../hooks/use-viewer';
import { UseCaseCard } from './usecase-card';

/** Placeholders shaped like cards while the first page loads. */
function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <Stack spacing={2} role="status" aria-label="Loading use cases">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} aria-hidden>
          <CardContent>
            <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1.5 }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="15%" />
              </Box>
            </Stack>
            <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '60%' }} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="70%" />
          </CardContent>
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
    <Box>
      {unseen && unseen.count > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Button variant="contained" color="success" startIcon={<ArrowUpwardIcon />} onClick={unseen.onShow} sx={{ borderRadius: 999 }}>
            {`Show ${unseenText(unseen.count)}`}
          </Button>
        </Box>
      )}
      {query.isRefetchError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {feedErrorText(query.error)}
        </Alert>
      )}
      {items.length === 0 ? (
        empty
      ) : (
        <Stack spacing={2} component="section" aria-label="Use cases">
          {items.map((useCase) => (
            <UseCaseCard key={useCase.id} useCase={useCase} viewer={viewer} clamp={clamp} now={now} onShare={onShare} onDelete={onDelete} />
          ))}
        </Stack>
      )}
      {query.isFetchNextPageError && (
        <Box sx={{ mt: 2 }}>
          <ErrorState message={feedErrorText(query.error)} onRetry={() => void query.fetchNextPage()} />
        </Box>
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {FEED_TEXT.loadMore}
          </Button>
        </Box>
      )}
      {atCap && capNote && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          {capNote}
        </Typography>
      )}
    </Box>
  );
}
