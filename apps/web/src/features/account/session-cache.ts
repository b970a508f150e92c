import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey, meQueryOptions } from './api/get-me';

const isMe = (key: readonly unknown[]) => key[0] === meQueryKey[0] && key[1] === meQueryKey[1];

/** A new session (sign-in, sign-up): drop what was cached for the previous visitor, load the user. */
export async function startSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !isMe(q.queryKey) });
  await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
}

/** Sign-out: user, age, admin flag, name and avatar go with the whole cache. */
export function endSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => !isMe(q.queryKey) });
  queryClient.setQueryData(meQueryKey, null);
}
