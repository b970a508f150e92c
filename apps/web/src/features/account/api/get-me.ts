import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@curio/core/account';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { isNetworkError, LEARNER_KEY, lastLearnerCopy, saveDownload, setOfflineLearner } from '../../../lib/offline-store';

export const meQueryKey = ['account', 'me'] as const;

/**
 * The signed-in user with profile, age and admin flag; null for a guest. better-auth's session
 * check answers a guest with 200 and null, so guests never see a failed /api/me in the console.
 */
async function fetchMe(): Promise<MeResponse | null> {
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

/**
 * The signed-in learner, who is also the owner of the offline downloads and writes from here on.
 * With no network, the copy kept on the device: a reload offline still opens what they
 * downloaded. Signing out removes that copy (session-cache.ts).
 */
export async function getMe(): Promise<MeResponse | null> {
  let me: MeResponse | null;
  try {
    me = await fetchMe();
    if (me) void saveDownload(me.user.id, LEARNER_KEY, me);
  } catch (err) {
    const copy = isNetworkError(err) ? await lastLearnerCopy<MeResponse>() : undefined;
    if (!copy) throw err;
    me = copy;
  }
  setOfflineLearner(me?.user.id ?? null);
  return me;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    staleTime: 60_000,
    networkMode: 'offlineFirst',
  });

export const useMe = () => useQuery(meQueryOptions());
