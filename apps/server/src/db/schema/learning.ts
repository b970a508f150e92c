import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { questions } from './catalogue';

/*
 * What a learner leaves behind (docs/product.md#what-is-stored): quiz results, flashcard bookmarks, thumbs on questions
 * and shared question links. Category, course, module and topic are kept as names: a result is a
 * record of what was taken, and stays readable after the catalogue changes.
 */

/** answers: [{ question_id, question, selectedOption, correctAnswer, correct, timeTaken }], graded by the server */
export const results = pgTable(
  'results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    course: text('course').notNull(),
    topic: text('topic').notNull(),
    module: text('module'),
    score: integer('score').notNull(),
    time_taken: integer('time_taken').notNull(),
    answers: jsonb('answers').notNull().default(sql`'[]'::jsonb`),
    /** the attempt whose mistakes this one retook */
    retake_of: uuid('retake_of').references((): AnyPgColumn => results.id, { onDelete: 'set null' }),
    /** the client's id for this save (decision 027): a replay of it is answered with this row */
    client_id: uuid('client_id'),
    /** graded from answers sent from the learner's device after a quiz taken offline, timed by the device (decision 048) */
    taken_offline: boolean('taken_offline').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // results screen: a user's last 10 in a category; completion: latest for a course and topic
    index('results_user_category_created_idx').on(t.user_id, t.category, t.created_at.desc()),
    index('results_user_course_topic_created_idx').on(t.user_id, t.course, t.topic, t.created_at.desc()),
    // profile and streak: a user's results by date
    index('results_user_created_idx').on(t.user_id, t.created_at),
    // each learner's client ids are their own: another learner's id is just a new result
    uniqueIndex('results_user_client_uq').on(t.user_id, t.client_id),
    // deleting a result looks up its retakes (foreign-key-indexes.test.ts); most results are none
    index('results_retake_of_idx').on(t.retake_of).where(sql`${t.retake_of} is not null`),
  ],
);

/**
 * A quiz being taken (decision 048), kept by the server so that the browser never holds an answer
 * before giving its own. questions: as asked, in order, without answers; answer_key: per question id,
 * { correct: [option places], answer, explanation, options: how many }; answers: in the order given,
 * [{ question_id, option, correct, time_ms }]. Its result is saved under its id as client_id.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** where the result is filed; null for a review session, which keeps no result */
    category: text('category'),
    course: text('course'),
    topic: text('topic'),
    module: text('module'),
    retake_of: uuid('retake_of'),
    questions: jsonb('questions').notNull(),
    answer_key: jsonb('answer_key').notNull(),
    answers: jsonb('answers').notNull().default(sql`'[]'::jsonb`),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the next question was put before the learner: the start, the last answer, a reopening */
    served_at: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // a learner's newest attempts are kept, the rest go (and the foreign key's lookups)
    index('quiz_attempts_user_started_idx').on(t.user_id, t.started_at.desc()),
    // attempts past their time go whoever took them
    index('quiz_attempts_started_idx').on(t.started_at),
  ],
);

/** content: { concept, summary, example, protip, difficulty, quiz_check, formulas } */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    course: text('course').notNull(),
    module: text('module'),
    topic: text('topic'),
    mode: text('mode').notNull().default('curious'),
    content: jsonb('content').notNull(),
    createdat: timestamp('createdat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookmarks_user_created_idx').on(t.user_id, t.createdat.desc()),
    // the spec's existence check: one bookmark per user, category, module and concept
    uniqueIndex('bookmarks_user_card_uq').on(t.user_id, t.category, sql`coalesce(${t.module}, '')`, sql`(${t.content}->>'concept')`),
    index('bookmarks_concept_idx').on(sql`(${t.content}->>'concept')`),
  ],
);

export const questionFeedback = pgTable(
  'question_feedback',
  {
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item_id: integer('item_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    item_type: text('item_type').notNull().default('question'),
    feedback_type: text('feedback_type').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.item_id] }),
    index('question_feedback_item_idx').on(t.item_id, t.item_type),
    check('question_feedback_type', sql`${t.feedback_type} in ('up', 'down', 'update')`),
  ],
);

export const sharedLinks = pgTable(
  'shared_links',
  {
    id: serial('id').primaryKey(),
    item_id: integer('item_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    item_type: text('item_type').notNull().default('question'),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category'),
    mode: text('mode'),
    url: text('url').notNull(),
    share_count: integer('share_count').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shared_links_item_uq').on(t.item_id, t.item_type),
    // deleting an account looks up its links (foreign-key-indexes.test.ts)
    index('shared_links_user_idx').on(t.user_id).where(sql`${t.user_id} is not null`),
  ],
);
