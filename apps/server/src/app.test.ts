import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import { apiError, tooLargeText } from '@curio/core/errors';
import { JSON_BODY_LIMIT_BYTES } from '@curio/core/limits';
import { authed, buildTestApp, countRows, postAuth, signUp, signUpForm, useTestApp } from '../test/test-app';
import { deletionRequests, feedback, users } from './db/tables';

/** Every error body is exactly { error, message }. */
const expectApiError = (body: unknown, error: string) => {
  expect(apiError.strict().parse(body)).toEqual({ error, message: expect.any(String) });
};

describe('security headers and request ids', () => {
  const testApp = useTestApp();

  test('API answers carry the content security policy and nosniff', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/health' });

    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // plain http: no HSTS, which would lock browsers out of a local install
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('error answers carry them too', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test("the caller's x-request-id is echoed when it is of our shape, and one is made up otherwise", async () => {
    const { app } = testApp();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const ours = randomUUID();
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': ours } });
    const made = await app.inject({ method: 'GET', url: '/api/health' });
    const madeAgain = await app.inject({ method: 'GET', url: '/api/health' });

    expect(given.headers['x-request-id']).toBe(ours);
    expect(made.headers['x-request-id']).toMatch(uuid);
    expect(madeAgain.headers['x-request-id']).not.toBe(made.headers['x-request-id']);

    for (const foreign of ['x'.repeat(3000), 'trace-abc-123', `${ours},${ours}`, `${ours}x`, '']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': foreign } });
      expect(res.headers['x-request-id']).toMatch(uuid);
      expect(res.headers['x-request-id']).not.toBe(ours);
    }
  });

  test('the log names our request id, never a long one a client sent', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    onTestFinished(() => t.close());
    const long = 'x'.repeat(3000);
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': long } });

    expect(lines.join('')).not.toContain(long);
    const ids = lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set([res.headers['x-request-id']]));
  });

  test('behind https the browser is told to stay on https', async () => {
    const t = await buildTestApp({ env: { PUBLIC_URL: 'https://curio.example.com' } });
    onTestFinished(() => t.close());
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

/** Every header the security middleware sets, exactly as a browser gets it on plain http. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
    "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const securityHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => name in SECURITY_HEADERS || name === 'strict-transport-security' || name === 'x-powered-by' || name.startsWith('cross-origin-'),
    ),
  );

describe('the same security headers on pages and API answers', () => {
  test('a page, an API answer and an API error carry exactly the same set', async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
    onTestFinished(() => rmSync(webDist, { recursive: true, force: true }));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Curio</title><div id="root"></div>');
    const t = await buildTestApp({ webDist });
    onTestFinished(() => t.close());

    const page = await t.app.inject({ method: 'GET', url: '/library' });
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    const apiError = await t.app.inject({ method: 'GET', url: '/api/nope' });

    expect(page.headers['content-type']).toContain('text/html');
    expect(securityHeadersOf(page.headers)).toEqual(SECURITY_HEADERS);
    expect(securityHeadersOf(api.headers)).toEqual(SECURITY_HEADERS);
    expect(securityHeadersOf(apiError.headers)).toEqual(SECURITY_HEADERS);
  });
});

describe('API documentation', () => {
  const testApp = useTestApp();

  test('the OpenAPI document lists the account, feedback and health routes', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/me/tour', '/api/health', '/api/feedback', '/api/deletion-requests']));
    expect(Object.keys(doc.paths['/api/me'])).toEqual(expect.arrayContaining(['get', 'patch']));
    // the auth catch-all is better-auth's own, not ours to document
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/auth'))).toBe(false);
  });
});

describe('bad input is refused with { error, message } and writes nothing', () => {
  const testApp = useTestApp();

  test('an unknown API route is a JSON 404', async () => {
    const { app } = testApp();
    const get = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });

    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ error: 'not_found', message: 'No route for GET /api/nope' });
    expect(post.statusCode).toBe(404);
    expectApiError(post.json(), 'not_found');
  });

  test('a body over the size limit is 413', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const huge = 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1);

    const fb = await app.inject({ method: 'POST', url: '/api/feedback', payload: { message: huge } });
    const del = await authed(app, cookie).post('/api/deletion-requests', { reason: huge });
    const signup = await postAuth(app, '/sign-up/email', signUpForm({ first_name: huge }));

    for (const res of [fb, del, signup]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'payload_too_large', message: tooLargeText(JSON_BODY_LIMIT_BYTES) });
    }
    expect(await countRows(db, feedback)).toBe(0);
    expect(await countRows(db, deletionRequests)).toBe(0);
    expect(await countRows(db, users)).toBe(1);
  });

  test('malformed JSON is 400', async () => {
    const { app, db } = testApp();
    const json = { 'content-type': 'application/json' };

    const fb = await app.inject({ method: 'POST', url: '/api/feedback', headers: json, payload: '{"message": "hi"' });
    const signup = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { ...json, origin: 'http://localhost:3000' }, payload: '{first_name:' });
    const empty = await app.inject({ method: 'POST', url: '/api/feedback', headers: json, payload: '' });

    for (const res of [fb, signup, empty]) {
      expect(res.statusCode).toBe(400);
      expectApiError(res.json(), 'validation_error');
    }
    expect(await countRows(db, feedback)).toBe(0);
    expect(await countRows(db, users)).toBe(0);
  });

  test('a body of the wrong shape is 400', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const shapes = [
      await app.inject({ method: 'POST', url: '/api/feedback', payload: ['a', 'list'] }),
      await app.inject({ method: 'POST', url: '/api/feedback', headers: { 'content-type': 'application/json' }, payload: '"just text"' }),
      await app.inject({ method: 'POST', url: '/api/feedback', payload: { message: { nested: true } } }),
      await authed(app, cookie).post('/api/deletion-requests', { reason: ['a'] }),
      await authed(app, cookie).patch('/api/me', { full_name: null }),
    ];

    for (const res of shapes) {
      expect(res.statusCode).toBe(400);
      expectApiError(res.json(), 'validation_error');
    }
    expect(await countRows(db, feedback)).toBe(0);
    expect(await countRows(db, deletionRequests)).toBe(0);
  });

  test('a form post where JSON is expected is 415', async () => {
    const { app, db } = testApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=hello',
    });

    expect(res.statusCode).toBe(415);
    expectApiError(res.json(), 'unsupported_media_type');
    expect(await countRows(db, feedback)).toBe(0);
  });

  test('sign-up fields of the wrong type are 400', async () => {
    const { app, db } = testApp();
    const res = await postAuth(app, '/sign-up/email', signUpForm({ email: 42, first_name: ['Ada'] }));

    expect(res.statusCode).toBe(400);
    expectApiError(res.json(), 'validation_error');
    expect(await countRows(db, users)).toBe(0);
  });
});
