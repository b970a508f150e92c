import type { ReactNode } from 'react';
import clsx from 'clsx';
import { STUDIO_PUBLISHED_LIMIT } from '@curio/core/limits';
import { USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { Card, Chip, Stack, Text } from '../../../ui';
import { usePublished } from '../api/get-published';
import type { PublishedPost } from '../published-posts';
import css from './published-posts.module.css';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** '3 minutes ago', 'yesterday'. */
function timeAgo(iso: string): string {
  let amount = (new Date(iso).getTime() - Date.now()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}

/** 'My Published Posts' of UC Studio: the newest first, temporary ones marked while they publish. */
export function PublishedPosts({ renderShare }: { renderShare: (post: PublishedPost) => ReactNode }) {
  const published = usePublished();

  return (
    <section aria-labelledby="published-title">
      <Stack direction="row" align="baseline" justify="space-between" className={css.top}>
        <Text id="published-title" variant="h5" as="h2">
          My Published Posts
        </Text>
        {published.data && (
          <Text variant="caption" tone="secondary">
            latest {STUDIO_PUBLISHED_LIMIT}
          </Text>
        )}
      </Stack>
      {published.isPending ? (
        <PageLoader label="Loading published posts" />
      ) : published.isError ? (
        <ErrorState message={USECASE_MSG.publishedLoadFailed} onRetry={() => void published.refetch()} />
      ) : published.data.length === 0 ? (
        <Text tone="secondary" role="status">
          {USECASE_PAGES_MSG.noPublished}
        </Text>
      ) : (
        <Stack as="ol" gap={1.5} aria-label="My Published Posts" className={css.list}>
          {published.data.map((post) => (
            <Card key={post.id} as="li" aria-busy={post.pending ? true : undefined} className={clsx(css.post, post.pending && css.pending)}>
              <Text variant="subtitle1" as="h3" bold className={css.title}>
                {post.title}
              </Text>
              <Text variant="body2" tone="secondary" className={css.content}>
                {post.content}
              </Text>
              {post.tags.length > 0 && (
                <Stack direction="row" gap={0.5} wrap className={css.tags}>
                  {post.tags.map((tag) => (
                    <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
                  ))}
                </Stack>
              )}
              <Stack direction="row" align="center" gap={1}>
                <Text variant="caption" tone="secondary" className={css.when}>
                  {post.pending ? 'Publishing…' : <time dateTime={post.created_at}>{timeAgo(post.created_at)}</time>}
                </Text>
                {!post.pending && renderShare(post)}
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
