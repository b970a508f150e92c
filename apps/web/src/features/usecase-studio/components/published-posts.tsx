import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STUDIO_PUBLISHED_LIMIT } from '@curio/core/limits';
import { USECASE_MSG, USECASE_PAGES_MSG } from '@curio/core/usecase-messages';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { usePublished } from '../api/get-published';
import type { PublishedPost } from '../published-posts';

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
    <Box component="section" aria-labelledby="published-title">
      <Stack direction="row" alignItems="baseline" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography id="published-title" variant="h5" component="h2">
          My Published Posts
        </Typography>
        {published.data && (
          <Typography variant="caption" color="text.secondary">
            latest {STUDIO_PUBLISHED_LIMIT}
          </Typography>
        )}
      </Stack>
      {published.isPending ? (
        <PageLoader label="Loading published posts" />
      ) : published.isError ? (
        <ErrorState message={USECASE_MSG.publishedLoadFailed} onRetry={() => void published.refetch()} />
      ) : published.data.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {USECASE_PAGES_MSG.noPublished}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} aria-label="My Published Posts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {published.data.map((post) => (
            <Card key={post.id} component="li" variant="outlined" aria-busy={post.pending ? true : undefined} sx={{ borderStyle: post.pending ? 'dashed' : undefined }}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                  {post.title}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden', my: 1 }}
                >
                  {post.content}
                </Typography>
                {post.tags.length > 0 && (
                  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
                    {post.tags.map((tag) => (
                      <Chip key={tag} label={`#${tag}`} size="small" variant="outlined" />
                    ))}
                  </Stack>
                )}
                <Stack direction="row" alignItems="center" spacing={1}>
                  <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                    {post.pending ? 'Publishing…' : <time dateTime={post.created_at}>{timeAgo(post.created_at)}</time>}
                  </Typography>
                  {!post.pending && renderShare(post)}
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
