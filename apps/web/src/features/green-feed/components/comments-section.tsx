import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast/headless';
import clsx from 'clsx';
import { mdiDeleteOutline, mdiSend } from '@mdi/js';
import { COMMENT_MAX_LENGTH } from '@curio/core/limits';
import { authorLabel } from '@curio/core/usecase-badge';
import { COMMENT_MSG } from '@curio/core/usecase-messages';
import type { Comment } from '@curio/core/usecases';
import { AuthorLink } from '../../../components/author-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { LinkedText } from '../../../components/linked-text';
import { Button, Icon, IconButton, Skeleton, Stack, Text, TextField, Tooltip } from '../../../ui';
import { isTempComment, useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { FEED_TEXT, moreCommentsText } from '../feed-texts';
import type { Viewer } from '../hooks/use-viewer';
import { fullTime, relativeTime } from '../relative-time';
import css from './comments-section.module.css';

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
    <div className={css.section}>
      <form onSubmit={submit} noValidate className={css.form}>
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
          maxLength={COMMENT_MAX_LENGTH}
          className={css.field}
        />
        <Button type="submit" variant="contained" endIcon={<Icon path={mdiSend} size="small" />} disabled={!text.trim()} className={css.post}>
          {FEED_TEXT.postComment}
        </Button>
      </form>

      {comments.isPending ? (
        <Stack gap={1.5} aria-label="Loading comments" role="status">
          {[0, 1].map((i) => (
            <div key={i}>
              <Skeleton width="30%" />
              <Skeleton width="80%" />
            </div>
          ))}
        </Stack>
      ) : comments.isError ? (
        <ErrorState message={COMMENT_MSG.loadFailed} onRetry={() => void comments.refetch()} />
      ) : comments.data.data.length === 0 ? (
        <Text tone="secondary" role="status">
          {COMMENT_MSG.empty}
        </Text>
      ) : (
        <>
          <ul aria-label="Comments" className={css.list}>
            {comments.data.data.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                now={now}
                own={comment.user_id === viewer.id}
                onDelete={() => setToDelete(comment)}
              />
            ))}
          </ul>
          {comments.data.count > comments.data.data.length && (
            <Text variant="caption" tone="secondary" className={css.more}>
              {moreCommentsText(comments.data.data.length, comments.data.count)}
            </Text>
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
    </div>
  );
}

function CommentItem({ comment, now, own, onDelete }: { comment: Comment; now: number; own: boolean; onDelete: () => void }) {
  const pending = isTempComment(comment);
  const author = authorLabel(comment.author_name);
  return (
    <li aria-label={`Comment by ${author}`} className={clsx(css.item, pending && css.pending)}>
      <div className={css.content}>
        <AuthorLink name={author} username={comment.author_username} avatarUrl={comment.author_avatar_url} size={24}>
          <Text variant="caption" tone="secondary">
            <time dateTime={comment.created_at} title={fullTime(comment.created_at)}>
              {pending ? 'Posting…' : relativeTime(comment.created_at, now)}
            </time>
          </Text>
        </AuthorLink>
        <Text variant="body2" className={css.body}>
          <LinkedText text={comment.body} />
        </Text>
      </div>
      {own && !pending && (
        <Tooltip title="Delete comment">
          <IconButton size="small" label="Delete comment" onClick={onDelete}>
            <Icon path={mdiDeleteOutline} size="small" />
          </IconButton>
        </Tooltip>
      )}
    </li>
  );
}
