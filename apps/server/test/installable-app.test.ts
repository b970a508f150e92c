import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { useTestApp } from './test-app';

/*
 * The built app as the server hands it out: a browser must always ask again for the service
 * worker, the manifest and the page (a cached sw.js would pin an old app for a day), while the
 * hashed assets are kept for good.
 */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>');
// the welcome page drawn at build time (the web app's prerender-plugin.ts)
writeFileSync(path.join(webDist, 'welcome.html'), '<!doctype html><html><body><div id="root"><h1>Welcome to Curio</h1></div></body></html>');
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("install", () => {});');
writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Curio', display: 'standalone' }));
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'export {};');

const testApp = useTestApp({ webDist });

test('the service worker and the manifest are served fresh, with their types; hashed assets are immutable', async () => {
  const { app } = testApp();
  const sw = await app.inject({ url: '/sw.js' });
  expect(sw.statusCode).toBe(200);
  expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(sw.headers['cache-control']).toBe('no-cache');

  const manifest = await app.inject({ url: '/manifest.webmanifest' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['content-type']).toBe('application/manifest+json');
  expect(manifest.headers['cache-control']).toBe('no-cache');

  const asset = await app.inject({ url: '/assets/index-abc123.js' });
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('client routes get the page; an unknown API path stays a JSON 404 (the service worker never sends the page there)', async () => {
  const { app } = testApp();
  const page = await app.inject({ url: '/category/kids/quiz/start?course=A&topic=B' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.headers['cache-control']).toBe('no-cache');

  const api = await app.inject({ url: '/api/nothing-here' });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toMatchObject({ error: 'not_found' });
});

test('/ and /welcome get the welcome page drawn at build time; every other client route the empty page', async () => {
  const { app } = testApp();
  for (const url of ['/', '/welcome', '/?utm_source=newsletter', '/welcome?showLanding=1']) {
    const page = await app.inject({ url });
    expect(page.statusCode, url).toBe(200);
    expect(page.headers['cache-control'], url).toBe('no-cache');
    expect(page.body, url).toContain('<h1>Welcome to Curio</h1>');
  }
  for (const url of ['/courses', '/welcome/more', '/usecases', '/login?next=/']) {
    const page = await app.inject({ url });
    expect(page.statusCode, url).toBe(200);
    expect(page.body, url).not.toContain('Welcome to Curio');
    expect(page.body, url).toContain('manifest.webmanifest');
  }
});
