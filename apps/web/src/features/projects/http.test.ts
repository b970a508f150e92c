import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { projectsGet } from './http';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json(401, { error: 'unauthorized', message: 'Please log in.' });
const SESSION = { session: { id: 's1' }, user: { id: 'u1' } };

/** Answers each request with the next response and records the paths asked for. */
function serve(...responses: Response[]) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      const next = responses.shift();
      if (!next) throw new Error(`unexpected request ${path}`);
      return next;
    }),
  );
  return paths;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a projects GET after a 401 (docs/routes.md#api)', () => {
  test('a signed-in learner: the session is refreshed and the request asked once more', async () => {
    const paths = serve(unauthorized(), json(200, SESSION), json(200, { items: ['mine'], count: 1 }));
    await expect(projectsGet('/api/projects/presets?scope=private', { signedIn: true })).resolves.toEqual({ items: ['mine'], count: 1 });
    expect(paths).toEqual(['/api/projects/presets?scope=private', '/api/auth/get-session?disableCookieCache=true', '/api/projects/presets?scope=private']);
  });

  test('only once: a second 401 is the answer', async () => {
    const paths = serve(unauthorized(), json(200, SESSION), unauthorized());
    await expect(projectsGet('/api/projects/templates', { signedIn: true })).rejects.toMatchObject({ status: 401, message: 'Please log in.' });
    expect(paths).toHaveLength(3);
  });

  test('no retry when the refresh finds the session gone', async () => {
    const paths = serve(unauthorized(), json(200, null));
    await expect(projectsGet('/api/projects/templates', { signedIn: true })).rejects.toBeInstanceOf(ApiError);
    expect(paths).toEqual(['/api/projects/templates', '/api/auth/get-session?disableCookieCache=true']);
  });

  test('a guest is not retried', async () => {
    const paths = serve(unauthorized());
    await expect(projectsGet('/api/projects/presets?scope=private', { signedIn: false })).rejects.toMatchObject({ status: 401 });
    expect(paths).toEqual(['/api/projects/presets?scope=private']);
  });

  test('other failures are not retried', async () => {
    const paths = serve(json(404, { error: 'not_found', message: 'Template not found.' }));
    await expect(projectsGet('/api/projects/templates/nope/formats', { signedIn: true })).rejects.toMatchObject({ status: 404, message: 'Template not found.' });
    expect(paths).toHaveLength(1);
  });
});
