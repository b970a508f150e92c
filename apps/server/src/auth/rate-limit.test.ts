import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { AUTH_EMAIL_FAILURE_LIMIT, AUTH_IP_LIMIT_PER_MINUTE } from '@curio/core/limits';
import { describeEachEngine, isSignedIn, signUp, TEST_ORIGIN, TEST_PASSWORD, trySignIn, uniqueEmail, useTestApp } from '../../test/test-app';

const rateLimited = { error: 'rate_limited', message: ACCOUNT_MSG.tooManyAttempts };

/** A distinct client address per attempt, so only the per-account rule can apply. */
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

describeEachEngine('per-account limit on failed sign-ins', (engine) => {
  const testApp = useTestApp({ engine });

  const failTimes = async (email: string, times: number, from = 0) => {
    for (let i = from; i < from + times; i++) {
      const res = await trySignIn(testApp().app, email, `wrong-Password-${i}`, { ip: addressOf(i) });
      expect(res.statusCode).toBe(401);
    }
  };

  test(`after ${AUTH_EMAIL_FAILURE_LIMIT} failures from many addresses even the right password is refused`, async () => {
    const { app } = testApp();
    const { email, cookie } = await signUp(app);
    await failTimes(email, AUTH_EMAIL_FAILURE_LIMIT);

    const right = await trySignIn(app, email, TEST_PASSWORD, { ip: '192.0.2.200' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(rateLimited);
    // a session from before the attack keeps working
    expect(await isSignedIn(app, cookie)).toBe(true);
  });

  test('the email counts in any spelling', async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    for (let i = 0; i < AUTH_EMAIL_FAILURE_LIMIT; i++) {
      const spelling = i % 2 ? ` ${email.toUpperCase()} ` : email;
      expect((await trySignIn(app, spelling, 'wrong-Password-1', { ip: addressOf(i) })).statusCode).toBe(401);
    }
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: '192.0.2.201' })).statusCode).toBe(429);
  });

  test("one account's failures do not lock another", async () => {
    const { app } = testApp();
    const victim = await signUp(app);
    const neighbour = await signUp(app);
    await failTimes(victim.email, AUTH_EMAIL_FAILURE_LIMIT);

    expect((await trySignIn(app, neighbour.email, TEST_PASSWORD, { ip: addressOf(0) })).statusCode).toBe(200);
  });

  test('a successful sign-in starts the count again', async () => {
    const { app } = testApp();
    const { email } = await signUp(app);
    await failTimes(email, AUTH_EMAIL_FAILURE_LIMIT - 1);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: '192.0.2.202' })).statusCode).toBe(200);

    await failTimes(email, AUTH_EMAIL_FAILURE_LIMIT - 1, AUTH_EMAIL_FAILURE_LIMIT);
    expect((await trySignIn(app, email, TEST_PASSWORD, { ip: '192.0.2.203' })).statusCode).toBe(200);
  });

  test('unknown emails are counted too, so a lockout reveals nothing', async () => {
    const { app } = testApp();
    const nobody = uniqueEmail('nobody');
    await failTimes(nobody, AUTH_EMAIL_FAILURE_LIMIT);
    const res = await trySignIn(app, nobody, TEST_PASSWORD, { ip: '192.0.2.204' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(rateLimited);
  });
});
