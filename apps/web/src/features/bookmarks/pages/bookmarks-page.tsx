import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiDeleteForeverOutline, mdiDeleteOutline, mdiPlusBoxMultipleOutline } from '@mdi/js';
import type { Bookmark } from '@curio/core/learning';
import { BOOKMARK_MSG, confirmDeleteBookmarksText } from '@curio/core/learning-messages';
import { ADD_TO_REVIEW_MSG } from '@curio/core/study-messages';
import { Button, Card, Chip, Container, Icon, Stack, Text } from '../../../ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { FlashcardContent } from '../../../components/flashcard-content';
import { PageLoader } from '../../../components/page-loader';
import { StatusMessage } from '../../../components/status-message';
import { errorMessage } from '../../../lib/api-client';
import { useCategoryParam } from '../../../lib/category-param';
import { useAuth } from '../../../lib/use-auth';
import { useBookmarks } from '../api/get-bookmarks';
import { useDeleteBookmark } from '../api/delete-bookmark';
import { useDeleteBookmarksForAll } from '../api/delete-bookmarks-for-all';
import { useAddBookmarkToReview } from '../api/add-bookmark-to-review';
import css from './bookmarks-page.module.css';

/** docs/product.md#limits: bookmark dates use the en-IN format. */
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** /category/{cat}/bookmarks: the learner's bookmarks, newest first (the server orders them). */
export function BookmarksPage() {
  const category = useCategoryParam();
  const { user, isAdmin, loading } = useAuth();
  const bookmarks = useBookmarks(category);
  const remove = useDeleteBookmark();
  const addToReview = useAddBookmarkToReview();
  const removeForAll = useDeleteBookmarksForAll();
  const [forAll, setForAll] = useState<string | null>(null);

  if (loading) return <StatusMessage text={BOOKMARK_MSG.verifyingSession} />;
  if (!user) return <StatusMessage text={BOOKMARK_MSG.loginToView} />;

  const deleteForAll = (concept: string) =>
    removeForAll.mutate(concept, {
      onSuccess: () => toast.success(BOOKMARK_MSG.adminDeleted),
      onError: () => toast.error(BOOKMARK_MSG.adminDeleteFailed),
      onSettled: () => setForAll(null),
    });

  return (
    <Container maxWidth="md" className={css.page}>
      <Text variant="h4" as="h1" className={css.title}>
        My Bookmarks
      </Text>
      {bookmarks.isPending ? (
        <PageLoader label="Loading bookmarks" />
      ) : bookmarks.isError ? (
        <ErrorState message={BOOKMARK_MSG.loadFailed} onRetry={() => void bookmarks.refetch()} />
      ) : bookmarks.data.length === 0 ? (
        <Text tone="secondary" role="status">
          {BOOKMARK_MSG.empty}
        </Text>
      ) : (
        <Stack gap={2}>
          {bookmarks.data.map((bookmark) => (
            <BookmarkCard
              key={bookmark.id}
              bookmark={bookmark}
              isAdmin={isAdmin}
              removing={remove.isPending && remove.variables === bookmark.id}
              adding={addToReview.isPending && addToReview.variables === bookmark.id}
              onAddToReview={() =>
                addToReview.mutate(bookmark.id, {
                  onSuccess: ({ added }) => toast.success(ADD_TO_REVIEW_MSG.bookmarkAdded(added)),
                  onError: (err) => toast.error(errorMessage(err, ADD_TO_REVIEW_MSG.failed)),
                })
              }
              onRemove={() =>
                remove.mutate(bookmark.id, {
                  onSuccess: () => toast.success(BOOKMARK_MSG.removed),
                  onError: () => toast.error(BOOKMARK_MSG.somethingWrong),
                })
              }
              onRemoveForAll={() => setForAll(bookmark.content.concept)}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={forAll !== null}
        title="Delete for all users"
        message={confirmDeleteBookmarksText(forAll ?? '')}
        confirmLabel="Delete for all"
        pending={removeForAll.isPending}
        onConfirm={() => forAll && deleteForAll(forAll)}
        onCancel={() => setForAll(null)}
      />
    </Container>
  );
}

interface CardProps {
  bookmark: Bookmark;
  isAdmin: boolean;
  removing: boolean;
  adding: boolean;
  onAddToReview: () => void;
  onRemove: () => void;
  onRemoveForAll: () => void;
}

function BookmarkCard({ bookmark, isAdmin, removing, adding, onAddToReview, onRemove, onRemoveForAll }: CardProps) {
  const place = [bookmark.course, bookmark.module, bookmark.topic].filter((part): part is string => Boolean(part));
  return (
    <Card as="article" aria-label={bookmark.content.concept}>
      <div className={css.content}>
        <Stack direction="row" wrap gap={1} align="center" className={css.place}>
          {place.map((part) => (
            <Chip key={part} label={part} size="small" variant="outlined" />
          ))}
          <Text variant="caption" tone="secondary" className={css.date}>
            <time dateTime={bookmark.createdat}>{dateFormat.format(new Date(bookmark.createdat))}</time>
          </Text>
        </Stack>
        <FlashcardContent card={bookmark.content} />
      </div>
      <Stack direction="row" wrap gap={1} justify="flex-end" className={css.actions}>
        <Button
          startIcon={<Icon path={mdiPlusBoxMultipleOutline} size="small" />}
          onClick={onAddToReview}
          loading={adding}
          aria-label={`${ADD_TO_REVIEW_MSG.addBookmark}: ${bookmark.content.concept}`}
        >
          {ADD_TO_REVIEW_MSG.addBookmark}
        </Button>
        <Button startIcon={<Icon path={mdiDeleteOutline} size="small" />} onClick={onRemove} loading={removing}>
          Remove
        </Button>
        {isAdmin && (
          <Button color="error" startIcon={<Icon path={mdiDeleteForeverOutline} size="small" />} onClick={onRemoveForAll}>
            Delete for all users
          </Button>
        )}
      </Stack>
    </Card>
  );
}
