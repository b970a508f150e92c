import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { ACCOUNT_ERROR, ACCOUNT_MSG } from '@curio/core/account-messages';
import { fullNameOf, password as passwordSchema, signInInput, signUpInput } from '@curio/core/account';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@curio/core/limits';
import { TEXT_MSG } from '@curio/core/text-input';
import type { Db } from '../db/client';
import * as tables from '../db/tables';
import type { Mailer } from '../lib/mailer';
import type { DatabaseOutage } from '../lib/database-outage';
import { isConnectionFailure } from '../lib/db-errors';
import { addressKey } from '../lib/client-address';
import { clearLoginFailures, ensureProfile, recordLoginFailure, signInWaitSeconds } from './account.service';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  /** origins whose pages may sign in (config.trustedOrigins); baseURL's alone when omitted */
  trustedOrigins?: string[];
  appName: string;
  mailer: Mailer;
  requireEmailVerification: boolean;
  /** where better-auth's own messages go (our structured logger) */
  log?: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;
  /** told of a connection failure better-auth met outside a request (the server's; not the command line's) */
  databaseOutage?: Pick<DatabaseOutage, 'failed'>;
}

/**
 * One request to better-auth, as our route hands it over (auth.plugin.ts): who sent it, and the
 * errors better-auth met while answering. better-auth catches some (a session it could not read
 * becomes a guest, a 401, or a bare 500) and only logs them; the route reads them here to answer
 * an outage as one (503), whatever better-auth made of it.
 */
export interface AuthRequestScope {
  /** the client's address (Fastify's req.ip) */
  ip: string;
  errors: Error[];
  /** set once the answer is out: later errors (work better-auth left running) are logged as they come */
  answered: boolean;
}

export const authRequestScope = new AsyncLocalStorage<AuthRequestScope>();

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;

/**
 * better-auth's logger. An error it reports during a request goes to that request's scope; outside
 * one, an outage is told to databaseOutage and anything else logged (our serializer keeps
 * parameters out). A message without an error is better-auth saying why it refused a request (a
 * feature we turned off, an origin or callback it does not know): the client's business, not an
 * incident, so it is a debug line.
 */
function authLogger(log: Log, outage: AuthOptions['databaseOutage']) {
  return (level: 'debug' | 'info' | 'success' | 'warn' | 'error', message: unknown, ...args: unknown[]) => {
    const err = [message, ...args].find((a): a is Error => a instanceof Error);
    const text = typeof message === 'string' ? message : 'auth failure';
    const scope = authRequestScope.getStore();
    if (err) {
      if (scope && !scope.answered) scope.errors.push(err);
      else if (outage && isConnectionFailure(err)) outage.failed(err);
      else log.error({ source: 'auth', err }, text);
      return;
    }
    if (scope) log.debug({ source: 'auth' }, text);
    else log[level === 'success' ? 'info' : level]({ source: 'auth' }, text);
  };
}

/** The text rules speak in fragments ('must be a single line'): those name their field, as on our other routes. */
const TEXT_RULE_MESSAGES = new Set<string>(Object.values(TEXT_MSG));

function parseOrThrow<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.');
    const message = issue && field && TEXT_RULE_MESSAGES.has(issue.message) ? `${field}: ${issue.message}` : (issue?.message ?? 'Invalid input');
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });
  }
  return parsed.data;
}

/** Every new password (sign-up, change, reset) meets one rule, told in the same words. */
function checkNewPassword(password: unknown) {
  if (isCommonPassword(parseOrThrow(passwordSchema, password))) {
    throw new APIError('BAD_REQUEST', { code: ACCOUNT_ERROR.commonPassword, message: ACCOUNT_MSG.commonPassword });
  }
}

const silent = { error() {}, warn() {}, info() {}, debug() {} };

export function createAuth(opts: AuthOptions) {
  const { db, mailer, appName } = opts;
  const log = opts.log ?? silent;
  return betterAuth({
    appName,
    baseURL: opts.baseURL,
    basePath: '/api/auth',
    secret: opts.secret,
    trustedOrigins: opts.trustedOrigins ?? [new URL(opts.baseURL).origin],
    // better-auth turns its origin (CSRF) check off when NODE_ENV=test or TEST is set; never let
    // the environment switch it off silently, so tests run the production setting too
    advanced: { disableOriginCheck: false },
    database: drizzleAdapter(db, { provider: 'pg', schema: tables, usePlural: true }),
    // we limit per address in Fastify and per address and account together in the hooks below
    // (decision 053), in every mode
    rateLimit: { enabled: false },
    logger: { level: 'warn', log: authLogger(log, opts.databaseOutage) },
    // an error that is not better-auth's own answer goes on to our route and our error handler
    // (503 for an outage, 500 and one log line otherwise); better-auth's default prints it to
    // the console whole, parameters and all
    onAPIError: { throw: true },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        age: { type: 'number', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: opts.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      // a new password proves the mailbox: no address still waits to try the account (decision 053)
      onPasswordReset: async ({ user }) => clearLoginFailures(db, user.email),
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${appName} password`,
          text: `Hello ${user.name},\n\nOpen this link to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Confirm your ${appName} email`,
          text: `Welcome to ${appName}, ${user.name}!\n\nConfirm your email address with this link:\n${url}`,
        });
      },
    },
    // a bearer token is the session cookie's signed value (set-auth-token), never the bare token
    // that the database holds and an error could once print (decision 051)
    plugins: [bearer({ requireSignature: true })],
    // names change through PATCH /api/me, which checks them; better-auth's own route would take
    // any text for a name, and an age given at sign-up only (a child would unlock Kids Lock,
    // decision 021), and the app never calls it. Changing the e-mail and deleting the account
    // are off in better-auth's options, the app offers neither (deletion is a request to the
    // admin), and each call only logged an error: better-auth never sees them
    disabledPaths: ['/update-user', '/change-email', '/delete-user'],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        switch (ctx.path) {
          case '/sign-up/email': {
            const input = parseOrThrow(signUpInput, ctx.body);
            checkNewPassword(input.password);
            return {
              context: {
                body: {
                  email: input.email,
                  password: input.password,
                  name: fullNameOf(input.first_name, input.last_name),
                  firstName: input.first_name,
                  lastName: input.last_name,
                  age: input.age,
                  ...(typeof ctx.body?.callbackURL === 'string' ? { callbackURL: ctx.body.callbackURL } : {}),
                },
              },
            };
          }
          case '/sign-in/email': {
            const input = parseOrThrow(signInInput, ctx.body);
            const wait = await signInWaitSeconds(db, input.email, addressKey(authRequestScope.getStore()?.ip));
            if (wait > 0) {
              throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: ACCOUNT_MSG.signInWait(wait) }, { 'retry-after': String(wait) });
            }
            return { context: { body: { ...ctx.body, email: input.email } } };
          }
          case '/change-password': {
            checkNewPassword(ctx.body?.newPassword);
            // a password change always ends the account's other sessions
            return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
          }
          case '/reset-password':
            checkNewPassword(ctx.body?.newPassword);
            return;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email' && ctx.path !== '/sign-up/email') return;
        const user = ctx.context.newSession?.user;
        if (user) await ensureProfile(db, user);
        if (ctx.path !== '/sign-in/email' || typeof ctx.body?.email !== 'string') return;
        const returned = ctx.context.returned;
        const address = addressKey(authRequestScope.getStore()?.ip);
        if (returned instanceof APIError && returned.statusCode === 401) {
          await recordLoginFailure(db, ctx.body.email, address);
        } else if (user) {
          await clearLoginFailures(db, ctx.body.email, address);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
