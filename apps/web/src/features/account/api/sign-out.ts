import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-client';
import { offlineLearner } from '../../../lib/offline-store';
import { flushOutbox } from '../../../lib/outbox';
import { endSession } from '../session-cache';

/** What the learner did offline is sent first, while their session can still carry it. */
export async function signOut() {
  const learner = offlineLearner();
  if (learner) await flushOutbox(learner);
  return authCall((client) => client.signOut());
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => endSession(queryClient),
  });
}
