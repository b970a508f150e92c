import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/tables';

/*
 * Who is calling, in one indexed query (decision 008). better-auth's getSession runs its whole
 * endpoint pipeline and several queries per call, which on PGlite's single connection made every
 * signed-in request cost several times a `SELECT 1`. This reads the same credentials better-auth
 * issues — the signed session cookie, or the bearer token its bearer plugin hands out — and looks
 * the session up directly, so a revoked or expired session is refused at once. Sliding the expiry
 * forward stays better-auth's job: the web app calls /api/auth/get-session on every load.
 */

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
}

export function createSessionReader({ db, secret, cookieName }: SessionReaderOptions) {
  /** The session token a request carries, verified; null when it has none or a forged one. */
  function tokenOf(headers: { cookie?: string | undefined; authorization?: string | undefined }): string | null {
    const auth = headers.authorization;
    if (auth && auth.slice(0, 7).toLowerCase() === 'bearer ') {
      const bearer = cookieValue(`t=${auth.slice(7).trim()}`, 't');
      // like better-auth's bearer plugin: a signed token, or the bare token it signs for you
      if (bearer) return bearer.includes('.') ? verifiedToken(bearer, secret) : bearer;
    }
    const signed = cookieValue(headers.cookie, cookieName);
    return signed ? verifiedToken(signed, secret) : null;
  }

  return async function readSession(headers: { cookie?: string | undefined; authorization?: string | undefined }): Promise<SessionUser | null> {
    const token = tokenOf(headers);
    if (!token) return null;
    const [row] = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.token, token), gt(sessions.expiresAt, sql`now()`)));
    return row?.user ?? null;
  };
}
