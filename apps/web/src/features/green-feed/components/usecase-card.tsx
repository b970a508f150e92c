import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiDeleteOutline, mdiHeart, mdiHeartOutline, mdiLockOutline, mdiMessageOutline, mdiNotePlusOutline, mdiShareVariantOutline } from '@mdi/js';
import { authorLabel, originBadgeText } from '@curio/core/usecase-badge';
import { provenanceFeedLabel } from '@curio/core/usecase-provenance';
import type { UseCase } from '@curio/core/usecases';
import { AuthorLink } from '../../../components/author-link';
import { APP_NAME } from '../../../lib/app-name';
import { briefPath } from '../../../lib/brief-links';
import { Button, Card, Chip, Icon, IconButton, IconButtonLink, Stack, Text, Tooltip } from '../../../ui';
import { useComments } from '../api/get-comments';
import { useLikeUseCase } from '../api/like-usecase';
import { commentsLabel, FEED_TEXT, likeLabel } from '../feed-texts';
import type { Viewer } from '../hooks/use-viewer';
import { fullTime, relativeTime } from '../relative-time';
import { ClampedText } from './clamped-text';
import { CommentsSection } from './comments-section';
import { TagChip } from './tag-chip';
import css from './usecase-card.module.css';

export interface UseCaseCardProps {
  useCase: UseCase;
  viewer: Viewer;
  /** the feed clamps long texts; My Use Cases shows them whole */
  clamp: boolean;
  /** the time relative times are counted from, shared by the list so it ticks once */
  now: number;
  onShare: (useCase: UseCase) => void;
  /** offered on the reader's own use cases */
  onDelete?: (useCase: UseCase) => void;
}

/** One published use case: title, author and origin, time, text, tags; like, comments, share. */
export function UseCaseCard({ useCase, viewer, clamp, now, onShare, onDelete }: UseCaseCardProps) {
  const titleId = useId();
  const textId = useId();
  const commentsId = useId();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const like = useLikeUseCase();
  // the list's count, and once the comments are open the count that came with them (mine included at once)
  const comments = useComments(useCase.id, commentsOpen);
  const commentCount = comments.data?.count ?? useCase.comments_count;
  const author = authorLabel(useCase.author_name);
  // where a generated use case came from says more than its origin badge, and replaces it
  const badge = useCase.provenance ? provenanceFeedLabel(useCase.provenance, APP_NAME) : originBadgeText(useCase.origin, useCase.provider, APP_NAME);
  const own = useCase.created_by === viewer.id;

  const toggleLike = () =>
    like.mutate({ id: useCase.id, liked: !useCase.liked_by_me }, { onError: () => toast.error(FEED_TEXT.likeFailed) });

  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={css.content}>
        <div className={css.byline}>
          <AuthorLink name={author} username={useCase.author_username} avatarUrl={useCase.author_avatar_url}>
            {badge && <Chip label={badge} size="small" color="success" variant="outlined" className={css.badge} />}
            {!useCase.is_public && <Chip icon={<Icon path={mdiLockOutline} size="inherit" />} label={FEED_TEXT.private} size="small" variant="outlined" className={css.badge} />}
          </AuthorLink>
          <Text variant="caption" tone="secondary" className={css.time}>
            <time dateTime={useCase.created_at} title={fullTime(useCase.created_at)}>
              {relativeTime(useCase.created_at, now)}
            </time>
          </Text>
        </div>

        <Text variant="h6" as="h2" id={titleId} className={css.title}>
          {useCase.title}
        </Text>
        <ClampedText text={useCase.content} clamp={clamp} id={textId} />

        {useCase.tags.length > 0 && (
          <Stack direction="row" gap={0.75} wrap as="ul" aria-label="Tags" className={css.tags}>
            {useCase.tags.map((tag) => (
              <li key={tag}>
                <TagChip tag={tag} />
              </li>
            ))}
          </Stack>
        )}
      </div>

      <Stack direction="row" align="center" className={css.actions}>
        <Button
          color={useCase.liked_by_me ? 'error' : 'inherit'}
          startIcon={<Icon path={useCase.liked_by_me ? mdiHeart : mdiHeartOutline} size="small" />}
          aria-pressed={useCase.liked_by_me}
          aria-label={likeLabel(useCase.liked_by_me, useCase.likes_count)}
          onClick={toggleLike}
          disabled={like.isPending}
          className={css.action}
        >
          {useCase.likes_count}
        </Button>
        <Button
          color="inherit"
          startIcon={<Icon path={mdiMessageOutline} size="small" />}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
          className={css.action}
        >
          {commentsLabel(commentCount)}
        </Button>
        <Button color="inherit" startIcon={<Icon path={mdiShareVariantOutline} size="small" />} onClick={() => onShare(useCase)} className={css.action}>
          Share
        </Button>
        <Tooltip title="Start a brief in Projects">
          <IconButtonLink to={briefPath({ usecase_id: useCase.id })} label="Start a brief">
            <Icon path={mdiNotePlusOutline} />
          </IconButtonLink>
        </Tooltip>
        {own && onDelete && (
          <Tooltip title="Delete use case">
            <IconButton label="Delete use case" onClick={() => onDelete(useCase)} className={css.delete}>
              <Icon path={mdiDeleteOutline} />
            </IconButton>
          </Tooltip>
        )}
      </Stack>

      {commentsOpen && (
        <div id={commentsId} role="region" aria-label={`Comments on ${useCase.title}`}>
          <CommentsSection useCaseId={useCase.id} viewer={viewer} now={now} />
        </div>
      )}
    </Card>
  );
}
