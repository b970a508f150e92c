import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@curio/core/account';
import { apiFetch, isApiError } from './api-client';
import { isNetworkError, LEARNER_KEY, lastLearnerCopy, saveDownload, setOfflineLearner } from './offline-store';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export const meQueryKey = ['account', 'me'] as const;

/** How often a signed-in browser asks better-auth to slide its session's expiry forward (it does so once a day). */
const SESSION_SLIDE_MS = 12 * 60 * 60_000;

/**
 * better-auth moves a session's expiry forward when its session check is asked and a day has
 * passed: asked in the background, at most every SESSION_SLIDE_MS (every time when storage is
 * closed), it costs a page no round trip.
 */
function slideSession() {
  if (Date.now() - Number(readItem(STORAGE_KEYS.sessionSlidAt) ?? 0) < SESSION_SLIDE_MS) return;
  writeItem(STORAGE_KEYS.sessionSlidAt, String(Date.now()));
  apiFetch('/api/auth/get-session').catch(() => undefined);
}

/** The signed-in user with profile, age and admin flag; null for a guest: one request (decision 045). */
async function fetchMe(): Promise<MeResponse | null> {
  let me: MeResponse | null;
  try {
    me = await apiFetch<MeResponse | null>('/api/me');
  } catch (err) {
    // the session outlived its account
    if (isApiError(err) && err.status === 404) return null;
    throw err;
  }
  if (me) slideSession();
  return me;
}

/**
 * The signed-in learner, who is also the owner of the offline downloads and writes from here on.
 * With no network, the copy kept on the device: a reload offline still opens what they
 * downloaded. Signing out removes that copy (the account feature's session-cache.ts).
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
