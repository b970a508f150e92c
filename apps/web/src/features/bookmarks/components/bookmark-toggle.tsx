import toast from 'react-hot-toast';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import type { Flashcard } from '@curio/core/catalogue';
import { BOOKMARK_MSG } from '@curio/core/learning';
import { isApiError } from '../../../lib/api-client';
import { useBookmarkExists } from '../api/get-bookmark-exists';
import { useCreateBookmark } from '../api/create-bookmark';
import { useDeleteBookmark } from '../api/delete-bookmark';

interface Props {
  card: Flashcard;
  /** the category of the route, which the bookmark is filed under */
  category: string;
  signedIn: boolean;
}

/** Not bookmarked ⇄ bookmarked (spec §4), with the toasts of spec §8. */
export function BookmarkToggle({ card, category, signedIn }: Props) {
  const exists = useBookmarkExists({ category, module: card.module, concept: card.concept }, signedIn);
  const create = useCreateBookmark();
  const remove = useDeleteBookmark();
  const bookmarkId = exists.data?.bookmarked ? exists.data.id : undefined;
  const busy = create.isPending || remove.isPending || exists.isFetching;

  const onError = (err: unknown) => toast.error(isApiError(err) && err.status === 401 ? BOOKMARK_MSG.loginToBookmark : BOOKMARK_MSG.somethingWrong);

  const toggle = () => {
    if (!signedIn) {
      toast.error(BOOKMARK_MSG.loginToBookmark);
      return;
    }
    if (bookmarkId) {
      remove.mutate(bookmarkId, { onSuccess: () => toast.success(BOOKMARK_MSG.removed), onError });
      return;
    }
    create.mutate(
      {
        category,
        course: card.course,
        module: card.module,
        topic: card.topic,
        mode: 'curious',
        content: {
          concept: card.concept,
          summary: card.summary,
          example: card.example,
          protip: card.protip,
          difficulty: card.difficulty ?? undefined,
          quiz_check: card.quiz_check,
          formulas: card.formulas,
        },
      },
      { onSuccess: () => toast.success(BOOKMARK_MSG.saved), onError },
    );
  };

  const label = bookmarkId ? 'Remove bookmark' : 'Bookmark flashcard';
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-pressed={Boolean(bookmarkId)} color={bookmarkId ? 'warning' : 'default'} disabled={busy} onClick={toggle}>
          {bookmarkId ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
