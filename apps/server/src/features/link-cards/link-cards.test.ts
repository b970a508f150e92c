import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { KIDS_LOCK_AGE, SHARE_SUMMARY_LENGTH } from '@curio/core/limits';
import type { SignUpForm } from '../../../test/test-app';
import { describeEachEngine, signUp as signUpAt, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import type { App } from '../../app';
import { profiles } from '../../db/tables';
import { escapeHtml, withPageMeta } from './page-meta';
import { publish } from '../../../test/factories';

const PUBLIC_URL = 'https://curio.example.com';

/** With PUBLIC_URL set, better-auth trusts only that origin. */
const signUp = (app: App, overrides: Partial<SignUpForm> = {}) => signUpAt(app, overrides, { headers: { origin: PUBLIC_URL } });

const slugOf = async (app: App, cookie: string, id: string) =>
  ((await send(app, 'POST', `/api/usecases/${id}/share`, { cookie, payload: {} })).json().shareUrl as string).slice(`${PUBLIC_URL}/s/`.length);

/** The content of a meta tag, as a link previewer reads it. */
const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`))?.[1];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches an image as a previewer does: no session, the absolute URL's path. */
async function fetchImage(app: App, url: string) {
  expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  return app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) });
}

const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Curio — learn by category." />
    <title>Curio</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);

describeEachEngine('link previews of a shared use case (/s/{slug})', (engine) => {
  const testApp = useTestApp({ engine, env: { PUBLIC_URL }, webDist });

  test('the page carries title, description and a large 1200×630 PNG card; the card is kept after the first request', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app, { first_name: 'Wangari', last_name: 'Maathai' });
    const title = 'Solar "microgrids" <script>alert(1)</script> & $& more';
    const content = `Villages share <b>batteries</b>.\nThey run clinics at night and keep the school lit ${'long '.repeat(40)}end.`;
    const { id } = await publish(app, cookie, { title, content });
    const slug = await slugOf(app, cookie, id);

    const res = await app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const escapedTitle = 'Solar &quot;microgrids&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; more';
    expect(html).toContain(`<title>${escapedTitle} · Curio</title>`);
    expect(metaOf(html, 'og:title')).toBe(escapedTitle);
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/s/${slug}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('learn by category');
    expect(html).toContain('<div id="root"></div>');

    // the description ends on a whole word, with an ellipsis
    const description = metaOf(html, 'og:description')!;
    expect(metaOf(html, 'description')).toBe(description);
    expect(description).toMatch(/^Villages share &lt;b&gt;batteries&lt;\/b&gt;\. They run clinics .* long…$/);
    expect(Array.from(description.replaceAll('&lt;', '<').replaceAll('&gt;', '>')).length).toBeLessThanOrEqual(SHARE_SUMMARY_LENGTH);

    const imageUrl = metaOf(html, 'og:image')!;
    expect(imageUrl).toBe(`${PUBLIC_URL}/s/${slug}/card.png`);
    expect(metaOf(html, 'twitter:image')).toBe(imageUrl);
    expect(metaOf(html, 'og:image:type')).toBe('image/png');
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaOf(html, 'og:image:alt')).toBe(`${escapedTitle}, by Wangari Maathai`);

    const first = await fetchImage(app, imageUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toContain('max-age');
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const started = performance.now();
    const again = await fetchImage(app, imageUrl);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // kept: no drawing the second time
    expect(performance.now() - started).toBeLessThan(200);
  });

  test('an unknown slug gets the app unchanged with 404, and no card', async () => {
    const { app } = testApp();
    const res = await app.inject({ method: 'GET', url: '/s/no-such-link' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
    const card = await app.inject({ method: 'GET', url: '/s/no-such-link/card.png' });
    expect(card.statusCode).toBe(404);
    expect(card.json().error).toBe('not_found');
  });

  test('a signed-in Kids Lock learner gets the bare app and no card', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const kid = await signUp(app, { age: KIDS_LOCK_AGE - 1 });
    const slug = await slugOf(app, cookie, (await publish(app, cookie)).id);
    const res = await app.inject({ method: 'GET', url: `/s/${slug}`, headers: { cookie: kid.cookie } });
    expect(res.body).toBe(INDEX_HTML);
    expect((await app.inject({ method: 'GET', url: `/s/${slug}/card.png`, headers: { cookie: kid.cookie } })).statusCode).toBe(403);
  });
});

describeEachEngine('link previews of a person page (/people/{username})', (engine) => {
  const testApp = useTestApp({ engine, env: { PUBLIC_URL }, webDist });

  test('the page carries the name, bio and a large 1200×630 PNG card', async () => {
    const { app, db } = testApp();
    const ada = await signUp(app, { first_name: 'Ada', last_name: 'Byron' });
    await db.update(profiles).set({ bio: 'Poetical science, engines and looms.' }).where(eq(profiles.id, ada.user.id));

    const html = (await app.inject({ method: 'GET', url: '/people/ada_byron' })).body;
    expect(metaOf(html, 'og:title')).toBe('Ada Byron (@ada_byron)');
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'og:description')).toBe('Poetical science, engines and looms.');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const card = await fetchImage(app, metaOf(html, 'og:image')!);
    expect(card.headers['content-type']).toBe('image/png');
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  test('a Kids Lock account or an unknown username has no preview and no card', async () => {
    const { app } = testApp();
    await signUp(app, { first_name: 'Tilly', last_name: 'Small', age: KIDS_LOCK_AGE - 1 });
    for (const name of ['tilly_small', 'no_such_person']) {
      const res = await app.inject({ method: 'GET', url: `/people/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(INDEX_HTML);
      expect((await app.inject({ method: 'GET', url: `/people/${name}/card.png` })).statusCode).toBe(404);
    }
  });
});

describe('page meta', () => {
  test('every special character is escaped and replacement patterns stay text', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const html = withPageMeta(INDEX_HTML, { type: 'article', title: "$' $` $1", description: 'd', url: 'https://x/s/1', siteName: 'Curio' });
    expect(html).toContain('<title>$&#39; $` $1 · Curio</title>');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
  });

  test('without a built web app, /s/{slug} and /people/{username} are plain 404s', async () => {
    const { buildTestApp } = await import('../../../test/test-app');
    const { app, close } = await buildTestApp();
    try {
      for (const url of ['/s/anything', '/people/anyone']) expect((await app.inject({ method: 'GET', url })).json().error).toBe('not_found');
    } finally {
      await close();
    }
  });
});
