import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ReviewItemType } from '@curio/core/review';
import type { Db } from '../../db/client';
import { flashcards, questions } from '../../db/tables';
import { asFlashcards, asQuizQuestions, selectFlashcards, selectQuizQuestions, shuffled } from '../../lib/catalogue-items';
import { contentDerivedCache } from '../../lib/content-cache';
import { preparedQuery } from '../../lib/prepared-query';

/*
 * The questions and flashcards of review queues, printed once and shared by every learner who
 * reviews them (decision 041). Building 20 items' content in the queue's statement, then parsing
 * and printing it, was most of a queue's cost. An item's content is kept under its version, read
 * with the due item on every request: the question's or flashcard's row version (xmin) and, for a
 * study set's item, the set's version, which every edit of the set raises, renames included. So an
 * edit shows at once on every instance, with nothing to forget; an admin's change to the catalogue
 * forgets everything too (contentDerivedCache). Content is loaded after its version was read, so
 * what is kept under a version is never older than it.
 */

/** The most the kept content may weigh, in characters (one-byte strings: about as many bytes). */
export const REVIEW_CONTENT_MAX_CHARS = 64 * 1024 * 1024;
const REVIEW_CONTENT_MAX = 500_000;
/** Kept content is never wrong (see above); the time only lets rarely reviewed items go. */
const REVIEW_CONTENT_TTL_MS = 60 * 60_000;

/** An item's content as JSON: `open` + the options, in an order of their own each time, + `}`. */
interface Printed {
  /** the object's JSON without its closing brace and, for a question, without its options */
  open: string;
  /** a question's options, each printed */
  options?: string[];
}

const kept = contentDerivedCache<Printed>({
  max: REVIEW_CONTENT_MAX,
  ttlMs: REVIEW_CONTENT_TTL_MS,
  // the key and the entry's own overhead count too
  weight: { of: (p) => 100 + p.open.length + (p.options?.reduce((n, o) => n + o.length, 0) ?? 0), max: REVIEW_CONTENT_MAX_CHARS },
});

export interface VersionedItem {
  item_type: string;
  item_id: number;
  /** see above; null when the question or flashcard is gone */
  content_version: string | null;
}

const keyOf = (item: VersionedItem) => `${item.item_type} ${item.item_id} ${item.content_version}`;

const withoutLastBrace = (json: string) => json.slice(0, -1);

/**
 * The questions and flashcards of these ids, as the quiz and the deck show them, in one statement
 * prepared once: each kind as one JSON array of rows (a subquery's row turned to JSON keeps the keys
 * drizzle would give), cheaper to pass out of the engine than rows of some 45 columns. Each id is
 * looked up on its own (a lateral join): planned for a list, the joins hashed every topic.
 */
const contentQuery = preparedQuery((db) => {
  const wanted = sql.raw('wanted');
  const asJson = (ids: string, rows: (id: SQLWrapper) => SQLWrapper) =>
    sql`(select coalesce(json_agg(shown), '[]') from unnest(${sql.placeholder(ids)}::int[]) as ${wanted}(id) cross join lateral (${rows(sql`${wanted}.id`)}) shown)`;
  return db
    .select({
      questions: sql<QuestionRow[]>`${asJson('question_ids', (id) => selectQuizQuestions(db).where(eq(questions.id, id)))}`,
      flashcards: sql<CardRow[]>`${asJson('flashcard_ids', (id) => selectFlashcards(db).where(eq(flashcards.id, id)))}`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('review_content');
});

type QuestionRow = Awaited<ReturnType<typeof selectQuizQuestions>>[number];
type CardRow = Awaited<ReturnType<typeof selectFlashcards>>[number];

/** The JSON of items' content, as the quiz asks a question (its options shuffled) and the deck shows a card; null for a gone one. */
export async function printedContent(db: Db, items: readonly VersionedItem[]): Promise<(string | null)[]> {
  const cache = kept(db);
  const printed = items.map((item) => (item.content_version === null ? undefined : cache.peek(keyOf(item))));
  const missing = (type: ReviewItemType) => items.filter((item, i) => item.content_version !== null && !printed[i] && item.item_type === type).map((item) => item.item_id);
  const [questionIds, cardIds] = [missing('question'), missing('flashcard')];
  if (questionIds.length + cardIds.length > 0) {
    const [rows] = await contentQuery(db).execute({ question_ids: questionIds, flashcard_ids: cardIds });
    const loaded = new Map<string, Printed>();
    for (const { options, ...question } of asQuizQuestions(rows!.questions)) {
      loaded.set(`question ${question.id}`, { open: withoutLastBrace(JSON.stringify(question)), options: options.map((o) => JSON.stringify(o)) });
    }
    for (const card of asFlashcards(rows!.flashcards)) loaded.set(`flashcard ${card.id}`, { open: withoutLastBrace(JSON.stringify(card)) });
    items.forEach((item, i) => {
      const found = printed[i] ? undefined : loaded.get(`${item.item_type} ${item.item_id}`);
      if (found) cache.keep(keyOf(item), (printed[i] = found));
    });
  }
  return printed.map((p) => (!p ? null : p.options ? `${p.open},"options":[${shuffled(p.options).join(',')}]}` : `${p.open}}`));
}
