import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_COLORCLASS } from '@curio/core/category-list';
import { users } from './auth';

/*
 * The learning catalogue (docs/product.md#what-is-stored): categories → courses → modules → topics → subtopics, and the
 * questions and flashcards hung on them. Names are unique among siblings, so an upload can find
 * or create each level by name. Mode lists are Postgres arrays of 'serious' | 'curious'.
 * A learner's study set (docs/product.md#study-sets-imports-and-exports) is a course with an owner, in the hidden category SETS_CATEGORY:
 * its names need not be unique, and every catalogue read leaves owned courses out.
 * A question or flashcard keeps the ids of its category, course and module beside its topic's, but
 * only the topic is a foreign key (decision 037): each writer copies the others from the topic it
 * places the item in, and deleting any level deletes its items through the topics below it.
 */

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    label: text('label'),
    slug: text('slug'),
    color: text('color').notNull().default(DEFAULT_CATEGORY_COLOR),
    colorclass: text('colorclass').notNull().default(DEFAULT_CATEGORY_COLORCLASS),
    mode: text('mode').notNull().default('all'),
  },
  (t) => [check('categories_mode', sql`${t.mode} in ('all', 'kids')`)],
);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** the learner whose study set this is; null for the catalogue's own courses */
    owner_id: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** when a set began to be written: one left unfinished is deleted once it is old (study-sets.service.ts) */
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_category_name_uq').on(t.category_id, t.name).where(sql`${t.owner_id} is null`),
    index('courses_name_idx').on(t.name),
    index('courses_owner_idx').on(t.owner_id),
  ],
);

/** What a study set has beyond its course: a description, its share link, its dates, its offer to the catalogue. */
export const studySets = pgTable(
  'study_sets',
  {
    course_id: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    /** set while "anyone with the link" may open it */
    share_slug: text('share_slug').unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** one more with every change to the set, its items or its link: what its kept replies are keyed by */
    version: integer('version').notNull().default(0),
    /** set while its owner offers the set for the catalogue: only such a set may an admin promote (decision 052) */
    offered_at: timestamp('offered_at', { withTimezone: true }),
  },
  // the admin's list of offered sets reads only those, the longest waiting first
  (t) => [index('study_sets_offered_idx').on(t.offered_at).where(sql`${t.offered_at} is not null`)],
);

/**
 * An import's items from its preview until the learner saves them (set-imports.ts), so the browser
 * never sends them back: each chunk is the JSON text of the rows one statement writes (set-rows.ts).
 */
export const setImports = pgTable(
  'set_imports',
  {
    id: text('id').primaryKey(),
    owner_id: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set once a save has begun: a preview is saved once */
    saving_since: timestamp('saving_since', { withTimezone: true }),
    /** the modules and topics its rows name by index: [{ module, topic }] */
    places: jsonb('places').$type<{ module: string; topic: string }[]>().notNull(),
    question_count: integer('question_count').notNull(),
    flashcard_count: integer('flashcard_count').notNull(),
  },
  (t) => [index('set_imports_owner_idx').on(t.owner_id), index('set_imports_created_at_idx').on(t.created_at)],
);

export const setImportChunks = pgTable(
  'set_import_chunks',
  {
    import_id: text('import_id')
      .notNull()
      .references(() => setImports.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    kind: text('kind').notNull(),
    rows: text('rows').notNull(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.n] }), check('set_import_chunks_kind', sql`${t.kind} in ('question', 'flashcard')`)],
);

export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    order_index: integer('order_index'),
    mode: text('mode').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('modules_course_name_uq').on(t.course_id, t.name)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    order_index: integer('order_index'),
    mode: text('mode').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('topics_module_name_uq').on(t.module_id, t.name)],
);

export const subtopics = pgTable(
  'subtopics',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    topic_id: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('subtopics_topic_name_uq').on(t.topic_id, t.name)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    options: text('options').array().notNull().default(sql`'{}'::text[]`),
    /** shown after the learner answers; the catalogue's upload has none, a study set's question may */
    explanation: text('explanation'),
    // its topic's, copied for reads by course; no foreign key: the topic's key deletes the row (decision 037)
    category_id: integer('category_id').notNull(),
    course_id: integer('course_id').notNull(),
    module_id: integer('module_id').notNull(),
    topic_id: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    subtopic_id: integer('subtopic_id').references(() => subtopics.id, { onDelete: 'set null' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    mode: text('mode').array().notNull().default(sql`'{}'::text[]`),
    /** question-types-rules.ts storeQuestion (decision 062): options and answer keep their columns, the rest of the body is in spec */
    type: text('type').notNull().default('multiple_choice'),
    spec: jsonb('spec'),
  },
  // the quiz loads by course + topic ordered by id
  (t) => [
    index('questions_course_topic_id_idx').on(t.course_id, t.topic_id, t.id),
    index('questions_topic_idx').on(t.topic_id),
    // deleting a subtopic looks up its items (foreign-key-indexes.test.ts); a set's items have none
    index('questions_subtopic_idx').on(t.subtopic_id).where(sql`${t.subtopic_id} is not null`),
    // a study set's items a page at a time, in saving order (keyset on id)
    index('questions_course_id_idx').on(t.course_id, t.id),
  ],
);

export const flashcards = pgTable(
  'flashcards',
  {
    id: serial('id').primaryKey(),
    // its topic's, copied for reads by course; no foreign key: the topic's key deletes the row (decision 037)
    category_id: integer('category_id').notNull(),
    course_id: integer('course_id').notNull(),
    module_id: integer('module_id').notNull(),
    topic_id: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    subtopic_id: integer('subtopic_id').references(() => subtopics.id, { onDelete: 'set null' }),
    tag: text('tag'),
    mode: text('mode').array().notNull().default(sql`'{}'::text[]`),
    concept: text('concept').notNull().default(''),
    example: text('example'),
    summary: text('summary').array().notNull().default(sql`'{}'::text[]`),
    difficulty: text('difficulty'),
    protip: text('protip'),
    formulas: text('formulas').array().notNull().default(sql`'{}'::text[]`),
    quiz_check: text('quiz_check'),
  },
  (t) => [
    index('flashcards_course_topic_idx').on(t.course_id, t.topic_id, t.id),
    index('flashcards_topic_idx').on(t.topic_id),
    // deleting a subtopic looks up its items (foreign-key-indexes.test.ts); a set's items have none
    index('flashcards_subtopic_idx').on(t.subtopic_id).where(sql`${t.subtopic_id} is not null`),
    index('flashcards_course_id_idx').on(t.course_id, t.id),
    check('flashcards_difficulty', sql`${t.difficulty} is null or ${t.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);
