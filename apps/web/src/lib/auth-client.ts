import { ApiError } from './api-client';
import type { AuthClient } from './better-auth-client';

interface AuthErrorBody {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
}

type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorBody };

/**
 * Calls better-auth through its client, loaded on first use so the pages that never sign anyone
 * in or out do not download it. The client answers `{ data, error }` instead of throwing; our
 * server rewrites its error bodies to `{ error, message }`, so the message is the one to show.
 */
export async function authCall<T>(call: (client: AuthClient) => Promise<AuthResult<T>>): Promise<T> {
  const { authClient } = await import('./better-auth-client');
  const result = await call(authClient);
  if (result.error) {
    const { status, message, code } = result.error;
    const serverCode = (result.error as { error?: unknown }).error;
    throw new ApiError(status, typeof serverCode === 'string' ? serverCode : (code ?? 'auth_error'), message ?? '');
  }
  return result.data;
}
