import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { flushOutbox, pendingCount, subscribeOutbox } from './outbox';
import type { OutboxKind } from './offline-store';

/** After a failed send, try again this often while the page stays open (besides the 'online' event). */
const RETRY_MS = 30_000;

/** How many of the learner's writes (of one kind, or all) wait to be sent; null until known. */
export function useOutboxCount(userId: string | null, kind?: OutboxKind): number | null {
  const [count, setCount] = useState<{ userId: string | null; count: number } | null>(null);
  useEffect(() => {
    let active = true;
    const read = () => {
      if (!userId) return setCount({ userId, count: 0 });
      void pendingCount(userId, kind).then((n) => active && setCount({ userId, count: n }));
    };
    read();
    const unsubscribe = subscribeOutbox(read);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [userId, kind]);
  return count?.userId === userId ? count.count : null;
}

/**
 * Sends the signed-in learner's waiting writes when the app starts, whenever one is added, when the
 * browser is back online, and again a little later after a failure; then refreshes what they
 * change. Mounted once, by the app.
 */
export function useOutboxSync(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let retry: number | undefined;
    let active = true;
    const flush = async () => {
      window.clearTimeout(retry);
      if ((await pendingCount(userId)) === 0) return;
      const outcome = await flushOutbox(userId);
      if (!active) return;
      // results, ratings and bookmarks change many screens: refresh whatever is on show
      if (outcome.sent + outcome.dropped > 0) void queryClient.invalidateQueries();
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
