import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { authed, signUp, useTestApp } from '../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './app';
import { connectEventStream, eventFor, type OpenedStream } from '../test/sse-test-client';

/*
 * Bytes on the wire: the built web app goes out as the .br/.gz copies the build wrote beside each
 * file, API replies above the threshold are compressed on the fly, and only when the client asks.
 */

// a built web app as `npm run build` writes it: each text file with its .br and .gz beside it. Each
// copy ends with a comment naming it, so a test sees that the build's copy went out (not one
// compressed on the fly).
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Curio</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(200)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;
const copyOf = (text: string, encoding: 'br' | 'gzip') => `${text}\n${text.startsWith('<') ? `<!-- ${encoding} -->` : `/* ${encoding} */`}`;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
mkdirSync(path.join(webDist, 'assets'));
for (const [file, text] of [
  ['index.html', INDEX_HTML],
  ['assets/app-Hash123.js', SCRIPT],
] as const) {
  const full = path.join(webDist, file);
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(copyOf(text, 'br')));
  writeFileSync(`${full}.gz`, gzipSync(copyOf(text, 'gzip')));
}

const decoded = (res: LightMyRequestResponse) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
};

describe('the built web app, pre-compressed', () => {
  const testApp = useTestApp({ webDist });

  test.each(['br', 'gzip'] as const)('a script asked for with %s comes as the build compressed it, cached for good', async (encoding) => {
    const res = await testApp().app.inject({ method: 'GET', url: '/assets/app-Hash123.js', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(decoded(res)).toBe(copyOf(SCRIPT, encoding));
  });

  test('a browser that accepts both gets brotli', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/assets/app-Hash123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
  });

  test('a client that does not ask gets the file as it is', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/assets/app-Hash123.js', headers: { 'accept-encoding': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  test('the SPA fallback sends index.html compressed too, never cached', async () => {
    for (const url of ['/', '/category/business/quiz/start']) {
      const res = await testApp().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toBe(copyOf(INDEX_HTML, 'br'));
    }
    const plain = await testApp().app.inject({ method: 'GET', url: '/welcome', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
  });
});

describe('API replies', () => {
  const testApp = useTestApp();

  /** A reply well above the threshold: the OpenAPI document of every route. */
  const LARGE = '/api/docs/json';

  test.each(['br', 'gzip'])('a reply above the threshold is compressed with %s when asked', async (encoding) => {
    const { app } = testApp();
    const plain = await app.inject({ method: 'GET', url: LARGE });
    const res = await app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  test('a signed-in reply (the feed) is compressed and still reads the same', async () => {
    const { app } = testApp();
    const learner = await signUp(app);
    for (let i = 0; i < 6; i++) {
      const res = await authed(app, learner.cookie).post('/api/usecases', { title: `Heat pumps for school ${i}`, content: 'The school heats with the air outside. '.repeat(5) });
      expect(res.statusCode).toBe(201);
    }
    const plain = await app.inject({ method: 'GET', url: '/api/usecases', headers: { cookie: learner.cookie } });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await app.inject({ method: 'GET', url: '/api/usecases', headers: { cookie: learner.cookie, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  test('a client that does not ask gets no compression', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: LARGE, headers: { 'accept-encoding': '' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(res.body)).not.toThrow();
  });

  test('a reply under the threshold goes out as it is', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ ok: true });
  });
});

describe('live updates with compression asked for', () => {
  const testApp = useTestApp();
  const opened: OpenedStream[] = [];
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });

  test('the event stream is not compressed, so each event arrives as it happens', async () => {
    const { app } = testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const learner = await signUp(app);
    const stream = await connectEventStream(baseUrl, { cookie: learner.cookie, 'accept-encoding': 'gzip, deflate, br' });
    opened.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const res = await authed(app, learner.cookie).post('/api/usecases', { title: 'Heat pumps for a school', content: 'The school heats with the air outside.' });
    const { id } = res.json() as { id: string };
    // the stream stays open: the event must arrive without the response ending
    expect(JSON.parse((await stream.waitFor(eventFor('insert', id))).data)).toMatchObject({ id, title: 'Heat pumps for a school' });
  });
});
