import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../src/seed/seed';
import { clientOf, cookieOf, firstAdminOf, freePort, ready, startServer, stopServer } from './server-process';
import { signUpForm, TEST_PASSWORD } from './test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'curio-restart-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

// three cold starts of a real server process: on a busy two-core machine each takes tens of seconds
test('the server stops cleanly and starts again on the same data, refusing a second server meanwhile', { timeout: 180_000 }, async () => {
  const port = await freePort();
  const client = clientOf(port);
  const first = startServer(dataDir, port);
  await ready(first);

  const health = await client.get('/api/health');
  expect(await health.json()).toEqual({ ok: true, db: 'pglite' });
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

  // first start: the admin's generated password is printed once and signs in
  const admin = firstAdminOf(first);
  expect(admin.email).toBe(DEMO_ADMIN_EMAIL);
  expect((await client.send('POST', '/api/auth/sign-in/email', admin)).status).toBe(200);

  const form = signUpForm({ first_name: 'Rosalind', last_name: 'Franklin' });
  const signUp = await client.send('POST', '/api/auth/sign-up/email', form);
  expect(signUp.status).toBe(200);
  const cookie = cookieOf(signUp);

  // a second server on the same data directory refuses to start
  const second = startServer(dataDir, await freePort());
  expect(await second.exited).not.toBe(0);
  expect(second.output()).toContain(`The data directory ${path.resolve(dataDir)} is in use by another server (pid ${first.child.pid})`);
  expect((await client.get('/api/health')).status).toBe(200);

  expect(await stopServer(first)).toBe(0);
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

  const again = startServer(dataDir, port);
  await ready(again);
  // the seed ran once: no new admin password on the second start
  expect(again.output()).toContain(`Admin sign-in: ${DEMO_ADMIN_EMAIL}  (lost the password?`);

  // the session from before the restart is still valid (sessions and the secret live in DATA_DIR)
  expect(await (await client.get('/api/me', cookie)).json()).toMatchObject({ user: { email: form.email } });
  const signIn = await client.send('POST', '/api/auth/sign-in/email', { email: form.email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  const profile = await client.get('/api/me', cookieOf(signIn));
  expect(profile.status).toBe(200);
  expect(await profile.json()).toMatchObject({ user: { email: form.email }, profile: { full_name: 'Rosalind Franklin' }, age: 30 });

  expect(await stopServer(again)).toBe(0);
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
});
