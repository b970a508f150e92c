import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/tables';
import { createCache } from '../lib/cache';
import type { DbEvents, MessageCodec } from '../lib/db-events';

/*
 * Who is calling, in one indexed query (decision 008). better-auth's getSession runs its whole
 * endpoint pipeline and several queries per call, which on PGlite's single connection made every
 * signed-in request cost several times a `SELECT 1`. This reads the same credentials better-auth
 * issues — the signed session cookie, or the same signed value as a bearer token (its bearer
 * plugin hands it out as set-auth-token) — and looks the session up directly, so a revoked or expired session is refused at once. Sliding the expiry
 * forward stays better-auth's job: a signed-in browser asks /api/auth/get-session in the background
 * (decision 045).
 *
 * Answers are then kept in memory (decisions 015, 026): the database announces every change to a
 * session or a user on AUTH_CHANGES_CHANNEL (triggers of migration 0004), whoever makes it, and
 * the entries it names are dropped before the writer's query returns on PGlite, within a
 * notification's delay on PostgreSQL. Nothing is kept while those announcements cannot be heard.
 */

export const AUTH_CHANGES_CHANNEL = 'auth_changes';

/** A changed (updated or deleted) session or user, by id. */
export interface AuthChange {
  kind: 'session' | 'user';
  id: string;
}

export const authChangeCodec: MessageCodec<AuthChange> = {
  encode: ({ kind, id }) => `${kind === 'session' ? 's' : 'u'}:${id}`,
  decode(payload) {
    const kind = payload.startsWith('s:') ? 'session' : payload.startsWith('u:') ? 'user' : null;
    return kind ? { kind, id: payload.slice(2) } : null;
  },
};

/** A bound on how long an answer is trusted should an announcement be lost (a silently dropped connection). */
const SESSION_CACHE_TTL_MS = 30_000;
/** Signed-in credentials remembered at once; the least recently used goes first beyond this. */
const SESSION_CACHE_MAX = 20_000;

export type SessionUser = typeof users.$inferSelect;

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
      try {
        return decodeURIComponent(raw);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** `token.signature`, the signature an HMAC-SHA256 of the token (base64 or base64url) → the token if it verifies. */
function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export interface SessionReaderOptions {
  db: Db;
  secret: string;
  /** better-auth's session cookie name (with its __Secure- prefix on https) */
  cookieName: string;
  /** the announcements of AUTH_CHANGES_CHANNEL; without them nothing is cached */
  changes?: DbEvents<AuthChange>;
}

interface CachedSession {
  user: SessionUser;
  sessionId: string;
  /** ms since the epoch */
  expiresAt: number;
}

type Credentials = { cookie?: string | undefined; authorization?: string | undefined };

export function createSessionReader({ db, secret, cookieName, changes }: SessionReaderOptions) {
  /**
   * The credential a request carries, as sent: the bearer value, else the cookie's. Both are the
   * signed `token.signature`: a bare token is refused (decision 051), as better-auth's bearer
   * plugin refuses it with requireSignature, so a token read anywhere but in a credential the
   * server signed (a database row, a log) opens no session.
   */
  function credentialOf(headers: Credentials): string | null {
    const auth = headers.authorization;
    if (auth && auth.slice(0, 7).toLowerCase() === 'bearer ') {
      const bearer = cookieValue(`t=${auth.slice(7).trim()}`, 't');
      if (bearer) return bearer;
    }
    return cookieValue(headers.cookie, cookieName) ?? null;
  }

  // prepared once: a learner's first request after a while pays this read, and building and planning it cost more than running it
  const sessionQuery = db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_read');

  // keyed by the credential as sent, so a hit also skips verifying its signature
  const cache = createCache<CachedSession>({ max: SESSION_CACHE_MAX, ttlMs: SESSION_CACHE_TTL_MS });
  // bumped by every change heard, so a lookup that raced one does not store what it read
  let generation = 0;
  const forget = (matches: (entry: CachedSession) => boolean) => {
    generation++;
    const gone: string[] = [];
    cache.forEach((entry, key) => matches(entry) && gone.push(key));
    for (const key of gone) cache.delete(key);
  };
  changes?.subscribe(({ kind, id }) => forget(kind === 'session' ? (e) => e.sessionId === id : (e) => e.user.id === id));

  async function readSession(headers: Credentials): Promise<SessionUser | null> {
    const credential = credentialOf(headers);
    if (!credential) return null;
    const now = Date.now();
    const cached = cache.get(credential);
    if (cached && cached.expiresAt > now && changes?.isListening()) return cached.user;

    const token = verifiedToken(credential, secret);
    if (!token) return null;
    const seen = generation;
    const [row] = await sessionQuery.execute({ token });
    if (!row) return null;
    if (changes?.isListening() && seen === generation) {
      cache.set(credential, { user: row.user, sessionId: row.sessionId, expiresAt: row.expiresAt.getTime() });
    }
    return row.user;
  }

  /** For a (re)started listener: what changed while nobody listened is unknown. */
  const forgetAll = () => forget(() => true);

  return { readSession, forgetAll };
}
