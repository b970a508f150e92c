import type { ReviewItemType } from '@curio/core/review-rules';
import type { CardState } from '@curio/core/review-schedule';
import type { Db } from '../../db/client';
import { contentCache } from '../../lib/cache';

/*
 * What a rating needs to know of an item, kept from the last time the learner was shown it (their
 * queue) or rated it: its row, the row's version (xmin) and its card. With it a rating is one
 * statement, the write, instead of a read and then the write. Nothing here is trusted: the write
 * changes the row only while it is still that version, so a hint gone stale (another instance, a
 * quiz answer, a rating on another device) costs the read it was meant to save, no more. The other
 * checks of the read hold for a hinted item: it is the learner's (the key names them), open to them
 * under Kids Lock (the queue filtered it, the key names the lock, and a catalogue change forgets
 * every hint), and its question or flashcard exists (deleting it deletes the item: the write finds
 * no row). A review id already used makes the write fail whole, and the read then answers it.
 */

/** Hints kept at once: a session's worth of items for each of thousands of learners reviewing at the same time. */
const RATING_HINTS_MAX = 50_000;
/** Long enough for a session of 50 items (a stale hint is only a missed shortcut). */
const RATING_HINT_TTL_MS = 30 * 60_000;

export interface RatingHint {
  /** the review_items row */
  id: number;
  /** the row's xmin, as text */
  version: string;
  card: CardState;
}

const hints = contentCache<RatingHint>({ max: RATING_HINTS_MAX, ttlMs: RATING_HINT_TTL_MS });

export interface HintedItem {
  userId: string;
  locked: boolean;
  itemType: ReviewItemType;
  itemId: number;
}

const keyOf = ({ userId, locked, itemType, itemId }: HintedItem) => `${userId}\u0000${locked ? 'k' : ''}\u0000${itemType}\u0000${itemId}`;

/** The hint for this learner's item, if one is kept. */
export const ratingHint = (db: Db, item: HintedItem): RatingHint | undefined => hints(db).get(keyOf(item));

/** Keeps what the learner was just shown of their item, or what their rating made of it. */
export const keepRatingHint = (db: Db, item: HintedItem, hint: RatingHint) => hints(db).set(keyOf(item), hint);
