import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODE, REQUEST_MSG } from '@curio/core/errors';
import { JSON_DEPTH_MAX } from '@curio/core/limits';
import { TEXT_MSG, unstorableText } from '@curio/core/text-input';
import { HttpError } from './http-error';

/*
 * Text PostgreSQL cannot store (a NUL, a lone surrogate) and bytes that are not UTF-8 are refused
 * with 400 for every route at once (decision 023), better-auth's included: the URL and the headers
 * when a request arrives, every string and key of a body (and how deep it nests) as it is parsed.
 * Each route's schema then applies its field's own rule (single-line or multi-line text,
 * packages/core/src/text-input.ts).
 */

const refused = (where: string, problem: string) => new HttpError(400, ERROR_CODE.validation, `${where}: ${problem}`);

/** The path and the query, each percent-decoded as UTF-8 (strictly: a bad escape is refused). */
function urlProblem(url: string): HttpError | undefined {
  const mark = url.indexOf('?');
  const parts = mark < 0 ? [['path', url]] : [['path', url.slice(0, mark)], ['query', url.slice(mark + 1)]];
  for (const [where, raw] of parts as [string, string][]) {
    let text = raw;
    if (raw.includes('%')) {
      try {
        text = decodeURIComponent(raw);
      } catch {
        return new HttpError(400, ERROR_CODE.validation, REQUEST_MSG.badUrl);
      }
    }
    const problem = unstorableText(text);
    if (problem) return refused(where, problem);
  }
  return undefined;
}

/** Credentials are percent-decoded before they are looked up (cookie values, bearer tokens). */
const DECODED_HEADERS = new Set(['cookie', 'authorization']);

function headerProblem(headers: FastifyRequest['headers']): HttpError | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const text of Array.isArray(value) ? value : [value]) {
      const problem = unstorableText(text) ?? (DECODED_HEADERS.has(name) && text.includes('%00') ? TEXT_MSG.nul : undefined);
      if (problem) return refused(`${name} header`, problem);
    }
  }
  return undefined;
}

/** Where a value sits in a body, kept as a chain so that a path is only spelled out for a refusal. */
interface Place {
  key: string;
  up: Place | undefined;
}

const spell = (place: Place | undefined): string => {
  const keys: string[] = [];
  for (let p = place; p; p = p.up) keys.unshift(p.key);
  return keys.length ? keys.join('.') : 'body';
};

/**
 * Every string and key of a parsed body, walked without recursion. Nesting is bounded too: JSON.parse
 * takes any depth, but printing such a value again (better-auth's routes do) overflows the stack.
 */
function bodyProblem(body: unknown): HttpError | undefined {
  const pending: { value: object; place: Place | undefined; depth: number }[] = [];
  const visit = (value: unknown, place: Place | undefined, depth: number): HttpError | undefined => {
    if (typeof value === 'string') {
      const problem = unstorableText(value);
      return problem ? refused(spell(place), problem) : undefined;
    }
    if (typeof value !== 'object' || value === null) return undefined;
    if (depth > JSON_DEPTH_MAX) return new HttpError(400, ERROR_CODE.validation, REQUEST_MSG.tooDeep);
    pending.push({ value, place, depth });
    return undefined;
  };
  let found = visit(body, undefined, 1);
  while (!found && pending.length) {
    const { value, place, depth } = pending.pop()!;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && !found; i++) found = visit(value[i], { key: String(i), up: place }, depth + 1);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = unstorableText(key);
      found = problem ? refused(spell(place), `a key ${problem}`) : visit(item, { key, up: place }, depth + 1);
      if (found) break;
    }
  }
  return found;
}

const utf8Text = (body: Buffer) => (isUtf8(body) ? body.toString('utf8') : undefined);

export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (req) => {
    const problem = urlProblem(req.url) ?? headerProblem(req.headers);
    if (problem) throw problem;
  });

  // Fastify's own parsers, but reading bytes: a body that is not UTF-8 is refused, not patched with U+FFFD
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    const text = utf8Text(body);
    if (text === undefined) return done(refused('body', TEXT_MSG.malformed));
    parseJson(req, text, (err, value) => (err ? done(err) : done(bodyProblem(value) ?? null, value)));
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    const text = utf8Text(body);
    const problem = text === undefined ? TEXT_MSG.malformed : unstorableText(text);
    done(problem ? refused('body', problem) : null, text);
  });
});

/**
 * Fastify's answer when its router refuses a URL (a bad percent-escape in the path, a parameter
 * over maxParamLength), in our { error, message } shape instead of its own, which names its
 * internal error codes. (Its third case, an async route constraint, is one we do not use.)
 */
export function frameworkErrorReply(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply.status(tooLong ? 414 : 400).send({ error: ERROR_CODE.validation, message: tooLong ? REQUEST_MSG.urlTooLong : REQUEST_MSG.badUrl });
}
