import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startForPage } from './start-for-page';

/** A query a page reads once per visit, counting how often it is asked. */
function onceAVisit() {
  const queryFn = vi.fn(async () => 'attempt');
  return { queryFn, options: { queryKey: ['visit'], queryFn, gcTime: 0, staleTime: Infinity } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startForPage', () => {
  it('keeps an answer that came before the page mounted, so the page does not ask again', async () => {
    const client = new QueryClient();
    const { queryFn, options } = onceAVisit();
    startForPage(client, new QueryObserver(client, options));
    await tick();
    await tick();
    const page = new QueryObserver(client, options);
    const stop = page.subscribe(() => undefined);
    expect(page.getCurrentResult().data).toBe('attempt');
    expect(queryFn).toHaveBeenCalledTimes(1);
    // leaving the page forgets it, as before
    stop();
    await tick();
    expect(client.getQueryCache().find({ queryKey: ['visit'] })).toBeUndefined();
  });

  it('leaves alone a query its page already reads', async () => {
    const client = new QueryClient();
    const { queryFn, options } = onceAVisit();
    const page = new QueryObserver(client, options);
    const stop = page.subscribe(() => undefined);
    await tick();
    startForPage(client, new QueryObserver(client, options));
    stop();
    await tick();
    expect(client.getQueryCache().find({ queryKey: ['visit'] })).toBeUndefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('lets the query go when its page never comes', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const { options } = onceAVisit();
      startForPage(client, new QueryObserver(client, options));
      await vi.advanceTimersByTimeAsync(29_000);
      expect(client.getQueryCache().find({ queryKey: ['visit'] })).toBeDefined();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(client.getQueryCache().find({ queryKey: ['visit'] })).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
