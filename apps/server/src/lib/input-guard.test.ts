import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { REQUEST_MSG } from '@curio/core/errors';
import { JSON_DEPTH_MAX } from '@curio/core/limits';
import { TEXT_MSG } from '@curio/core/text-input';
import type { App } from '../app';
import type { Db } from '../db/client';
import { authed, describeEachEngine, postAuth, signUp, signUpForm, TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { as } from '../../test/client';

/** Rows of every table: a refused request must leave them all as they were. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  const counts: Record<string, number> = {};
  for (const { tablename } of rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${tablename}"`))) as unknown as { rows: { n: number }[] };
    counts[tablename] = result.rows[0]!.n;
  }
  return counts;
}

const refusal = (message: string) => ({ error: 'validation_error', message });

const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Curio</title></head><body></body></html>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachEngine('text PostgreSQL cannot store is refused at the edge, for every route', (engine) => {
  const testApp = useTestApp({ engine, webDist });

  /** Sends each request as a signed-in learner; each must answer 400 with `message` and write nothing. */
  async function expectRefused(app: App, db: Db, requests: [method: 'GET' | 'POST' | 'PATCH', url: string, payload: unknown, message: string][]) {
    const { cookie } = await signUp(app);
    const before = await rowCounts(db);
    for (const [method, url, payload, message] of requests) {
      const res = await app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: refusal(message) });
    }
    expect(await rowCounts(db)).toEqual(before);
  }

  test('a NUL in a JSON string, a query or a path answers 400, not 500', async () => {
    const { app, db } = testApp();
    await expectRefused(app, db, [
      ['POST', '/api/usecases', { title: 'Solar\u0000grids', content: 'A battery bank.' }, `title: ${TEXT_MSG.nul}`],
      ['POST', '/functions/v1/usecases', { topic: 'solar\u0000' }, `topic: ${TEXT_MSG.nul}`],
      ['GET', '/api/projects/templates/%00', undefined, `path: ${TEXT_MSG.nul}`],
      ['GET', '/share/api/usecase/%00', undefined, `path: ${TEXT_MSG.nul}`],
      ['GET', '/s/%00', undefined, `path: ${TEXT_MSG.nul}`],
      ['GET', '/api/results?course=a%00b', undefined, `query: ${TEXT_MSG.nul}`],
      ['GET', '/api/results/latest?course=a%00b&topic=x', undefined, `query: ${TEXT_MSG.nul}`],
      ['GET', '/api/bookmarks?course=%00', undefined, `query: ${TEXT_MSG.nul}`],
      ['GET', '/api/bookmarks?category=%00', undefined, `query: ${TEXT_MSG.nul}`],
      ['GET', '/api/projects/presets?q=%00', undefined, `query: ${TEXT_MSG.nul}`],
      ['GET', '/api/usecases?q=%00', undefined, `query: ${TEXT_MSG.nul}`],
    ]);
  });

  test('in keys and at any depth of a body, and as a lone surrogate', async () => {
    const { app, db } = testApp();
    await expectRefused(app, db, [
      ['POST', '/api/projects/presets', { label: 'Pitch', payload: { 'company\u0000': 'Acme' } }, `payload: a key ${TEXT_MSG.nul}`],
      ['POST', '/api/projects/presets', { label: 'Pitch', payload: { company: { people: ['Ada', 'Gr\u0000ce'] } } }, `payload.company.people.1: ${TEXT_MSG.nul}`],
      ['POST', '/api/usecases', { title: 'Solar \ud800 grids', content: 'A battery bank.' }, `title: ${TEXT_MSG.malformed}`],
      ['POST', '/api/usecase-notes', { keyword: 'solar', use_case: 'x', note: 'half an emoji \udc00' }, `note: ${TEXT_MSG.malformed}`],
      ['PATCH', '/api/me', { bio: 'a\u0000b' }, `bio: ${TEXT_MSG.nul}`],
    ]);
  });

  test("better-auth's routes: a sign-up with a NUL in a name or e-mail creates no account", async () => {
    const { app, db } = testApp();
    const before = await rowCounts(db);
    for (const [form, message] of [
      [signUpForm({ first_name: 'Ada\u0000' }), `first_name: ${TEXT_MSG.nul}`],
      [signUpForm({ email: 'ada\u0000@example.com' }), `email: ${TEXT_MSG.nul}`],
      [signUpForm({ last_name: '\ud83d' }), `last_name: ${TEXT_MSG.malformed}`],
    ] as const) {
      const res = await postAuth(app, '/sign-up/email', form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    const signIn = await postAuth(app, '/sign-in/email', { email: 'ada@example.com', password: 'x\u0000' });
    expect(signIn.json()).toEqual(refusal(`password: ${TEXT_MSG.nul}`));
    const verify = await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=%00', headers: { origin: TEST_ORIGIN } });
    expect(verify.json()).toEqual(refusal(`query: ${TEXT_MSG.nul}`));
    expect(await rowCounts(db)).toEqual(before);
  });

  test('a session token with a NUL, in the cookie or as a bearer token, answers 400', async () => {
    const { app } = testApp();
    const { token } = await signUp(app);
    for (const [headers, message] of [
      [{ authorization: 'Bearer abc%00def' }, `authorization header: ${TEXT_MSG.nul}`],
      [{ authorization: `Bearer ${token}\u0000` }, `authorization header: ${TEXT_MSG.nul}`],
      [{ cookie: 'better-auth.session_token=abc%00def.sig' }, `cookie header: ${TEXT_MSG.nul}`],
    ] as const) {
      for (const url of ['/api/me', '/api/auth/get-session']) {
        const res = await app.inject({ method: 'GET', url, headers: { origin: TEST_ORIGIN, ...headers } });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: refusal(message) });
      }
    }
  });

  test('a URL whose percent-encoding is not UTF-8 answers 400 in our shape, in the path or the query', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const before = await rowCounts(db);
    for (const url of [
      '/api/projects/templates/%C3%28',
      '/api/projects/templates/%E0%80%80',
      '/api/projects/templates/%ff',
      '/share/api/usecase/%ED%A0%80',
      '/api/projects/presets?q=%ff',
      '/api/usecases?q=%C3%28',
      '/api/bookmarks?category=%E0%80%80',
      '/api/auth/get-session?x=%',
    ]) {
      const res = await authed(app, cookie).get(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: refusal(REQUEST_MSG.badUrl) });
    }
    const post = await as(app, cookie).send('POST', '/api/usecases/%ff/like');
    expect(post.json()).toEqual(refusal(REQUEST_MSG.badUrl));
    expect(await rowCounts(db)).toEqual(before);
  });

  test('a body whose bytes are not UTF-8 is refused rather than patched with replacement characters', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const before = await rowCounts(db);
    const bytes = Buffer.concat([Buffer.from('{"title":"Caf'), Buffer.from([0xe9]), Buffer.from('","content":"x"}')]);
    for (const type of ['application/json', 'application/json; charset=utf-8', 'text/plain']) {
      const res = await app.inject({ method: 'POST', url: '/api/usecases', headers: { origin: TEST_ORIGIN, cookie, 'content-type': type }, payload: bytes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(`body: ${TEXT_MSG.malformed}`));
    }
    expect(await rowCounts(db)).toEqual(before);
  });

  test('a body nested deeper than any payload of ours is refused, before better-auth prints it again', async () => {
    const { app, db } = testApp();
    const before = await rowCounts(db);
    const deep = (depth: number) => `{"first_name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const json = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
    for (const url of ['/api/auth/sign-up/email', '/api/feedback']) {
      const res = await app.inject({ method: 'POST', url, headers: json, payload: deep(100_000) });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: refusal(REQUEST_MSG.tooDeep) });
    }
    // at the limit it is the route's own schema that answers
    const atLimit = await app.inject({ method: 'POST', url: '/api/feedback', headers: json, payload: deep(JSON_DEPTH_MAX - 1) });
    expect(atLimit.json()).toEqual(refusal('message: Invalid input: expected string, received undefined'));
    expect(await rowCounts(db)).toEqual(before);
  });

  test('a path parameter longer than the router takes answers 414 in our shape', async () => {
    const { app } = testApp();
    const res = await app.inject({ method: 'GET', url: `/api/projects/templates/${'k'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: 'validation_error', message: REQUEST_MSG.urlTooLong });
  });

  test('well-formed text passes: emoji, accents, tabs and line breaks where a field allows them', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const content = 'Zoë’s village 😀\n\tshares a battery bank.\r\nIt works.';
    const res = await authed(app, cookie).post('/api/usecases', { title: 'Solar 🌞 microgrids', content });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Solar 🌞 microgrids', content });
    const search = await authed(app, cookie).get(`/api/usecases?q=${encodeURIComponent('🌞')}`);
    expect(search.statusCode).toBe(200);
  });
});
