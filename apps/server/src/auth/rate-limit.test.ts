import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { AUTH_FAILURE_WINDOW_MINUTES, AUTH_FAILURES_BEFORE_WAIT, AUTH_FIRST_WAIT_SECONDS, AUTH_IP_LIMIT_PER_MINUTE } from '@curio/core/limits';
import {
  authed,
  describeEachEngine,
  isSignedIn,
  postAuth,
  signIn,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  trySignIn,
  uniqueEmail,
  useTestApp,
} from '../../test/test-app';
import type { Db } from '../db/client';
import { loginFailures, mailOutbox } from '../db/tables';
import { waitAfterFailures } from './account.service';

const rateLimited = { error: 'rate_limited', message: ACCOUNT_MSG.tooManyAttempts };
const mustWait = (seconds: number) => ({ error: 'rate_limited', message: ACCOUNT_MSG.signInWait(seconds) });

/** A distinct client address per attempt. */
const addressOf = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('per-address limit on credential routes', () => {
  const testApp = useTestApp();

  test(`the attempt after ${AUTH_IP_LIMIT_PER_MINUTE} sign-ins from one address within a minute is refused`, async () => {
    const { app } = testApp();
    const ip = '203.0.113.7';
    for (let i = 0; i < AUTH_IP_LIMIT_PER_MINUTE; i++) {
      const res = await trySignIn(app, uniqueEmail('guess'), 'some-Guess-123', { ip });
      expect(res.statusCode).toBe(401);
    }

    const next = await trySignIn(app, uniqueEmail('guess'), 'some-Guess-123', { ip });
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(rateLimited);

    // another classroom is not affected, and reading the session is not a credential route
    expect((await trySignIn(app, uniqueEmail('other'), 'some-Guess-123', { ip: '198.51.100.1' })).statusCode).toBe(401);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: ip });
    expect(session.statusCode).toBe(200);
  });

  test('every other auth path shares that budget, paths the app never calls too', async () => {
    const { app } = testApp();
    const ip = '203.0.113.9';
    const { cookie } = await signUp(app, {}, { ip: '198.51.100.2' });
    for (let i = 0; i < AUTH_IP_LIMIT_PER_MINUTE; i++) {
      const res = await postAuth(app, '/change-email', { newEmail: uniqueEmail('new') }, { cookie, ip });
      expect(res.statusCode).toBe(404);
    }
    expect((await postAuth(app, '/change-email', { newEmail: uniqueEmail('new') }, { cookie, ip })).statusCode).toBe(429);
    expect((await postAuth(app, '/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'curio-test-Next-1' }, { cookie, ip })).statusCode).toBe(429);
    expect((await postAuth(app, '/request-password-reset', { email: uniqueEmail(), redirectTo: '/reset-password' }, { ip })).statusCode).toBe(429);
    // signing out and reading the session stay open
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-session', remoteAddress: ip, headers: { cookie } })).statusCode).toBe(200);
    expect((await postAuth(app, '/sign-out', {}, { cookie, ip })).statusCode).toBe(200);
  });

  test('sign-ups from one address share the same budget', async () => {
    const { app } = testApp();
    const ip = '203.0.113.8';
    for (let i = 0; i < AUTH_IP_LIMIT_PER_MINUTE; i++) {
      await trySignIn(app, uniqueEmail('guess'), 'some-Guess-123', { ip });
    }
    await expect(signUp(app, {}, { ip })).rejects.toThrow(/sign-up failed: 429/);
  });

  test('spelling the path with dot segments does not get around the limit', async () => {
    const { app } = testApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    // a raw request: fetch and inject would tidy the path before sending it
    const rawSignIn = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: uniqueEmail('guess'), password: 'some-Guess-123' });
        const req = http.request(
          { host: '127.0.0.1', port, path, method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    for (let i = 0; i < AUTH_IP_LIMIT_PER_MINUTE; i++) {
      expect(await rawSignIn('/api/auth/sign-in/email')).toBe(401);
    }
    expect(await rawSignIn('/api/auth/x/../sign-in/email')).toBe(429);
    expect(await rawSignIn('/api/auth/./sign-in/email')).toBe(429);
    expect(await rawSignIn('/api/auth/%2e/sign-in/email')).toBe(429);
  });
});

describe('a larger per-address allowance (AUTH_PER_MINUTE)', () => {
  const allowance = AUTH_IP_LIMIT_PER_MINUTE + 5;
  const testApp = useTestApp({ env: { AUTH_PER_MINUTE: String(allowance) } });

  test(`a school behind one address gets ${allowance} attempts a minute, and no more`, async () => {
    const { app } = testApp();
    const ip = '203.0.113.21';
    for (let i = 0; i < allowance; i++) {
      expect((await trySignIn(app, uniqueEmail('pupil'), 'some-Guess-123', { ip })).statusCode).toBe(401);
    }
    expect((await trySignIn(app, uniqueEmail('pupil'), 'some-Guess-123', { ip })).statusCode).toBe(429);
  });
});

describe('the wait after failed sign-ins', () => {
  test(`none for ${AUTH_FAILURES_BEFORE_WAIT - 1} failures, then ${AUTH_FIRST_WAIT_SECONDS} s, doubled by each further one, at most the window`, () => {
    expect(waitAfterFailures(0)).toBe(0);
    expect(waitAfterFailures(AUTH_FAILURES_BEFORE_WAIT - 1)).toBe(0);
    expect(waitAfterFailures(AUTH_FAILURES_BEFORE_WAIT)).toBe(AUTH_FIRST_WAIT_SECONDS);
    expect(waitAfterFailures(AUTH_FAILURES_BEFORE_WAIT + 1)).toBe(2 * AUTH_FIRST_WAIT_SECONDS);
    expect(waitAfterFailures(AUTH_FAILURES_BEFORE_WAIT + 3)).toBe(8 * AUTH_FIRST_WAIT_SECONDS);
    expect(waitAfterFailures(AUTH_FAILURES_BEFORE_WAIT + 60)).toBe(AUTH_FAILURE_WINDOW_MINUTES * 60);
  });
});

/** Moves this account's failures back in time, as if that many seconds had passed. */
const age = (db: Db, email: string, seconds: number) =>
  db
    .update(loginFailures)
    .set({ created_at: sql`${loginFailures.created_at} - make_interval(secs => ${seconds})` })
    .where(eq(loginFailures.email, email));

describeEachEngine('failed sign-ins count per address and account together', (engine) => {
  const testApp = useTestApp({ engine });
  const attacker = '203.0.113.66';
  const owner = '198.51.100.10';

  const failTimes = async (email: string, times: number, ip: (i: number) => string) => {
    for (let i = 0; i < times; i++) {
      const res = await trySignIn(testApp().app, email, `wrong-Password-${i}`, { ip: ip(i) });
      expect(res.statusCode).toBe(401);
    }
  };

  test(`after ${AUTH_FAILURES_BEFORE_WAIT} failures that address waits before its next try, even with the right password`, async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => attacker);

    const right = await trySignIn(app, email, TEST_PASSWORD, { ip: attacker });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe(String(AUTH_FIRST_WAIT_SECONDS));
    expect(right.json()).toEqual(mustWait(AUTH_FIRST_WAIT_SECONDS));
  });

  test('failures from anywhere never keep the owner out of their account', async () => {
    const { app } = testApp();
    const { email, cookie } = await signUp(app);
    // one address past its free tries, and twenty more each within theirs
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => attacker);
    await failTimes(email, 20 * (AUTH_FAILURES_BEFORE_WAIT - 1), (i) => addressOf(i % 20));

    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: owner })).statusCode).toBe(200);
    // and a session from before goes on
    expect(await isSignedIn(app, cookie)).toBe(true);
  });

  test('once the wait is over the address may try again, and each further failure doubles it', async () => {
    const { app, db } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => attacker);
    expect((await trySignIn(app, email, 'wrong-Password-x', { ip: attacker })).statusCode).toBe(429);

    await age(db, email, AUTH_FIRST_WAIT_SECONDS);
    expect((await trySignIn(app, email, 'wrong-Password-y', { ip: attacker })).statusCode).toBe(401);
    const next = await trySignIn(app, email, TEST_PASSWORD, { ip: attacker });
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe(String(2 * AUTH_FIRST_WAIT_SECONDS));

    await age(db, email, 2 * AUTH_FIRST_WAIT_SECONDS);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: attacker })).statusCode).toBe(200);
  });

  test(`failures older than ${AUTH_FAILURE_WINDOW_MINUTES} minutes are forgotten`, async () => {
    const { app, db } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => attacker);
    await age(db, email, AUTH_FAILURE_WINDOW_MINUTES * 60 + 1);

    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: attacker })).statusCode).toBe(200);
  });

  test("a sign-in clears its own address's failures, not another's", async () => {
    const { app, db } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT - 1, () => owner);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => attacker);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: owner })).statusCode).toBe(200);

    const left = await db.select({ address: loginFailures.address }).from(loginFailures).where(eq(loginFailures.email, email));
    expect(left.map((row) => row.address)).toEqual(Array(AUTH_FAILURES_BEFORE_WAIT).fill(attacker));
    // the owner's count started again: as many failures as before, and in
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT - 1, () => owner);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: owner })).statusCode).toBe(200);
  });

  test('a learner who forgot the password resets it and signs in at once, from the address that waited', async () => {
    const { app, db } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => attacker);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, () => owner);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: owner })).statusCode).toBe(429);

    expect((await postAuth(app, '/request-password-reset', { email, redirectTo: '/reset-password' }, { ip: owner })).statusCode).toBe(200);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Reset your Curio password'));
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).pathname.split('/').pop();
    const newPassword = 'curio-test-Remembered-9';
    expect((await postAuth(app, '/reset-password', { token, newPassword }, { ip: owner })).statusCode).toBe(200);

    const session = await signIn(app, email, newPassword, { ip: owner });
    expect((await authed(app, session.cookie).get('/api/me')).json().user.email).toBe(email);
    // the new password proved the mailbox: no address waits on the account any longer
    expect(await db.select().from(loginFailures).where(eq(loginFailures.email, email))).toEqual([]);
  });

  test('the email counts in any spelling', async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    for (let i = 0; i < AUTH_FAILURES_BEFORE_WAIT; i++) {
      const spelling = i % 2 ? ` ${email.toUpperCase()} ` : email;
      expect((await trySignIn(app, spelling, 'wrong-Password-1', { ip: attacker })).statusCode).toBe(401);
    }
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: attacker })).statusCode).toBe(429);
  });

  test('the addresses of one IPv6 /64 count as one, as an IPv4-mapped address counts as its IPv4', async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_FAILURES_BEFORE_WAIT, (i) => `2001:db8:1:2::${i + 1}`);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: '2001:db8:1:2:ffff::9' })).statusCode).toBe(429);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: '2001:db8:1:3::1' })).statusCode).toBe(200);

    const other = await signUp(app);
    await failTimes(other.email, AUTH_FAILURES_BEFORE_WAIT, () => '::ffff:192.0.2.7');
    expect((await trySignIn(app, other.email, TEST_PASSWORD, { ip: '192.0.2.7' })).statusCode).toBe(429);
  });

  test('unknown emails wait too, so a wait reveals nothing', async () => {
    const { app } = testApp();
    const nobody = uniqueEmail('nobody');
    await failTimes(nobody, AUTH_FAILURES_BEFORE_WAIT, () => attacker);
    const res = await trySignIn(app, nobody, TEST_PASSWORD, { ip: attacker });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(mustWait(AUTH_FIRST_WAIT_SECONDS));
  });
});
