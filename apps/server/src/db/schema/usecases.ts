import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  COMMENT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SHARE_SUMMARY_LENGTH,
  USECASE_CONTENT_MAX,
  USECASE_KEYWORD_MAX,
  USECASE_NOTE_MAX,
  USECASE_PROVIDER_MAX,
  USECASE_TAG_MAX_LENGTH,
  USECASE_TAGS_MAX,
  USECASE_TITLE_MAX,
} from '@curio/core/limits';
import type { UseCaseProvenance } from '@curio/core/usecase-provenance';
import { USECASE_ORIGINS } from '@curio/core/usecases';
import { users } from './auth';

/*
 * Use cases and the Green AI network (docs/product.md#what-is-stored): published use cases with their likes, comments and
 * share links, the use cases and notes a learner keeps from the theatre, and follows. Length
 * limits repeat the zod schemas of packages/core as CHECKs, so no writer can get round them.
 */

const n = (value: number) => sql.raw(String(value));
const maxLength = (column: unknown, max: number) => sql`char_length(${column}) <= ${n(max)}`;
const requiredLength = (column: unknown, max: number) => sql`char_length(${column}) between 1 and ${n(max)}`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const usecases = pgTable(
  'usecases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    is_public: boolean('is_public').notNull().default(true),
    origin: text('origin').notNull().default('ai'),
    provider: text('provider'),
    // where a generated use case came from (a model, the offline library, a course); null for one written by hand
    provenance: jsonb('provenance').$type<UseCaseProvenance>(),
    author_name: text('author_name'),
    created_by: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    likes_count: integer('likes_count').notNull().default(0),
    // kept by a trigger on usecase_comments (migration 0011), so a cascade counts too
    comments_count: integer('comments_count').notNull().default(0),
    // the feed's search (q): words of title and content, language-neutral ('simple': no stemming)
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "title" || ' ' || "content")`),
  },
  (t) => [
    // keyset pages, so every page costs the same at any depth: Recent, Trending (sort=top) and my
    // own. Newest first is these indexes read backwards (ORDER BY ... DESC, the default NULLS FIRST).
    index('usecases_public_recent_idx').on(t.created_at, t.id).where(sql`${t.is_public}`),
    index('usecases_public_top_idx').on(t.likes_count, t.created_at, t.id).where(sql`${t.is_public}`),
    index('usecases_created_by_recent_idx').on(t.created_by, t.created_at, t.id),
    // a person's public use cases, and the Following feed: each followed author's newest, read from
    // the index alone
    index('usecases_public_author_recent_idx').on(t.created_by, t.created_at, t.id).where(sql`${t.is_public}`),
    // the feed's filters: a rare origin or provider must not mean walking the whole feed
    index('usecases_public_origin_recent_idx').on(t.origin, t.created_at, t.id).where(sql`${t.is_public}`),
    index('usecases_public_provider_recent_idx').on(t.provider, t.created_at, t.id).where(sql`${t.is_public}`),
    index('usecases_search_idx').using('gin', t.search),
    check('usecases_origin', sql`${t.origin} in (${sql.raw(USECASE_ORIGINS.map((o) => `'${o}'`).join(', '))})`),
    check('usecases_likes_count_not_negative', sql`${t.likes_count} >= 0`),
    check('usecases_comments_count_not_negative', sql`${t.comments_count} >= 0`),
    check('usecases_title_len', requiredLength(t.title, USECASE_TITLE_MAX)),
    check('usecases_content_len', requiredLength(t.content, USECASE_CONTENT_MAX)),
    check('usecases_summary_len', maxLength(t.summary, SHARE_SUMMARY_LENGTH)),
    check('usecases_provider_len', maxLength(t.provider, USECASE_PROVIDER_MAX)),
    check('usecases_author_name_len', maxLength(t.author_name, NAME_MAX_LENGTH)),
    check('usecases_tags_count', sql`cardinality(${t.tags}) <= ${n(USECASE_TAGS_MAX)}`),
    // a CHECK cannot look at each element; the total bounds them all
    check('usecases_tags_len', sql`char_length(array_to_string(${t.tags}, '')) <= ${n(USECASE_TAGS_MAX * USECASE_TAG_MAX_LENGTH)}`),
  ],
);

export const usecaseLikes = pgTable(
  'usecase_likes',
  {
    usecase_id: uuid('usecase_id')
      .notNull()
      .references(() => usecases.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usecase_id, t.user_id] }), index('usecase_likes_user_idx').on(t.user_id)],
);

export const usecaseComments = pgTable(
  'usecase_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usecase_id: uuid('usecase_id')
      .notNull()
      .references(() => usecases.id, { onDelete: 'cascade' }),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    author_name: text('author_name'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the newest COMMENTS_LIMIT of a use case, and its count
    index('usecase_comments_usecase_created_idx').on(t.usecase_id, t.created_at, t.id),
    index('usecase_comments_user_idx').on(t.user_id),
    check('usecase_comments_body_len', requiredLength(t.body, COMMENT_MAX_LENGTH)),
    check('usecase_comments_author_name_len', maxLength(t.author_name, NAME_MAX_LENGTH)),
  ],
);

/** One share link per use case (/s/{slug}), made on the first share and reused. */
export const usecaseShares = pgTable(
  'usecase_shares',
  {
    usecase_id: uuid('usecase_id')
      .primaryKey()
      .references(() => usecases.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    created_by: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usecase_shares_created_by_idx').on(t.created_by)],
);

export const savedUsecases = pgTable(
  'saved_usecases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    content: text('content').notNull(),
    provenance: jsonb('provenance').$type<UseCaseProvenance>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // unique per user and content; content may be longer than a btree entry, so its hash is indexed
    uniqueIndex('saved_usecases_user_content_uq').on(t.user_id, sql`md5(${t.content})`),
    index('saved_usecases_user_created_idx').on(t.user_id, t.created_at, t.id),
    check('saved_usecases_keyword_len', requiredLength(t.keyword, USECASE_KEYWORD_MAX)),
    check('saved_usecases_content_len', requiredLength(t.content, USECASE_CONTENT_MAX)),
  ],
);

export const usecaseNotes = pgTable(
  'usecase_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    use_case: text('use_case').notNull(),
    note: text('note').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('usecase_notes_user_created_idx').on(t.user_id, t.created_at, t.id),
    index('usecase_notes_user_keyword_created_idx').on(t.user_id, t.keyword, t.created_at, t.id),
    check('usecase_notes_keyword_len', requiredLength(t.keyword, USECASE_KEYWORD_MAX)),
    check('usecase_notes_use_case_len', requiredLength(t.use_case, USECASE_CONTENT_MAX)),
    check('usecase_notes_note_len', requiredLength(t.note, USECASE_NOTE_MAX)),
  ],
);

export const follows = pgTable(
  'follows',
  {
    follower_id: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followee_id: text('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followee_id] }),
    // a followee's follower count
    index('follows_followee_idx').on(t.followee_id),
    check('follows_not_self', sql`${t.follower_id} <> ${t.followee_id}`),
  ],
);
