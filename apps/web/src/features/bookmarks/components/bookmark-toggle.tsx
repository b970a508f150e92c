import toast from 'react-hot-toast/headless';
import { mdiBookmarkCheck, mdiBookmarkPlusOutline } from '@mdi/js';
import type { Flashcard } from '@curio/core/catalogue';
import { BOOKMARK_MSG } from '@curio/core/learning-messages';
import { useQueryClient } from '@tanstack/react-query';
import type { BookmarkExists, NewBookmark } from '@curio/core/learning';
import { Icon, IconButton, Tooltip } from '../../../ui';
import { isApiError } from '../../../lib/api-client';
import { OFFLINE_MSG } from '../../../lib/offline-messages';
import { isNetworkError, offlineLearner } from '../../../lib/offline-store';
import { enqueue, newClientId, withdraw } from '../../../lib/outbox';
import { bookmarkExistsQueryOptions, useBookmarkExists } from '../api/get-bookmark-exists';
import { useCreateBookmark } from '../api/create-bookmark';
import { useDeleteBookmark } from '../api/delete-bookmark';
import css from './bookmark-toggle.module.css';

interface Props {
  card: Flashcard;
  /** the category of the route, which the bookmark is filed under */
  category: string;
  signedIn: boolean;
}

/** Not bookmarked ⇄ bookmarked (docs/product.md#states-and-transitions), with the toasts of docs/product.md#errors. */
export function BookmarkToggle({ card, category, signedIn }: Props) {
  const cardRef = { category, module: card.module, concept: card.concept };
  const exists = useBookmarkExists(cardRef, signedIn);
  const queryClient = useQueryClient();
  const create = useCreateBookmark();
  const remove = useDeleteBookmark();
  const bookmarkId = exists.data?.bookmarked ? exists.data.id : undefined;
  const busy = create.isPending || remove.isPending || exists.isFetching;

  const bookmarked = Boolean(exists.data?.bookmarked);

  /*
   * With no network the change waits in the outbox (lib/outbox.ts): adding is idempotent by card
   * on the server, a removal by id answers 404 the second time, and adding then removing before
   * anything was sent simply takes the add back.
   */
  const saveOffline = async (adding: boolean, body: NewBookmark) => {
    const learner = offlineLearner();
    if (!learner) return toast.error(BOOKMARK_MSG.somethingWrong);
    const key = `bookmark:${JSON.stringify(cardRef)}`;
    if (adding) await enqueue({ id: newClientId(), user_id: learner, kind: 'bookmark', method: 'POST', path: '/api/bookmarks', body, key });
    else if (!(await withdraw(learner, key)) && bookmarkId) {
      await enqueue({ id: newClientId(), user_id: learner, kind: 'bookmark', method: 'DELETE', path: `/api/bookmarks/${encodeURIComponent(bookmarkId)}`, key });
    }
    queryClient.setQueryData<BookmarkExists>(bookmarkExistsQueryOptions(cardRef, signedIn).queryKey, { bookmarked: adding });
    toast.success(adding ? OFFLINE_MSG.bookmarkSavedOffline : OFFLINE_MSG.bookmarkRemovedOffline);
  };

  const onError = (adding: boolean, body: NewBookmark) => (err: unknown) => {
    if (isNetworkError(err)) return void saveOffline(adding, body);
    toast.error(isApiError(err) && err.status === 401 ? BOOKMARK_MSG.loginToBookmark : BOOKMARK_MSG.somethingWrong);
  };

  const toggle = () => {
    if (!signedIn) {
      toast.error(BOOKMARK_MSG.loginToBookmark);
      return;
    }
    const body: NewBookmark = {
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
    };
    if (!navigator.onLine) return void saveOffline(!bookmarked, body);
    if (bookmarkId) {
      remove.mutate(bookmarkId, { onSuccess: () => toast.success(BOOKMARK_MSG.removed), onError: onError(false, body) });
      return;
    }
    create.mutate(body, { onSuccess: () => toast.success(BOOKMARK_MSG.saved), onError: onError(true, body) });
  };

  const label = bookmarked ? 'Remove bookmark' : 'Bookmark flashcard';
  return (
    <Tooltip title={label}>
      <IconButton label={label} aria-pressed={bookmarked} className={bookmarked ? css.bookmarked : undefined} disabled={busy} onClick={toggle}>
        <Icon path={bookmarked ? mdiBookmarkCheck : mdiBookmarkPlusOutline} />
      </IconButton>
    </Tooltip>
  );
}
