import { apiFetch, isApiError } from '../../lib/api-client';

/**
 * Asks better-auth for the session again, which renews it when it is due (its updateAge) and
 * reads it from the database rather than the cookie cache. True while a session remains.
 */
async function refreshSession(): Promise<boolean> {
  try {
    return Boolean(await apiFetch<unknown>('/api/auth/get-session?disableCookieCache=true'));
  } catch {
    return false;
  }
}

/**
 * A GET of the projects API (docs/routes.md#api): when a signed-in learner meets 401, the session is
 * refreshed and the request is made once more; a guest's 401, or a second one, is the answer.
 */
export async function projectsGet<T>(path: string, { signedIn, signal }: { signedIn: boolean; signal?: AbortSignal | undefined }): Promise<T> {
  const options = signal ? { signal } : {};
  try {
    return await apiFetch<T>(path, options);
  } catch (err) {
    if (!signedIn || !isApiError(err) || err.status !== 401 || !(await refreshSession())) throw err;
    return apiFetch<T>(path, options);
  }
}
