import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { ERROR_CODE } from '@curio/core/errors';
import { authRequestScope, type Auth, type AuthRequestScope } from './auth';
import { addressKey } from '../lib/client-address';
import { HttpError } from '../lib/http-error';
import { isConnectionFailure } from '../lib/db-errors';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/tables';
import { isAdmin } from './account.service';

import { createDbEvents } from '../lib/db-events';
import { AUTH_CHANGES_CHANNEL, authChangeCodec, createSessionReader, type SessionUser } from './session-reader';

export type { SessionUser };

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** the signed-in user of a request's credentials, or null */
    readSession: ReturnType<typeof createSessionReader>['readSession'];
    /** ADMIN_EMAIL, lower-cased, if set */
    adminEmail: string | undefined;
  }
  interface FastifyRequest {
    /** set by requireUser / optionalUser */
    user: SessionUser | null;
  }
}

/**
 * The session reads every signed-in browser makes now and then; every other auth path (each takes
 * credentials, sends mail or changes an account) is limited per client address, so that a path
 * added by an upgrade is limited until it is named here.
 */
const UNLIMITED_AUTH_PATHS = ['/api/auth/get-session', '/api/auth/sign-out'];

function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}

/**
 * The path better-auth routes on: the WHATWG URL parser resolves dot segments ("/x/../", "%2e"),
 * so the per-address limit must judge that path, not the raw one, or it can be walked around.
 */
const routedPath = (req: FastifyRequest) => new URL(req.url, 'http://localhost').pathname;

const userOf = (req: FastifyRequest) => req.server.readSession(req.headers);

/*
 * The guards below are onRequest hooks: who may call a route is decided before its body is read
 * and its input validated, so a guest never learns a route's expected input and never makes the
 * server parse a body it would refuse anyway.
 */

/** onRequest hook: 401 without a session; otherwise req.user is the signed-in user. */
export async function requireUser(req: FastifyRequest) {
  const user = await userOf(req);
  if (!user) throw new HttpError(401, ERROR_CODE.unauthorized, 'Please log in first.');
  req.user = user;
}

/** onRequest hook: 401 without a session, 403 unless the user is the admin (ADMIN_EMAIL or profiles.is_admin). */
export async function requireAdmin(req: FastifyRequest) {
  await requireUser(req);
  const user = req.user!;
  const [profile] = await req.server.db.select({ is_admin: profiles.is_admin }).from(profiles).where(eq(profiles.id, user.id));
  if (!isAdmin(user.email, profile, req.server.adminEmail)) {
    throw new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.accessDeniedAdmins);
  }
}

/** onRequest hook: req.user is the signed-in user or null (guests allowed). */
export async function optionalUser(req: FastifyRequest) {
  req.user = await userOf(req);
}

/** Relays better-auth's answer, rewriting its error bodies into our { error, message } format. */
async function sendFetchResponse(reply: FastifyReply, response: Response) {
  // an unknown or disabled auth path, or the wrong method: better-auth answers 404 with no JSON body
  if (response.status === 404 && !response.headers.get('content-type')?.includes('application/json')) return reply.callNotFound();
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400 && text && response.headers.get('content-type')?.includes('application/json')) {
    const body = JSON.parse(text) as { code?: string; message?: string };
    // better-auth answers 422 for a taken e-mail; our convention for a conflict is 409
    if (body.code?.startsWith('USER_ALREADY_EXISTS')) reply.status(409);
    return reply.send({
      error: (body.code ?? 'auth_error').toLowerCase(),
      message: body.message || ACCOUNT_MSG.invalidCredentials,
    });
  }
  return reply.send(text || null);
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { auth: Auth; adminEmail: string | undefined }) => {
  app.decorate('auth', opts.auth);
  const { secret, authCookies } = await opts.auth.$context;
  const changes = createDbEvents(app.database, {
    channel: AUTH_CHANGES_CHANNEL,
    codec: authChangeCodec,
    log: app.log,
    outage: app.databaseOutage,
    onListen: () => reader.forgetAll(),
  });
  const reader = createSessionReader({ db: app.db, secret, cookieName: authCookies.sessionToken.name, changes });
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.close());
  app.decorate('readSession', reader.readSession);
  app.decorate('adminEmail', opts.adminEmail);
  app.decorateRequest('user', null);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: {
      rateLimit: {
        max: app.config.AUTH_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (req: FastifyRequest) => `auth:${addressKey(req.ip)}`,
        allowList: (req: FastifyRequest) => UNLIMITED_AUTH_PATHS.includes(routedPath(req)),
      },
    },
    async handler(req, reply) {
      const url = new URL(req.url, `${req.protocol}://${req.host}`);
      const request = new Request(url, {
        method: req.method,
        headers: toHeaders(req),
        ...(req.method === 'GET' || req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
      });
      const scope: AuthRequestScope = { ip: req.ip, errors: [], answered: false };
      let response: Response;
      try {
        response = await authRequestScope.run(scope, () => app.auth.handler(request));
      } finally {
        scope.answered = true;
      }
      // an outage better-auth caught and answered as a guest, a 401 or a bare 500 is an outage (503) all the same
      const outage = scope.errors.find(isConnectionFailure);
      if (outage) throw outage;
      // an error better-auth reported, even under an answer it still gave, or a 5xx with no reason: one line
      if (scope.errors.length > 0 || response.status >= 500) req.log.error({ err: scope.errors[0], status: response.status }, 'auth request failed');
      return sendFetchResponse(reply, response);
    },
  });
});
