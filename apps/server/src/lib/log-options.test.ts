import { sql } from 'drizzle-orm';
import { describe, expect, onTestFinished, test } from 'vitest';
import { ERROR_CODE } from '@curio/core/errors';
import { SERVICE_MSG } from '@curio/core/service-messages';
import { authed, buildTestApp, postAuth, signUp, TEST_PASSWORD, type SignedIn } from '../../test/test-app';
import { REDACTED, urlForLog } from './log-options';

interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; code?: string; stack?: string };
  req?: { url: string };
}

async function appWithLog(level: 'info' | 'debug' = 'info') {
  const raw: string[] = [];
  const t = await buildTestApp({ logger: { level, stream: { write: (line: string) => void raw.push(line) } } });
  onTestFinished(() => t.close());
  return { ...t, text: () => raw.join(''), lines: () => raw.map((line) => JSON.parse(line) as LogLine) };
}

const secretsOf = (learner: SignedIn) => {
  const signed = decodeURIComponent(learner.token);
  return [signed.split('.')[0]!, signed, TEST_PASSWORD];
};

describe('what the log holds of a failure', () => {
  test('an unexpected database error on a route: one error line by its SQL state and query, never the session token it was given', async () => {
    const t = await appWithLog();
    t.expectErrors();
    const learner = await signUp(t.app);
    // the session read now fails as no outage does: the table is gone
    await t.db.execute(sql`alter table sessions rename to sessions_gone`);

    const res = await authed(t.app, learner.cookie).get('/api/me');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: ERROR_CODE.internal, message: SERVICE_MSG.internal });

    const errors = t.lines().filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.err).toMatchObject({ type: 'DrizzleQueryError', code: '42P01' });
    expect(errors[0]!.err!.message).toMatch(/^Failed query: select .* from "sessions" .*; caused by: \w+ 42P01/);
    for (const secret of secretsOf(learner)) expect(t.text()).not.toContain(secret);
    expect(t.text()).not.toContain('params');
  });

  test("better-auth's own route meeting the same: one line, no token", async () => {
    const t = await appWithLog();
    t.expectErrors();
    const learner = await signUp(t.app);
    await t.db.execute(sql`alter table sessions rename to sessions_gone`);

    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: learner.cookie } });
    expect(res.statusCode).toBe(500);

    const errors = t.lines().filter((l) => l.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ msg: 'auth request failed', err: expect.objectContaining({ code: '42P01' }) })]);
    for (const secret of secretsOf(learner)) expect(t.text()).not.toContain(secret);
  });

  test('credentials handed to the logger are redacted by their place', async () => {
    const t = await appWithLog();
    t.app.log.info(
      {
        headers: { authorization: 'Bearer leaked-bearer', cookie: 'better-auth.session_token=leaked-cookie' },
        body: { password: 'leaked-password', newPassword: 'leaked-new', currentPassword: 'leaked-current', token: 'leaked-token' },
        params: ['leaked-param'],
      },
      'a careless line',
    );
    const text = t.text();
    expect(text).toContain(REDACTED);
    expect(text).not.toMatch(/leaked-/);
  });
});

describe('what the log holds of a request', () => {
  test("the token of an e-mailed link is not in the request's URL as logged", async () => {
    const t = await appWithLog();
    await t.app.inject({ method: 'GET', url: '/api/auth/reset-password/SeCrEtReSeT?callbackURL=%2Freset-password' });
    await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=SeCrEtVeRiFy&callbackURL=%2F' });

    const urls = t.lines().flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toEqual([`/api/auth/reset-password/${REDACTED}?callbackURL=%2Freset-password`, `/api/auth/verify-email?token=${REDACTED}&callbackURL=%2F`]);
    expect(t.text()).not.toMatch(/SeCrEt/);
  });

  test('50 calls of a turned-off auth path write no error or warning, and are limited like every auth path', async () => {
    const t = await appWithLog('debug');
    const learner = await signUp(t.app);
    const answers: number[] = [];
    for (let i = 0; i < 50; i++) {
      answers.push((await postAuth(t.app, '/change-email', { newEmail: `new-${i}@example.com` }, { cookie: learner.cookie, ip: '203.0.113.50' })).statusCode);
    }
    expect(new Set(answers)).toEqual(new Set([404, 429]));
    expect(t.lines().filter((l) => l.level >= 40)).toEqual([]);
  });
});

describe('urlForLog', () => {
  test.each([
    ['/api/health', '/api/health'],
    ['/api/bookmarks?category=Maths&limit=5', '/api/bookmarks?category=Maths&limit=5'],
    ['/api/auth/reset-password/abc123?callbackURL=%2F', `/api/auth/reset-password/${REDACTED}?callbackURL=%2F`],
    ['/api/auth/verify-email?token=a.b.c', `/api/auth/verify-email?token=${REDACTED}`],
    ['/x?api_key=1&Secret=2&code=3&q=4', `/x?api_key=${REDACTED}&Secret=${REDACTED}&code=${REDACTED}&q=4`],
  ])('%s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});
