import { useState } from 'react';
import toast from 'react-hot-toast';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import LibraryAddOutlinedIcon from '@mui/icons-material/LibraryAddOutlined';
import type { Bookmark } from '@curio/core/learning';
import { BOOKMARK_MSG, confirmDeleteBookmarksText } from '@curio/core/learning-messages';
import { ADD_TO_REVIEW_MSG } from '@curio/core/study-messages';
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
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        My Bookmarks
      </Typography>
      {bookmarks.isPending ? (
        <PageLoader label="Loading bookmarks" />
      ) : bookmarks.isError ? (
        <ErrorState message={BOOKMARK_MSG.loadFailed} onRetry={() => void bookmarks.refetch()} />
      ) : bookmarks.data.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {BOOKMARK_MSG.empty}
        </Typography>
      ) : (
        <Stack spacing={2}>
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
    <Card variant="outlined" component="article" aria-label={bookmark.content.concept}>
      <CardContent>
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="center" sx={{ mb: 2 }}>
          {place.map((part) => (
            <Chip key={part} label={part} size="small" variant="outlined" />
          ))}
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            <time dateTime={bookmark.createdat}>{dateFormat.format(new Date(bookmark.createdat))}</time>
          </Typography>
        </Stack>
        <FlashcardContent card={bookmark.content} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<LibraryAddOutlinedIcon />} onClick={onAddToReview} loading={adding} aria-label={`${ADD_TO_REVIEW_MSG.addBookmark}: ${bookmark.content.concept}`}>
          {ADD_TO_REVIEW_MSG.addBookmark}
        </Button>
        <Button startIcon={<DeleteOutlineIcon />} onClick={onRemove} loading={removing}>
          Remove
        </Button>
        {isAdmin && (
          <Button color="error" startIcon={<DeleteForeverOutlinedIcon />} onClick={onRemoveForAll}>
            Delete for all users
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
