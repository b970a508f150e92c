import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { authorLabel, originBadgeText } from '@curio/core/usecase-badge';
import { provenanceFeedLabel } from '@curio/core/usecase-provenance';
import type { UseCase } from '@curio/core/usecases';
import { AuthorLink } from '../../../components/author-link';
import { APP_NAME } from '../../../lib/app-name';
import { briefPath } from '../../../lib/brief-links';
import { useComments } from '../api/get-comments';
import { useLikeUseCase } from '../api/like-usecase';
import { commentsLabel, FEED_TEXT, likeLabel } from '../feed-texts';
import type { Viewer } from '../hooks/use-viewer';
import { fullTime, relativeTime } from '../relative-time';
import { ClampedText } from './clamped-text';
import { CommentsSection } from './comments-section';

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
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ mb: 1.5, minWidth: 0 }}>
          <AuthorLink name={author} username={useCase.author_username} avatarUrl={useCase.author_avatar_url}>
            {badge && <Chip label={badge} size="small" color="success" variant="outlined" sx={{ height: 22 }} />}
            {!useCase.is_public && <Chip icon={<LockOutlinedIcon />} label={FEED_TEXT.private} size="small" variant="outlined" sx={{ height: 22 }} />}
          </AuthorLink>
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={useCase.created_at}
            title={fullTime(useCase.created_at)}
            sx={{ display: 'block', ml: 5.75 }}
          >
            {relativeTime(useCase.created_at, now)}
          </Typography>
        </Box>

        <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {useCase.title}
        </Typography>
        <ClampedText text={useCase.content} clamp={clamp} id={textId} />

        {useCase.tags.length > 0 && (
          <Stack direction="row" spacing={0.75} useFlexGap flexWrap="wrap" component="ul" aria-label="Tags" sx={{ p: 0, m: 0, mt: 1.5, listStyle: 'none' }}>
            {useCase.tags.map((tag) => (
              <li key={tag}>
                <Chip label={`#${tag}`} size="small" sx={{ bgcolor: 'rgba(5, 150, 105, 0.08)', color: 'success.dark', maxWidth: '100%' }} />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>

      <CardActions disableSpacing sx={{ px: 1.5, pb: 1.5, gap: { xs: 0, sm: 0.5 }, '& .MuiButton-root': { px: { xs: 1, sm: 1.5 } } }}>
        <Button
          color={useCase.liked_by_me ? 'error' : 'inherit'}
          startIcon={useCase.liked_by_me ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          aria-pressed={useCase.liked_by_me}
          aria-label={likeLabel(useCase.liked_by_me, useCase.likes_count)}
          onClick={toggleLike}
          disabled={like.isPending}
        >
          {useCase.likes_count}
        </Button>
        <Button
          color="inherit"
          startIcon={<ChatBubbleOutlineIcon />}
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          {commentsLabel(commentCount)}
        </Button>
        <Button color="inherit" startIcon={<ShareOutlinedIcon />} onClick={() => onShare(useCase)}>
          Share
        </Button>
        <Tooltip title="Start a brief in Projects">
          <IconButton component={RouterLink} to={briefPath({ usecase_id: useCase.id })} aria-label="Start a brief">
            <PostAddOutlinedIcon />
          </IconButton>
        </Tooltip>
        {own && onDelete && (
          <Tooltip title="Delete use case">
            <IconButton aria-label="Delete use case" onClick={() => onDelete(useCase)} sx={{ ml: 'auto' }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>

      <Collapse in={commentsOpen} unmountOnExit>
        <Box id={commentsId} role="region" aria-label={`Comments on ${useCase.title}`}>
          <CommentsSection useCaseId={useCase.id} viewer={viewer} now={now} />
        </Box>
      </Collapse>
    </Card>
  );
}
