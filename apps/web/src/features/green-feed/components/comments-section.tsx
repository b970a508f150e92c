import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import { COMMENT_MAX_LENGTH } from '@curio/core/limits';
import { authorLabel } from '@curio/core/usecase-badge';
import { COMMENT_MSG } from '@curio/core/usecase-messages';
import type { Comment } from '@curio/core/usecases';
import { AuthorLink } from '../../../components/author-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { LinkedText } from '../../../components/linked-text';
import { isTempComment, useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { FEED_TEXT, moreCommentsText } from '../feed-texts';
import type { Viewer } from '../hooks/use-viewer';
import { fullTime, relativeTime } from '../relative-time';

/** A comment's start, for the question before deleting it. */
const EXCERPT_LENGTH = 80;
const excerpt = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body);

interface Props {
  useCaseId: string;
  viewer: Viewer;
  now: number;
}

/**
 * The comments under a use case (docs/routes.md#screens-and-web-routes, docs/product.md#states-and-transitions, docs/product.md#validation): the newest 50 and the count; a new one is
 * trimmed, empty is ignored, Ctrl/Cmd+Enter posts; posting and deleting (own comments only)
 * show at once and are undone if the server refuses.
 */
export function CommentsSection({ useCaseId, viewer, now }: Props) {
  const fieldId = useId();
  const comments = useComments(useCaseId, true);
  const create = useCreateComment(useCaseId);
  const remove = useDeleteComment(useCaseId);
  const [text, setText] = useState('');

  const post = () => {
    const body = text.trim();
    if (!body) return;
    setText('');
    create.mutate(
      { body, userId: viewer.id, authorName: viewer.name },
      {
        onError: () => {
          // give the text back unless something new has been typed since
          setText((current) => (current.trim() ? current : body));
          toast.error(COMMENT_MSG.postFailed);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    post();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      post();
    }
  };

  // a deleted comment cannot come back: ask first
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const deleteComment = () => {
    if (toDelete) remove.mutate(toDelete, { onError: () => toast.error(COMMENT_MSG.deleteFailed) });
    setToDelete(null);
  };

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          id={fieldId}
          label={FEED_TEXT.commentLabel}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={6}
          size="small"
          helperText={text.length > COMMENT_MAX_LENGTH * 0.9 ? `${text.length}/${COMMENT_MAX_LENGTH}` : FEED_TEXT.commentHint}
          slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!text.trim()} sx={{ mt: 0.25, flexShrink: 0 }}>
          {FEED_TEXT.postComment}
        </Button>
      </Box>

      {comments.isPending ? (
        <Stack spacing={1.5} aria-label="Loading comments" role="status">
          {[0, 1].map((i) => (
            <Box key={i}>
              <Skeleton width="30%" />
              <Skeleton width="80%" />
            </Box>
          ))}
        </Stack>
      ) : comments.isError ? (
        <ErrorState message={COMMENT_MSG.loadFailed} onRetry={() => void comments.refetch()} />
      ) : comments.data.data.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {COMMENT_MSG.empty}
        </Typography>
      ) : (
        <>
          <List disablePadding aria-label="Comments">
            {comments.data.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                now={now}
                own={comment.user_id === viewer.id}
                onDelete={() => setToDelete(comment)}
              />
            ))}
          </List>
          {comments.data.count > comments.data.data.length && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {moreCommentsText(comments.data.data.length, comments.data.count)}
            </Typography>
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={COMMENT_MSG.confirmDelete}
        message={toDelete ? `“${excerpt(toDelete.body)}” will be removed for everyone.` : ''}
        confirmLabel="Delete"
        onConfirm={deleteComment}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}

function CommentItem({ comment, now, own, onDelete }: { comment: Comment; now: number; own: boolean; onDelete: () => void }) {
  const pending = isTempComment(comment);
  const author = authorLabel(comment.author_name);
  return (
    <ListItem
      disableGutters
      aria-label={`Comment by ${author}`}
      sx={{ alignItems: 'flex-start', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', opacity: pending ? 0.6 : 1 }}
      secondaryAction={
        own && !pending ? (
          <Tooltip title="Delete comment">
            <IconButton edge="end" size="small" aria-label="Delete comment" onClick={onDelete}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <Box sx={{ minWidth: 0, pr: own ? 5 : 0 }}>
        <AuthorLink name={author} username={comment.author_username} avatarUrl={comment.author_avatar_url} size={24}>
          <Typography component="time" variant="caption" color="text.secondary" dateTime={comment.created_at} title={fullTime(comment.created_at)}>
            {pending ? 'Posting…' : relativeTime(comment.created_at, now)}
          </Typography>
        </AuthorLink>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5, ml: 4 }}>
          <LinkedText text={comment.body} />
        </Typography>
      </Box>
    </ListItem>
  );
}
