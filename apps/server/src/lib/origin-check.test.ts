import { onTestFinished, test, expect } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { ERROR_CODE } from '@curio/core/errors';
import { usecases } from '../db/tables';
import { buildTestApp, countRows, describeEachEngine, postAuth, signUp, signUpForm, TEST_ORIGIN, useTestApp } from '../../test/test-app';

const newPost = { title: 'Forged', content: 'Posted by another site', tags: [] };

describeEachEngine('trusted origins without PUBLIC_URL', (engine) => {
  const testApp = useTestApp({ engine });

  test.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])('a page opened at %s may sign up and sign in', async (origin) => {
    const { app } = testApp();
    const form = signUpForm();
    const signedUp = await postAuth(app, '/sign-up/email', form, { headers: { origin } });
    expect(signedUp.statusCode).toBe(200);

    const signedIn = await postAuth(app, '/sign-in/email', { email: form.email, password: form.password }, { headers: { origin } });
    expect(signedIn.statusCode).toBe(200);
  });

  test('another port or the LAN address is refused with a message that says where to go', async () => {
    const { app } = testApp();
    for (const origin of ['http://localhost:3001', 'http://192.168.1.20:3000']) {
      const res = await postAuth(app, '/sign-up/email', signUpForm(), { headers: { origin } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: ERROR_CODE.untrustedOrigin, message: ACCOUNT_MSG.untrustedOrigin('Curio', 'http://localhost:3000') });
    }
  });
});

describeEachEngine('changes asked for by other sites', (engine) => {
  const testApp = useTestApp({ engine });

  const post = (cookie: string, headers: Record<string, string>) =>
    testApp().app.inject({ method: 'POST', url: '/api/usecases', headers: { cookie, ...headers }, payload: newPost });

  test('a post with the session cookie from another origin is refused and changes nothing', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);

    for (const origin of ['http://evil.example', 'https://notes.localhost:3000', 'null']) {
      const res = await post(cookie, { origin });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(ERROR_CODE.untrustedOrigin);
    }
    expect(await countRows(db, usecases)).toBe(0);
  });

  test('Sec-Fetch-Site cross-site or same-site without an Origin is refused', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);

    expect((await post(cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await post(cookie, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect(await countRows(db, usecases)).toBe(0);
  });

  test('our own pages, and scripts that send neither header, may change things', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);

    expect((await post(cookie, { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await post(cookie, {})).statusCode).toBe(201);
    expect(await countRows(db, usecases)).toBe(2);
  });

  test('reading is not refused: a link from another site still opens pages', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);

    const res = await app.inject({ method: 'GET', url: '/api/usecases', headers: { cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describeEachEngine('with PUBLIC_URL', (engine) => {
  test('only its origin is trusted, and the log says what to set for a refused one, once', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({
      engine,
      env: { PUBLIC_URL: 'https://curio.example.com/' },
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    onTestFinished(() => t.close());

    const ok = await postAuth(t.app, '/sign-up/email', signUpForm(), { headers: { origin: 'https://curio.example.com' } });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const refused = await postAuth(t.app, '/sign-up/email', signUpForm(), { headers: { origin: 'http://127.0.0.1:3000' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ACCOUNT_MSG.untrustedOrigin('Curio', 'https://curio.example.com'));
    }

    const warnings = lines.map((line) => JSON.parse(line) as { msg: string }).filter((entry) => entry.msg.startsWith('Refused a change'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('set PUBLIC_URL to it (for example PUBLIC_URL=http://127.0.0.1:3000)');
  });
});
