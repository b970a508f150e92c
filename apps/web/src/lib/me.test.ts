import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getMe } from './me';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ME = { user: { id: 'u1' }, profile: { id: 'u1' }, age: 30, is_admin: false };
const HOUR = 60 * 60_000;

/** Answers /api/me with `me`, the session check with a session, and records the paths asked for. */
function serve(me: Response) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      if (path === '/api/me') return me;
      if (path === '/api/auth/get-session') return json(200, { session: { id: 's1' }, user: ME.user });
      throw new Error(`unexpected request ${path}`);
    }),
  );
  return paths;
}

/** A local storage of the page's own. */
function storage() {
  const items = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
  });
}

beforeEach(() => {
  storage();
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('who is calling (decision 045)', () => {
  test('a guest: one request, answered null', async () => {
    const paths = serve(json(200, null));
    await expect(getMe()).resolves.toBeNull();
    expect(paths).toEqual(['/api/me']);
  });

  test('a signed-in learner: /api/me, and the session slid in the background at most every 12 hours', async () => {
    let paths = serve(json(200, ME));
    await expect(getMe()).resolves.toEqual(ME);
    expect(paths).toEqual(['/api/me', '/api/auth/get-session']);

    vi.setSystemTime(Date.now() + 11 * HOUR);
    paths = serve(json(200, ME));
    await getMe();
    expect(paths).toEqual(['/api/me']);

    vi.setSystemTime(Date.now() + 2 * HOUR);
    paths = serve(json(200, ME));
    await getMe();
    expect(paths).toEqual(['/api/me', '/api/auth/get-session']);
  });

  test('a session that outlived its account is a guest', async () => {
    serve(json(404, { error: 'not_found', message: 'User not found.' }));
    await expect(getMe()).resolves.toBeNull();
  });
});
