import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@curio/core/account';
import { clearDownloads, setOfflineLearner } from '../../lib/offline-store';
import { meQueryKey, meQueryOptions } from '../../lib/me';

const isMe = (key: readonly unknown[]) => key[0] === meQueryKey[0] && key[1] === meQueryKey[1];

/** A new session (sign-in, sign-up): drop what was cached for the previous visitor, load the user. */
export async function startSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !isMe(q.queryKey) });
  await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/**
 * Sign-out: user, age, admin flag, name and avatar go with the whole cache, and what the learner
 * downloaded for offline goes from the device. Writes still waiting keep their learner and are sent
 * only when that learner signs in again.
 */
export async function endSession(queryClient: QueryClient) {
  const userId = queryClient.getQueryData<MeResponse | null>(meQueryKey)?.user.id;
  setOfflineLearner(null);
  if (userId) await clearDownloads(userId);
  // last: the guards send the page away as soon as the user is gone
  queryClient.removeQueries({ predicate: (q) => !isMe(q.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
