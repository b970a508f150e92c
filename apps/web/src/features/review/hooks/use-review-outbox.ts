import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../../../lib/storage';
import { flushOutbox, pendingCount, subscribeOutbox } from '../review-outbox';

/** After a failed send, try again this often while the page stays open (besides the 'online' event). */
const RETRY_MS = 30_000;

function subscribe(listener: () => void) {
  const unsubscribe = subscribeOutbox(listener);
  // another tab's ratings and sends
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.reviewOutbox) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** How many of the learner's ratings wait to be sent. */
export function useOutboxCount(userId: string | null): number {
  return useSyncExternalStore(subscribe, () => (userId ? pendingCount(userId) : 0));
}

/**
 * Sends the signed-in learner's waiting ratings when the app starts, whenever one is added, when the
 * browser is back online, and again a little later after a failure. Mounted once, by the app.
 */
export function useReviewOutboxSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let retry: number | undefined;
    let active = true;
    const flush = async () => {
      window.clearTimeout(retry);
      if (pendingCount(userId) === 0) return;
      const outcome = await flushOutbox(userId);
      if (!active) return;
      if (outcome.sent + outcome.dropped > 0) void queryClient.invalidateQueries({ queryKey: ['review'] });
      window.clearTimeout(retry);
      if (outcome.stopped) retry = window.setTimeout(() => void flush(), RETRY_MS);
    };
    void flush();
    const unsubscribe = subscribeOutbox(() => void flush());
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      active = false;
      window.clearTimeout(retry);
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [userId, queryClient]);
}
