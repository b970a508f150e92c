import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@curio/core/account';
import { apiFetch, isApiError } from '../../../lib/api-client';

export const meQueryKey = ['account', 'me'] as const;

/**
 * The signed-in user with profile, age and admin flag; null for a guest. better-auth's session
 * check answers a guest with 200 and null, so guests never see a failed /api/me in the console.
 */
export async function getMe(): Promise<MeResponse | null> {
  const session = await apiFetch<unknown>('/api/auth/get-session');
  if (!session) return null;
  try {
    return await apiFetch<MeResponse>('/api/me');
  } catch (err) {
    // 401: the session ended in between; 404: the session outlived its account
    if (isApiError(err) && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
