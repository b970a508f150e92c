import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { flashcards, questions } from './catalogue';

/*
 * The memory model (decision 025): one review item per learner and studied thing, with
 * its ts-fsrs card state, and one log row per rating. An item is a quiz question or a flashcard;
 * question_id and flashcard_id are generated from (item_type, item_id) only so that deleting the
 * question or flashcard deletes its review items through an ordinary foreign key.
 */

export const reviewItems = pgTable(
  'review_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_type: text('item_type').notNull(),
    item_id: integer('item_id').notNull(),
    question_id: integer('question_id')
      .generatedAlwaysAs(sql`case when item_type = 'question' then item_id end`)
      .references(() => questions.id, { onDelete: 'cascade' }),
    flashcard_id: integer('flashcard_id')
      .generatedAlwaysAs(sql`case when item_type = 'flashcard' then item_id end`)
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    // ts-fsrs Card
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsed_days: integer('elapsed_days').notNull(),
    scheduled_days: integer('scheduled_days').notNull(),
    learning_steps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    last_review: timestamp('last_review', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_items_user_item_uq').on(t.user_id, t.item_type, t.item_id),
    // "what is due for me now, oldest first"; with the kind, the summary's counts read the index alone
    index('review_items_user_due_idx').on(t.user_id, t.due, t.item_type),
    // the foreign keys' own lookups when a question or flashcard is deleted
    index('review_items_question_idx').on(t.question_id),
    index('review_items_flashcard_idx').on(t.flashcard_id),
    check('review_items_type', sql`${t.item_type} in ('question', 'flashcard')`),
  ],
);

/** One rating: the state before it, what it was, when and how long it took. */
export const reviewLog = pgTable(
  'review_log',
  {
    /** made by the client for a review (so a resent rating is applied once), by the server for a quiz answer */
    id: uuid('id').primaryKey(),
    item_id: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => reviewItems.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'review' (the Review screen) or 'quiz' (an answer in Serious Athlete Mode) */
    source: text('source').notNull(),
    rating: smallint('rating').notNull(),
    state_before: smallint('state_before').notNull(),
    due_before: timestamp('due_before', { withTimezone: true }),
    stability_before: doublePrecision('stability_before'),
    difficulty_before: doublePrecision('difficulty_before'),
    duration_ms: integer('duration_ms').notNull(),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // replaying an item's ratings in order
    index('review_log_item_answered_idx').on(t.item_id, t.answered_at),
    // progress: a learner's ratings by day
    index('review_log_user_answered_idx').on(t.user_id, t.answered_at),
    check('review_log_rating', sql`${t.rating} between 1 and 4`),
    check('review_log_source', sql`${t.source} in ('review', 'quiz')`),
  ],
);

/** A learner's review choices; no row means the defaults (session of 20, no daily goal). */
export const reviewSettings = pgTable('review_settings', {
  user_id: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  session_size: integer('session_size').notNull().default(20),
  daily_goal: integer('daily_goal'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
