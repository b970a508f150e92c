import type { FastifyReply } from 'fastify';
import { ERROR_CODE } from '@curio/core/errors';
import { SERVICE_MSG } from '@curio/core/service-messages';
/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer of any route while the database is away: 503, when to try again, and the health message. */
export function databaseDown(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ error: ERROR_CODE.unavailable, message: SERVICE_MSG.databaseDown });
}

/** Every error of a failure: itself, then its causes (drizzle wraps the driver's error in `cause`), and an AggregateError's parts. */
export function* chainOf(err: unknown): Generator<Error> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [err];
  while (pending.length > 0) {
    const e = pending.shift();
    if (!(e instanceof Error) || seen.has(e)) continue;
    seen.add(e);
    yield e;
    pending.push(e.cause);
    if (e instanceof AggregateError) pending.push(...(e.errors as unknown[]));
  }
}

const codeOf = (e: Error): unknown => (e as { code?: unknown }).code;

/** Postgres' unique_violation, as node-postgres and PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of chainOf(err)) if (codeOf(e) === '23505') return true;
  return false;
}

/** The socket's own failures: nobody listens, the connection broke, or the host cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * The server's own word that it cannot serve now: class 08 (connection exception), admin_shutdown
 * (a stop or pg_terminate_backend), crash_shutdown, cannot_connect_now (starting or stopping) and
 * too_many_connections.
 */
const isUnavailableState = (code: string) => code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';

/** node-postgres says these without a code; PGlite says the last once closed. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * True when the database could not be reached or went away during the query (refused, terminated,
 * shut down, PGlite closed): the request may well succeed a moment later, so it answers 503, not 500.
 */
export function isConnectionFailure(err: unknown): boolean {
  for (const e of chainOf(err)) {
    const code = codeOf(e);
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) return true;
    if (UNAVAILABLE_MESSAGES.some((m) => e.message.startsWith(m))) return true;
  }
  return false;
}

/** The SQL state or socket code of a failure (the first in its chain), for a log line that names no value. */
export function failureCode(err: unknown): string | undefined {
  for (const e of chainOf(err)) {
    const code = codeOf(e);
    if (typeof code === 'string') return code;
  }
  return undefined;
}
