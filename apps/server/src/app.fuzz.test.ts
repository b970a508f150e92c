import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '@curio/core/limits';
import { authed, buildTestApp, describeEachEngine, signUp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { flashcardItem, quizItem, uploadFlashcards, uploadQuiz } from '../test/content-factory';

/*
 * Every route of the OpenAPI description, and better-auth's and the share page's, which it does
 * not list, gets malformed requests from a guest, a learner (cookie or bearer) and the admin:
 * wrong types, NUL and bytes that are not UTF-8, lone surrogates, huge and negative numbers,
 * deep nesting, huge arrays, unknown fields, the wrong content types, traversal in paths and
 * over-long strings, beside ids of the right shape. No answer may be a 5xx, and none may show
 * what lies behind it (a stack, SQL or a Postgres message, a file path, an error class, an
 * FST_ code). The seed is fixed, so a failure is repeatable; it is printed with the counts.
 */

const SEED = 230_023;
const REQUESTS = 3000;

// ---------------------------------------------------------------- the routes

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
}

interface Param {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

interface Route {
  method: string;
  /** with {name} placeholders */
  path: string;
  params: Param[];
  body: JsonSchema | undefined;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: Param[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

/** A live stream never ends, so inject would wait for ever; its own tests read it with a client. */
const STREAMS = new Set(['GET /api/usecases/events']);

function documentedRoutes(doc: OpenApiDoc): Route[] {
  return Object.entries(doc.paths).flatMap(([url, operations]) =>
    Object.entries(operations)
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path: url,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      }))
      .filter((route) => !STREAMS.has(`${route.method} ${route.path}`)),
  );
}

/** better-auth's endpoints, as it lists them ('/callback/:id' becomes '/api/auth/callback/{id}'). */
function authRoutes(api: Record<string, { path?: string; options?: { method?: string | string[] } }>): Route[] {
  return Object.values(api).flatMap((endpoint) => {
    if (!endpoint.path) return [];
    const methods = [endpoint.options?.method ?? 'POST'].flat().filter((m) => m === 'GET' || m === 'POST');
    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const url = `/api/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    const params: Param[] = names.map((name) => ({ name, in: 'path', schema: { type: 'string' } }));
    return methods.map((method) => ({ method, path: url, params, body: method === 'POST' ? { type: 'object' } : undefined }));
  });
}

// ---------------------------------------------------------------- values

/** Text that has broken servers: control characters, bad Unicode, traversal, injection, numbers in disguise. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31m\u007f\u0085\u009b',
  '\t\n\r\u2028\u2029',
  '\u202e\u2066evil',
  '😀👍🏽',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%ff',
  "'; drop table users; --",
  '" OR 1=1 --',
  '$1',
  '{{ 7 * 7 }}{% raw %}',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '1e309',
  '0x1F',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'é'.repeat(5000),
  '🌱'.repeat(30_000),
];

const NASTY_NUMBERS = [-1, 0, -0, 0.5, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_VALUE, 1e308, 5e-324];

const nastyText = fc.oneof(fc.constantFrom(...NASTY_TEXT), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 2000 }));

/** An array so long, or nesting so deep, that only the body limit stops it. */
const nestedArrays = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;
const nestedObjects = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown;

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, { __proto__x: 1 }),
  fc.integer({ min: 10, max: 1000 }).map(nestedArrays),
  fc.integer({ min: 10, max: 1000 }).map(nestedObjects),
  fc.integer({ min: 1000, max: 100_000 }).map((n) => Array.from({ length: n }, () => 'x')),
  fc.integer({ min: 100, max: 5000 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
  fc.anything({ maxDepth: 3 }),
);

/** A value of roughly the right shape for a JSON schema: enough to get past the first checks. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => plausible(choice, depth + 1)));
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: 40 });
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, 20), maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -10, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: Math.max(schema.minimum ?? -1e6, -1e6), max: Math.min(schema.maximum ?? 1e6, 1e6) });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]));
      const known = fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      const extra = schema.additionalProperties;
      if (typeof extra !== 'object') return known;
      return fc.tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), plausible(extra, depth + 1), { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A plausible body with one thing wrong: a field replaced, an unknown field added, or all of it replaced. */
function bodyValue(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const good = plausible(schema);
  return fc.oneof(
    good,
    fc.tuple(good, fc.string({ maxLength: 20 }), nastyValue).map(([value, key, bad]) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return bad;
      const keys = Object.keys(value);
      const target = keys.length ? keys[key.length % keys.length]! : key;
      return { ...value, [target]: bad };
    }),
    fc.tuple(good, fc.string({ minLength: 1, maxLength: 20 }), nastyValue).map(([value, key, bad]) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, [key]: bad } : value,
    ),
    nastyValue,
  );
}

/** Bodies that are not JSON of any shape, with the content type that claims them. */
const RAW_BODIES: [contentType: string | undefined, body: string | Buffer][] = [
  ['application/json', ''],
  ['application/json', '{'],
  ['application/json', '{"a":'],
  ['application/json', '[1,]'],
  ['application/json', 'nul'],
  ['application/json', '"text"'],
  ['application/json', '12'],
  ['application/json', '1e99999'],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json', '\ufeff{}'],
  ['application/json', '{"__proto__":{"isAdmin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['application/json', '{"title":"\\u0000","topic":"\\ud800","label":"\\udc00x"}'],
  ['application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])],
  ['application/json', Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
  ['application/json', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
  ['application/json', `{"a":"${'x'.repeat(JSON_BODY_LIMIT_BYTES)}"}`],
  ['application/json; charset=latin1', '{"title":"caf\u00e9"}'],
  ['APPLICATION/JSON', '{}'],
  ['application/merge-patch+json', '{}'],
  ['text/plain', 'hello'],
  ['text/plain', 'a\u0000b'],
  ['text/plain; charset=utf-8', '{"title":"x"}'],
  ['application/x-www-form-urlencoded', 'title=x&content=y'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n[]\r\n--xyz--\r\n'],
  ['multipart/form-data', 'garbage'],
  ['application/xml', '<a>1</a>'],
  ['application/octet-stream', Buffer.from([0, 1, 2, 3])],
  ['', '{}'],
  [undefined, '{}'],
];

/** Path segments as they travel: encoded nasty text, traversal, bad escapes, lengths past the router's limit. */
const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%ff',
  '%C3%28',
  '%E0%80%80',
  '%ED%A0%80',
  '%',
  '%2',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%20',
  '%2F',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e3',
  'NaN',
  'x'.repeat(101),
  'x'.repeat(5000),
];

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // a lone surrogate has no UTF-8 form: send the bytes it would be
    return '%ED%A0%80';
  }
};

// ---------------------------------------------------------------- requests

type Who = 'guest' | 'learner' | 'learner-bearer' | 'admin';

interface FuzzRequest {
  who: Who;
  method: string;
  url: string;
  contentType?: string | undefined;
  body?: string | Buffer | undefined;
  headers: Record<string, string>;
  remoteAddress: string;
}

interface Known {
  /** ids of rows that exist, so that some requests reach past the 404 */
  ids: string[];
}

function requestFor(route: Route, known: Known): fc.Arbitrary<FuzzRequest> {
  const segment = (param: Param) =>
    fc.oneof(
      { weight: 3, arbitrary: plausible(param.schema).map((v) => encode(String(v))) },
      { weight: 2, arbitrary: fc.oneof(fc.uuid(), fc.constantFrom(...known.ids)) },
      { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      { weight: 1, arbitrary: nastyText.map(encode) },
    );
  const pathParams = route.params.filter((p) => p.in === 'path');
  const queryParams = route.params.filter((p) => p.in === 'query');
  const queryPart = (param: Param) =>
    fc.oneof(
      fc.constant(''),
      plausible(param.schema).map((v) => `${param.name}=${encode(String(v))}`),
      nastyText.map((v) => `${param.name}=${encode(v)}`),
      fc.constantFrom(...RAW_SEGMENTS).map((v) => `${param.name}=${v}`),
      plausible(param.schema).map((v) => `${param.name}=${encode(String(v))}&${param.name}=${encode(String(v))}`),
    );
  const extraQuery = fc.constantFrom('', '', '', 'unknown=1', '%', '&&=&', 'a[b]=c', '__proto__[x]=1', 'x=%ff', 'y=%00');
  const body = route.method === 'GET' || route.method === 'DELETE'
    ? fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) })
    : fc.oneof(
        { weight: 6, arbitrary: bodyValue(route.body).map((value): [string | undefined, string | Buffer] => ['application/json', JSON.stringify(value) ?? 'null']) },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
  const credentials = fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: nastyText.map((t) => ({ cookie: `better-auth.session_token=${encode(t)}` })) },
    { weight: 1, arbitrary: fc.constantFrom('', 'abc', '%00', 'a.b', '%ff', 'x'.repeat(5000)).map((t) => ({ authorization: `Bearer ${t}` })) },
  );
  return fc
    .record({
      who: fc.constantFrom<Who>('guest', 'learner', 'learner', 'learner-bearer', 'admin'),
      method: fc.oneof({ weight: 12, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS') }),
      segments: fc.tuple(...pathParams.map(segment)),
      query: fc.tuple(...queryParams.map(queryPart), extraQuery),
      body,
      credentials,
      origin: fc.constantFrom(TEST_ORIGIN, TEST_ORIGIN, TEST_ORIGIN, 'https://evil.example', 'null'),
      address: fc.integer({ min: 1, max: 250 }),
    })
    .map(({ who, method, segments, query, body, credentials, origin, address }) => {
      let url = route.path;
      pathParams.forEach((param, i) => (url = url.replace(`{${param.name}}`, segments[i]!)));
      const search = query.filter(Boolean).join('&');
      return {
        who,
        method,
        url: search ? `${url}?${search}` : url,
        contentType: body?.[0],
        body: body?.[1],
        headers: { origin, ...credentials },
        // spread over addresses, so that a per-address rate limit does not hide a route behind 429s
        remoteAddress: `127.0.${Math.floor(address / 16)}.${address % 16}`,
      };
    });
}

// ---------------------------------------------------------------- what no answer may show

const LEAKS: [what: string, pattern: RegExp][] = [
  ['a stack trace', /\bat (?:async )?[\w$.<>]+ \(|\n\s+at \S+|:\d+:\d+\)/],
  ['a Fastify error code', /\bFST_[A-Z_]+/],
  ['SQL or a Postgres error', /\b(?:Failed query|syntax error at or near|violates [\w -]+constraint|invalid input syntax|invalid byte sequence|duplicate key value|relation "|column "|SQLSTATE|current transaction is aborted|PostgresError|DrizzleQueryError|DatabaseError)\b/i],
  ['a file path', /(?:file:\/\/|node_modules|\/(?:work|home|root|usr|tmp)\/\w|\w\.(?:ts|js|mjs):\d)/],
  ['an error class', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError|ResponseSerializationError|BetterAuthError|APIError|Maximum call stack)\b/],
];

function problemOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  // documents (PDF, DOCX) are bytes: any pattern could appear in them by chance
  if (type && !/json|text/.test(type)) return undefined;
  const leak = LEAKS.find(([, pattern]) => pattern.test(res.body));
  if (leak) return `shows ${leak[0]}`;
  // a HEAD answer has the headers of the GET and no body
  if (res.statusCode >= 400 && type.includes('json') && res.body !== '') {
    const body = res.json() as { error?: unknown; message?: unknown } | null;
    if (typeof body?.error !== 'string' || typeof body.message !== 'string') return 'an error without { error, message }';
  }
  return undefined;
}

// ---------------------------------------------------------------- the run

const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Curio</title></head><body></body></html>');
const ADMIN_EMAIL = 'fuzz.admin@example.com';
const ACCOUNT_CHANGES = /sign-out|revoke|delete-user|change-email|change-password/;

afterAll(() => rmSync(webDist, { recursive: true, force: true }));

async function someContent(t: TestApp, learnerCookie: string): Promise<string[]> {
  await uploadQuiz(t.db, [quizItem(), quizItem()]);
  await uploadFlashcards(t.db, [flashcardItem()]);
  const as = authed(t.app, learnerCookie);
  const usecase = (await as.post('/api/usecases', { title: 'Solar microgrids', content: 'A shared battery bank.' })).json();
  const comment = (await as.post(`/api/usecases/${usecase.id}/comments`, { body: 'Nice.' })).json();
  const saved = (await as.post('/api/saved-usecases', { keyword: 'solar', content: 'A shared battery bank.' })).json();
  const note = (await as.post('/api/usecase-notes', { keyword: 'solar', use_case: 'x', note: 'Look again.' })).json();
  const preset = (await as.post('/api/projects/presets', { label: 'Pitch', payload: { company: 'Acme' } })).json();
  return [usecase.id, comment.id, saved.id, note.id, preset.id].filter((id): id is string => typeof id === 'string');
}

describeEachEngine('the API under fuzzing', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ engine, webDist, env: { ADMIN_EMAIL } });
  });
  afterAll(() => t.close());

  test(`${REQUESTS} malformed requests to every route: no 5xx, nothing internal shown`, { timeout: 120_000 }, async () => {
    const { app } = t;
    const learner = await signUp(app);
    const admin = await signUp(app, { email: ADMIN_EMAIL });
    const ids = await someContent(t, learner.cookie);
    const doc = app.swagger() as unknown as OpenApiDoc;
    const routes = [
      ...documentedRoutes(doc),
      ...authRoutes(app.auth.api as unknown as Parameters<typeof authRoutes>[0]),
      { method: 'GET', path: '/s/{slug}', params: [{ name: 'slug', in: 'path', schema: { type: 'string' } }], body: undefined },
    ] satisfies Route[];
    const known: Known = { ids: [...ids, learner.user.id, admin.user.id] };

    // drawn up front and all sent, so that a run lists every failure rather than stopping at the first
    const requests = fc.sample(fc.oneof(...routes.map((route) => requestFor(route, known))), { seed: SEED, numRuns: REQUESTS });
    const credentialsOf: Record<Who, Record<string, string>> = {
      guest: {},
      learner: { cookie: learner.cookie },
      'learner-bearer': { authorization: `Bearer ${learner.token}` },
      admin: { cookie: admin.cookie },
    };

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, request] of requests.entries()) {
      // one that ends or changes a session or an account would turn every later request into a guest's
      const who = ACCOUNT_CHANGES.test(request.url) ? 'guest' : request.who;
      const options: InjectOptions = {
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: {
          ...credentialsOf[who],
          ...request.headers,
          ...(request.contentType !== undefined ? { 'content-type': request.contentType } : {}),
        },
        remoteAddress: request.remoteAddress,
        ...(request.body === undefined ? {} : { payload: request.body }),
      };
      const res = await app.inject(options);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = problemOf(res);
      if (problem) {
        const body = typeof request.body === 'string' ? request.body.slice(0, 200) : request.body?.toString('hex').slice(0, 200);
        const headers = JSON.stringify(request.headers).slice(0, 200);
        failures.push(`#${index} ${problem}: ${who} ${request.method} ${request.url.slice(0, 200)} ${headers} [${request.contentType}] ${body ?? ''}\n  → ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }

    const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const summary = `${engine}, seed ${SEED}: ${requests.length} requests to ${routes.length} routes, ${fivexx} answered 5xx, ${failures.length} failed; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`;
    console.log(summary);
    expect(failures, `${summary}\n${failures.slice(0, 30).join('\n')}`).toEqual([]);
  });
});
