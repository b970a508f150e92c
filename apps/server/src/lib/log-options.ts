import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LevelWithSilent, LoggerOptions } from 'pino';
import { chainOf, failureCode } from './db-errors';

/*
 * What the server logs names no secret: no credential (cookie, bearer token, password, a reset or
 * confirmation token in a URL) and no value a query was given. The one exception is deliberate:
 * without SMTP_URL the mailer logs each mail whole, links included, as the way to read it (decision 051). drizzle's errors print their
 * parameters in their message ("Failed query: … params: …") and a failed session read's parameter
 * is the session token, so errors are rewritten before they are written, not only redacted by path.
 */

export const REDACTED = '[redacted]';

/** Where a credential can sit in an object handed to the logger (pino `redact`). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers["set-auth-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["set-auth-token"]',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'params',
  '*.params',
];

/** Query keys whose value is a credential: better-auth's e-mail links carry `token`. */
const SECRET_QUERY_KEY = /token|secret|password|signature|code|key/i;

/** The URL of a request as it may be logged: a reset link's token and secret-looking query values replaced. */
export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  const path = (query < 0 ? url : url.slice(0, query)).replace(/(\/reset-password\/)[^/]+/, `$1${REDACTED}`);
  if (query < 0) return path;
  const parts = url
    .slice(query + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq > 0 && SECRET_QUERY_KEY.test(part.slice(0, eq)) ? `${part.slice(0, eq)}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

const typeOf = (e: Error) => (typeof e.constructor === 'function' ? e.constructor.name : e.name) || 'Error';

/**
 * One error of a chain in words that hold no value: a database's error by its SQL state and the
 * names it points at (its message and detail may quote a row or a parameter), drizzle's by its SQL
 * (placeholders, not values), any other by its message up to a `params:` line.
 */
function describeError(e: Error): string {
  const fields = e as Error & { code?: unknown; severity?: unknown; query?: unknown; table?: unknown; column?: unknown; constraint?: unknown };
  if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && typeof fields.severity === 'string') {
    const names = (['table', 'column', 'constraint'] as const).filter((k) => typeof fields[k] === 'string').map((k) => `${k} ${String(fields[k])}`);
    return [`${typeOf(e)} ${fields.code}`, ...names].join(', ');
  }
  if (typeof fields.query === 'string') return `Failed query: ${fields.query}`;
  return e.message.split(/\n\s*params:/)[0]!;
}

/** pino's `err` serializer: type, message of the whole chain, code, and the stack's frames under that message. */
function errorForLog(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const messages: string[] = [];
  for (const e of chainOf(err)) {
    if (messages.length === 5) break;
    messages.push(describeError(e));
  }
  const message = messages.join('; caused by: ');
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type: typeOf(err), message };
  const code = failureCode(err);
  if (code) logged.code = code;
  if (frames.length) logged.stack = [`${logged.type}: ${message}`, ...frames].join('\n');
  return logged;
}

/** What Fastify logs of a request: the default fields, the URL without its secrets. */
const requestForLog = (req: FastifyRequest) => ({
  method: req.method,
  url: urlForLog(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export interface LogTarget {
  level: LevelWithSilent;
  /** where lines go (stdout when omitted): a test reads them */
  stream?: DestinationStream;
}

/** The Fastify logger's options: the level, and the redaction and serializers above. */
export function loggerOptions({ level, stream }: LogTarget): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: requestForLog, err: errorForLog },
  };
}
