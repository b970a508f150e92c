import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NAME_MAX_LENGTH } from '@curio/core/limits';
import type { LikeState, NewUseCaseData, UseCase, UseCaseOrigin, UseCasesQuery } from '@curio/core/usecases';
import { providerFor, summaryOf } from '@curio/core/usecases';
import type { Db } from '../../db/client';
import { follows, profiles, usecaseLikes, usecases, users } from '../../db/tables';
import { prefixSearch } from '../../lib/prefix-search';
import { rowChange, type UseCaseEvents, type UseCaseRecord } from './usecase-change';
import { preparedQuery } from '../../lib/prepared-query';
import type { FeedCache, FeedRows } from './feed-cache';
import { cursorAfter, encodeCursor, type UseCaseCursor } from './usecase-cursor';

/*
 * Published use cases (docs/product.md#what-is-stored, docs/routes.md#api). Every write to the usecases table (create, delete, the
 * likes_count of a like) is in this module and publishes its change on `events` in the writing
 * transaction, so live updates reach every instance once it commits and never when it rolls back.
 */

/** Who sees a use case: every signed-in user when it is public, otherwise only its author. */
export const visibleTo = (userId: string) => sql`(${usecases.is_public} or ${usecases.created_by} = ${userId})`;

/** The name shown with a post or a comment, from the account (never the request): display name, else username. */
export const authorNameOf = (userId: string) =>
  sql<string | null>`(select left(coalesce(nullif(btrim(${users.name}), ''), ${profiles.username}), ${NAME_MAX_LENGTH}::int)
    from ${users} left join ${profiles} on ${profiles.id} = ${users.id} where ${users.id} = ${userId})`;

/** The author's profile as it is now: the person page a post links to, and their picture. */
const authorProfile = <T>(column: unknown) => sql<T>`(select ${column} from ${profiles} where ${profiles.id} = ${usecases.created_by})`;

/** A use case as the API gives it, without the reader's own liked_by_me. */
export const recordColumns = {
  id: usecases.id,
  title: usecases.title,
  content: usecases.content,
  summary: usecases.summary,
  tags: usecases.tags,
  is_public: usecases.is_public,
  origin: usecases.origin,
  provider: usecases.provider,
  provenance: usecases.provenance,
  author_name: usecases.author_name,
  created_by: usecases.created_by,
  created_at: usecases.created_at,
  likes_count: usecases.likes_count,
  comments_count: usecases.comments_count,
  author_username: authorProfile<string | null>(profiles.username),
  author_avatar_url: authorProfile<string | null>(profiles.avatar_url),
};
const columns = recordColumns;

const likedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${usecaseLikes} where ${usecaseLikes.usecase_id} = ${usecases.id} and ${usecaseLikes.user_id} = ${userId})`;

// created_at to the microsecond, for the cursor (see usecase-cursor.ts)
const cursorTime = sql<string>`to_char(${usecases.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type UseCaseRow = Omit<typeof usecases.$inferSelect, 'search'> & { author_username: string | null; author_avatar_url: string | null };

export function toRecord(row: UseCaseRow): UseCaseRecord {
  return { ...row, origin: row.origin as UseCaseOrigin, created_at: row.created_at.toISOString() };
}

const toUseCase = ({ liked_by_me, ...row }: UseCaseRow & { liked_by_me: boolean }): UseCase => ({ ...toRecord(row), liked_by_me });

function afterCursor(cursor: UseCaseCursor): SQL {
  // row comparisons follow the indexes' column order, so the index range starts right there
  return cursor.s === 'top'
    ? sql`(${usecases.likes_count}, ${usecases.created_at}, ${usecases.id}) < (${cursor.l}::int, ${cursor.t}::timestamptz, ${cursor.i}::uuid)`
    : sql`(${usecases.created_at}, ${usecases.id}) < (${cursor.t}::timestamptz, ${cursor.i}::uuid)`;
}

/** What narrows any list: origin, provider, search words and the cursor. */
function filters(query: UseCasesQuery, cursor: UseCaseCursor | null): (SQL | undefined)[] {
  const search = prefixSearch(query.q);
  return [
    query.origin ? eq(usecases.origin, query.origin) : undefined,
    query.provider ? eq(usecases.provider, query.provider) : undefined,
    search ? sql`${usecases.search} @@ to_tsquery('simple', ${search})` : undefined,
    cursor ? afterCursor(cursor) : undefined,
  ];
}

/** Which use cases a list holds; the partial indexes' own predicate is written the same way so the planner matches it. */
function listed(userId: string, query: UseCasesQuery, cursor: UseCaseCursor | null): SQL | undefined {
  const narrow = filters(query, cursor);
  switch (query.created_by) {
    case undefined:
      return and(sql`${usecases.is_public}`, ...narrow);
    case 'me':
      return and(eq(usecases.created_by, userId), ...narrow);
    case 'following':
      return sql`${usecases.id} in (${followingIds(userId, narrow, query.limit + 1)})`;
    default:
      return and(sql`${usecases.is_public}`, eq(usecases.created_by, query.created_by), ...narrow);
  }
}

/**
 * The ids of the next `n` public use cases by the people a user follows, newest first, in two
 * index reads of usecases_public_author_recent_idx: first each followed author's newest one (after
 * the cursor, through the filters); only the n authors with the newest of those can have one of
 * the n newest (any other author's are all older than n posts of theirs); then up to n of each of
 * them. A page costs one short read per followed author and n² index entries at most, at any depth.
 */
function followingIds(userId: string, narrow: (SQL | undefined)[], n: number): SQL {
  const newestOf = (author: SQL, limit: number) => sql`select ${usecases.created_at}, ${usecases.id} from ${usecases}
    where ${and(eq(usecases.created_by, author), sql`${usecases.is_public}`, ...narrow)}
    order by ${usecases.created_at} desc, ${usecases.id} desc limit ${limit}`;
  return sql`select ids.id from (
    select f.followee_id from ${follows} f cross join lateral (${newestOf(sql`f.followee_id`, 1)}) head
    where f.follower_id = ${userId}
    order by head.created_at desc, head.id desc limit ${n}
  ) latest cross join lateral (${newestOf(sql`latest.followee_id`, n)}) ids`;
}

/** One page's rows and the cursor of the next, without the reader's liked_by_me. */
async function feedRows(db: Db, userId: string, query: UseCasesQuery, cursor: UseCaseCursor | null): Promise<FeedRows> {
  const newestFirst = [desc(usecases.created_at), desc(usecases.id)];
  const order = query.sort === 'top' ? [desc(usecases.likes_count), ...newestFirst] : newestFirst;
  const rows = await db
    .select({ ...columns, cursor_time: cursorTime })
    .from(usecases)
    .where(listed(userId, query, cursor))
    .orderBy(...order)
    // one more than asked tells whether a next page exists
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursor_time: _, ...row }) => ({ id: row.id, json: JSON.stringify(toRecord(row)) })),
    next_cursor: rows.length > query.limit && last ? encodeCursor(cursorAfter(query.sort, last)) : null,
  };
}

const likedAmongQuery = preparedQuery((db) =>
  db
    .select({ id: usecaseLikes.usecase_id })
    .from(usecaseLikes)
    .where(and(eq(usecaseLikes.user_id, sql.placeholder('user')), sql`${usecaseLikes.usecase_id} = any(${sql.placeholder('ids')}::uuid[])`))
    .prepare('usecases_liked_among'),
);

/** Which of these use cases the user likes: a probe of the likes' primary key for each. */
async function likedAmong(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await likedAmongQuery(db).execute({ user: userId, ids });
  return new Set(rows.map((row) => row.id));
}

/** A page's JSON text for a reader who likes the use cases in `liked`: liked_by_me spliced into each row. */
function pageJson(page: FeedRows, liked: Set<string>): string {
  const data = page.rows.map(({ id, json }) => `${json.slice(0, -1)},"liked_by_me":${liked.has(id)}}`);
  return `{"data":[${data.join(',')}],"next_cursor":${JSON.stringify(page.next_cursor)}}`;
}

/**
 * One page of the feed as the JSON text of a UseCasePage: public use cases newest first (Recent)
 * or most liked first (Trending, sort=top), the caller's own ones, public or not
 * (created_by=me), those of the people the caller follows (created_by=following) or one person's
 * public ones (created_by={id}); filtered by origin, provider and search words. Keyset pagination
 * on the usecases_* indexes. Pages come from the feed cache with each row's JSON already written
 * (a Following page is kept for its reader alone); only liked_by_me is each reader's own, spliced
 * in per request. My own list is read each time: it shows private use cases, which change no
 * public page.
 */
export async function listUseCasesJson(
  db: Db,
  feedCache: FeedCache,
  userId: string,
  query: UseCasesQuery,
  cursor: UseCaseCursor | null,
): Promise<string> {
  const load = () => feedRows(db, userId, query, cursor);
  const kept = query.created_by !== 'me';
  const key = query.created_by === 'following' ? `${userId} ${JSON.stringify(query)}` : JSON.stringify(query);
  const page = kept ? await feedCache.get(key, load) : await load();
  const liked = await likedAmong(db, userId, page.rows.map((row) => row.id));
  return pageJson(page, liked);
}

/** A use case the caller may see, or null. */
export async function getUseCase(db: Db, userId: string, id: string): Promise<UseCase | null> {
  const [row] = await db
    .select({ ...columns, liked_by_me: likedBy(userId) })
    .from(usecases)
    .where(and(eq(usecases.id, id), visibleTo(userId)));
  return row ? toUseCase(row) : null;
}

/** Publishes a use case for the caller; `productName` is the provider of an ai use case sent without one. */
export async function createUseCase(db: Db, userId: string, input: NewUseCaseData, productName: string, events: UseCaseEvents): Promise<UseCase> {
  return events.transaction(db, async (tx, publish) => {
    const [row] = await tx
      .insert(usecases)
      .values({
        title: input.title,
        content: input.content,
        summary: summaryOf(input.content),
        tags: input.tags,
        is_public: input.is_public,
        origin: input.origin,
        provider: providerFor(input.origin, input.provider, productName),
        provenance: input.provenance,
        author_name: authorNameOf(userId),
        created_by: userId,
      })
      .returning(columns);
    const created = toUseCase({ ...row!, liked_by_me: false });
    await publish(rowChange('insert', created));
    return created;
  });
}

/** Deletes the caller's own use case; someone else's is 'forbidden' when they can see it, else 'not_found'. */
export async function deleteUseCase(db: Db, userId: string, id: string, events: UseCaseEvents): Promise<'deleted' | 'forbidden' | 'not_found'> {
  return events.transaction(db, async (tx, publish) => {
    const [deleted] = await tx
      .delete(usecases)
      .where(and(eq(usecases.id, id), eq(usecases.created_by, userId)))
      .returning({ id: usecases.id, created_by: usecases.created_by, is_public: usecases.is_public });
    if (deleted) {
      await publish({ kind: 'delete', ...deleted });
      return 'deleted';
    }
    const [visible] = await tx
      .select({ id: usecases.id })
      .from(usecases)
      .where(and(eq(usecases.id, id), visibleTo(userId)));
    return visible ? 'forbidden' : 'not_found';
  });
}

/**
 * Likes or unlikes a use case the caller can see (null otherwise). A repeated like or unlike
 * changes nothing. likes_count moves in the same transaction as the like row, by an UPDATE that
 * locks the row, so concurrent likes never lose a count; it never goes below zero.
 */
export async function setLike(db: Db, userId: string, id: string, liked: boolean, events: UseCaseEvents): Promise<LikeState | null> {
  return events.transaction(db, async (tx, publish) => {
    // KEY SHARE holds off a concurrent delete of the use case without blocking other likers
    const [target] = await tx
      .select({ likes_count: usecases.likes_count })
      .from(usecases)
      .where(and(eq(usecases.id, id), visibleTo(userId)))
      .for('key share');
    if (!target) return null;

    const changed = liked
      ? await tx.insert(usecaseLikes).values({ usecase_id: id, user_id: userId }).onConflictDoNothing().returning({ id: usecaseLikes.usecase_id })
      : await tx
          .delete(usecaseLikes)
          .where(and(eq(usecaseLikes.usecase_id, id), eq(usecaseLikes.user_id, userId)))
          .returning({ id: usecaseLikes.usecase_id });

    if (changed.length === 0) {
      const [row] = await tx.select({ likes_count: usecases.likes_count }).from(usecases).where(eq(usecases.id, id));
      return { liked, likes_count: row!.likes_count };
    }
    const [row] = await tx
      .update(usecases)
      .set({ likes_count: liked ? sql`${usecases.likes_count} + 1` : sql`greatest(${usecases.likes_count} - 1, 0)` })
      .where(eq(usecases.id, id))
      .returning(columns);
    await publish(rowChange('update', toUseCase({ ...row!, liked_by_me: liked })));
    return { liked, likes_count: row!.likes_count };
  });
}
