import { authCall } from '../../../lib/auth-client';
import { offlineLearner } from '../../../lib/offline-store';
import { flushOutbox } from '../../../lib/outbox';

/** What the learner did offline is sent first, while their session can still carry it. */
export async function signOut() {
  const learner = offlineLearner();
  if (learner) await flushOutbox(learner);
  return authCall((client) => client.signOut());
}

