import { expect, test } from 'vitest';
import { SHARE_SUMMARY_LENGTH } from '@curio/core/limits';
import { USECASE_MSG, USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import type { SignUpForm } from '../../../test/test-app';
import { countRows, describeEachEngine, signUp as signUpAt, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import type { App } from '../../app';
import { usecaseShares } from '../../db/tables';
import { publish } from '../../../test/factories';

const PUBLIC_URL = 'https://curio.example.com';

/** With PUBLIC_URL set, better-auth trusts only that origin. */
const signUp = (app: App, overrides: Partial<SignUpForm> = {}) => signUpAt(app, overrides, { headers: { origin: PUBLIC_URL } });

const share = (app: App, id: string, cookie?: string) => send(app, 'POST', `/api/usecases/${id}/share`, { cookie, payload: {} });
const slugOf = (shareUrl: string) => shareUrl.slice(`${PUBLIC_URL}/s/`.length);

describeEachEngine('use case share links', (engine) => {
  const testApp = useTestApp({ engine, env: { PUBLIC_URL } });

  test('the first share makes an unguessable link; every later share, by anyone, reuses it', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const reader = await signUp(app);
    const { id } = await publish(app, author.cookie);

    const first = await share(app, id, author.cookie);
    expect(first.statusCode).toBe(200);
    const { shareUrl } = first.json();
    expect(shareUrl).toMatch(new RegExp(`^${PUBLIC_URL}/s/[A-Za-z0-9_-]{22}$`));
    expect((await share(app, id, author.cookie)).json()).toEqual({ shareUrl });
    expect((await share(app, id, reader.cookie)).json()).toEqual({ shareUrl });
    expect((await share(app, id)).json()).toEqual({ shareUrl });
    expect(await countRows(db, usecaseShares)).toBe(1);

    const other = await publish(app, author.cookie);
    expect((await share(app, other.id, author.cookie)).json().shareUrl).not.toBe(shareUrl);
  });

  test('concurrent first shares agree on one link', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);

    const responses = await Promise.all(Array.from({ length: 12 }, () => share(app, id, cookie)));
    expect(new Set(responses.map((r) => r.json().shareUrl)).size).toBe(1);
    expect(await countRows(db, usecaseShares)).toBe(1);
  });

  test('a private use case is shared only by its author; a share without a body works', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const other = await signUp(app);
    const { id } = await publish(app, author.cookie, { is_public: false });

    const refused = await share(app, id, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not_found', message: USECASE_MSG.notFound });
    expect((await share(app, id)).statusCode).toBe(404);
    expect(await countRows(db, usecaseShares)).toBe(0);

    const own = await app.inject({ method: 'POST', url: `/api/usecases/${id}/share`, headers: { cookie: author.cookie } });
    expect(own.statusCode).toBe(200);
    expect((await share(app, crypto.randomUUID(), author.cookie)).statusCode).toBe(404);
    expect((await share(app, 'nope', author.cookie)).statusCode).toBe(400);
  });

  test('anyone opens a shared use case without signing in: title, summary, content and tags', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const content = `<b>Bold</b> claim. ${'More words. '.repeat(30)}`.trim();
    const { id } = await publish(app, cookie, { title: '<script>alert(1)</script>', content, tags: '#a b' });
    const { shareUrl } = (await share(app, id, cookie)).json();

    const res = await app.inject({ method: 'GET', url: `/share/api/usecase/${slugOf(shareUrl)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      usecase: { title: '<script>alert(1)</script>', summary: content.slice(0, SHARE_SUMMARY_LENGTH), content, tags: ['a', 'b'] },
    });
  });

  test('an unknown slug, or a deleted use case, is Not found', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);
    const slug = slugOf((await share(app, id, cookie)).json().shareUrl);
    await send(app, 'DELETE', `/api/usecases/${id}`, { cookie });

    for (const unknown of [slug, 'AAAAAAAAAAAAAAAAAAAAAA', "x'or'1'='1"]) {
      const res = await app.inject({ method: 'GET', url: `/share/api/usecase/${encodeURIComponent(unknown)}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: USECASE_SHARE_MSG.notFound });
    }
    expect((await app.inject({ method: 'GET', url: `/share/api/usecase/${'a'.repeat(100)}` })).statusCode).toBe(404);
    // Fastify refuses a longer path parameter before any lookup
    expect((await app.inject({ method: 'GET', url: `/share/api/usecase/${'a'.repeat(101)}` })).statusCode).toBe(414);
  });

});
