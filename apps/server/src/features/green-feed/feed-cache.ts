import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DatabaseOutage } from '../../lib/database-outage';
import { createDbEvents, type MessageCodec } from '../../lib/db-events';
import { createCache } from '../../lib/cache';

/*
 * A page of the public feed is the same for every reader but for liked_by_me, and Recent's first
 * page is what nearly every reader asks for, so public pages are kept in memory and each reader's
 * likes are looked up on their own (decision 016). The database announces every statement that
 * changes the usecases table on USECASES_CHANGED_CHANNEL (a trigger of migration 0005), whoever
 * runs it, and every page is dropped when one is heard. The rules are those of the session cache
 * (decision 015): a read that started before a change was heard is not kept, nothing is kept while
 * the announcements cannot be heard, and everything is forgotten when listening (re)starts.
 */

const USECASES_CHANGED_CHANNEL = 'usecases_changed';
/** A bound on how long a page is trusted should an announcement be lost (a silently dropped connection). */
const FEED_CACHE_TTL_MS = 30_000;
/** Pages kept at once, and the characters of text they may hold together; the least recently used goes first beyond either. */
const FEED_CACHE_MAX = 1000;
const FEED_CACHE_MAX_CHARS = 32 * 1024 * 1024;

/** The use cases of one page as JSON text each, without the reader's liked_by_me, and the cursor of the next. */
export interface FeedRows {
  rows: { id: string; json: string }[];
  next_cursor: string | null;
}

const charsOf = (page: FeedRows) => page.rows.reduce((chars, row) => chars + row.json.length, 0);

const anyPayload: MessageCodec<true> = { encode: () => '', decode: () => true };

export function createFeedCache(database: Database, log: FastifyBaseLogger, outage: DatabaseOutage) {
  const pages = createCache<FeedRows>({ max: FEED_CACHE_MAX, ttlMs: FEED_CACHE_TTL_MS, size: { of: charsOf, max: FEED_CACHE_MAX_CHARS } });
  const changes = createDbEvents(database, { channel: USECASES_CHANGED_CHANNEL, codec: anyPayload, log, outage, onListen: () => pages.clear() });
  changes.subscribe(() => pages.clear());

  return {
    /**
     * The page kept under key, or load()'s, which is kept if nothing changed while it was read. While
     * the announcements cannot be heard every read loads (and what it keeps is cleared when they can again).
     */
    get: (key: string, load: () => Promise<FeedRows>) => (changes.isListening() ? pages.load(key, load) : load()),
    /**
     * This instance changed the table: forget now, so its writer's next read shows the change
     * even on PostgreSQL, where the announcement arrives a moment after the commit.
     */
    changed: () => pages.clear(),
    start: () => changes.start(),
    close: () => changes.close(),
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
