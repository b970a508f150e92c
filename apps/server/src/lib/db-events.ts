import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, Db } from '../db/client';
import type { DatabaseOutage } from './database-outage';
import { isConnectionFailure } from './db-errors';

/*
 * Messages that follow a database write to every server instance. A message is published from
 * inside the writing transaction and delivered once that transaction commits, never when it rolls
 * back. On PostgreSQL it is a NOTIFY, which every instance LISTENs for on one dedicated
 * connection (its own messages come back the same way, so all instances see one order: commit
 * order). PGlite serves one process, so its messages go to the listeners right after the commit.
 */

type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (its default build). */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

/** How the listener connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'curio-events';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** Notices a silently dropped listener connection (no FIN from a crashed host) within about a minute. */
const LISTENER_KEEPALIVE_MS = 10_000;

export interface MessageCodec<T> {
  /** at most NOTIFY_PAYLOAD_MAX_BYTES bytes */
  encode(message: T): string;
  /** null for a payload that is not a message */
  decode(payload: string): T | null;
}

export interface DbEvents<T> {
  /**
   * Runs fn in one transaction on db (the database, not a transaction: PGlite could not tell when
   * an outer one commits). What fn publishes reaches the listeners once it commits.
   */
  transaction<R>(db: Db, fn: (tx: DbTx, publish: (message: T) => Promise<void>) => Promise<R>): Promise<R>;
  /** Every message of every instance, in commit order; returns the unsubscribe. */
  subscribe(listener: (message: T) => void): () => void;
  /**
   * Whether messages are being received now. On PostgreSQL a dropped listener connection misses
   * what is sent until it reconnects; onListen runs each time listening (re)starts.
   */
  isListening(): boolean;
  /** PostgreSQL: connects and LISTENs, retrying in the background if the first attempt fails. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface DbEventsOptions<T> {
  /** a plain lower-case identifier */
  channel: string;
  codec: MessageCodec<T>;
  log: FastifyBaseLogger;
  onListen?: () => void;
  /** told when the listener loses the database itself, which it then logs once for everyone (PostgreSQL) */
  outage: Pick<DatabaseOutage, 'failed'>;
}

export function createDbEvents<T>(database: Database, opts: DbEventsOptions<T>): DbEvents<T> {
  const { channel, codec, log, onListen = () => {}, outage } = opts;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const listeners = new Set<(message: T) => void>();

  const deliver = (payload: string) => {
    const message = codec.decode(payload);
    if (message === null) {
      log.warn({ channel }, 'db events: ignored a payload that is not a message');
      return;
    }
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (err) {
        log.error({ err, channel }, 'db events: a listener failed');
      }
    }
  };

  const checkRoot = (db: Db) => {
    if (db instanceof PgTransaction) throw new Error('DbEvents.transaction needs the database, not a transaction');
  };

  const subscribe = (listener: (message: T) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  if (database.kind === 'pglite' || !database.pool) {
    const { pglite } = database;
    let unlisten: (() => Promise<void>) | undefined;
    let listening = false;
    return {
      async transaction(db, fn) {
        checkRoot(db);
        const pending: string[] = [];
        const result = await db.transaction((tx) => fn(tx, async (message) => void pending.push(codec.encode(message))));
        for (const payload of pending) deliver(payload);
        return result;
      },
      subscribe,
      isListening: () => listening,
      // what the database itself sends (triggers) arrives through PGlite's own LISTEN
      async start() {
        unlisten = await pglite?.listen(channel, deliver);
        listening = true;
        onListen();
      },
      async close() {
        listeners.clear();
        listening = false;
        if (pglite && !pglite.closed) await unlisten?.();
      },
    };
  }

  const listener = postgresListener(database.pool, channel, deliver, log, onListen, outage);
  return {
    transaction(db, fn) {
      checkRoot(db);
      // pg_notify in the writing transaction: PostgreSQL sends it on commit and drops it on rollback
      return db.transaction((tx) => fn(tx, async (message) => void (await tx.execute(sql`select pg_notify(${channel}, ${codec.encode(message)})`))));
    },
    subscribe,
    isListening: () => listener.isListening(),
    start: () => listener.start(),
    async close() {
      listeners.clear();
      await listener.close();
    },
  };
}

/**
 * One connection outside the pool (a pooled one would be handed back and lose its LISTEN) that
 * LISTENs on the channel. When it drops (server restart, pg_terminate_backend, network) a new one
 * is opened with growing pauses and LISTENs again; notifications sent in between are lost.
 */
function postgresListener(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
  onListen: () => void,
  outage: Pick<DatabaseOutage, 'failed'>,
) {
  let current: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      ...pool.options,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTENER_KEEPALIVE_MS,
    });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      // the database gone is one line for the whole server (lib/database-outage.ts), not one per listener and retry
      if (err === undefined || isConnectionFailure(err)) {
        outage.failed(err);
        log.debug({ channel }, 'db events: listener connection lost; reconnecting');
      } else {
        log.warn({ err, channel }, 'db events: listener connection lost; reconnecting');
      }
      scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (lost) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    if (delay > RECONNECT_FIRST_MS) log.debug({ channel }, 'db events: listening again');
    delay = RECONNECT_FIRST_MS;
    onListen();
  }

  return {
    isListening: () => current !== null,
    start: () => connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
