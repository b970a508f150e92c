import { describe, expect, test } from 'vitest';
import { FEED_PAGE_SIZE, FEED_RECENT_CAP, FEED_TRENDING_CAP, MY_USECASES_PAGE_SIZE } from '@curio/core/limits';
import type { UseCase, UseCasePage } from '@curio/core/usecases';
import {
  belongsTo,
  feedItems,
  feedLimits,
  nextPageParam,
  pageLimit,
  withChanged,
  withInserted,
  withRemoved,
  withUpdated,
  type FeedData,
} from './feed-pages';

let n = 0;
function useCase(overrides: Partial<UseCase> = {}): UseCase {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Use case ${n}`,
    content: 'Solar panels forecast their output.',
    summary: null,
    tags: [],
    is_public: true,
    origin: 'user',
    provider: null,
    provenance: null,
    author_name: 'Ada',
    created_by: 'ada',
    created_at: new Date(2025, 0, 1, 0, n).toISOString(),
    likes_count: 0,
    comments_count: 0,
    author_username: 'ada',
    author_avatar_url: null,
    liked_by_me: false,
    ...overrides,
  };
}

const page = (count: number, next_cursor: string | null = 'next'): UseCasePage => ({
  data: Array.from({ length: count }, () => useCase()),
  next_cursor,
});

const data = (...pages: UseCasePage[]): FeedData => ({ pages, pageParams: pages.map(() => ({ cursor: null, limit: FEED_PAGE_SIZE })) });

describe('limits of each list (docs/product.md#limits)', () => {
  test('Recent and Trending are capped; My Use Cases is not', () => {
    expect(feedLimits({ sort: 'recent' })).toEqual({ pageSize: FEED_PAGE_SIZE, cap: FEED_RECENT_CAP });
    expect(feedLimits({ sort: 'top' })).toEqual({ pageSize: FEED_PAGE_SIZE, cap: FEED_TRENDING_CAP });
    expect(feedLimits({ sort: 'recent', mine: true })).toEqual({ pageSize: MY_USECASES_PAGE_SIZE, cap: null });
  });

  test('a page asks for the page size or the room left under the cap, whichever is smaller', () => {
    expect(pageLimit({ pageSize: 25, cap: 10 }, 0)).toBe(10);
    expect(pageLimit({ pageSize: 25, cap: 25 }, 20)).toBe(5);
    expect(pageLimit({ pageSize: 20, cap: null }, 400)).toBe(20);
  });
});

describe('Load more', () => {
  const limits = { pageSize: 4, cap: 10 };

  test('asks for the next page after the last one, with the room left', () => {
    const pages = [page(4, 'c1'), page(4, 'c2')];
    expect(nextPageParam(pages[1]!, pages, limits)).toEqual({ cursor: 'c2', limit: 2 });
  });

  test('stops at the end of the list and at the cap', () => {
    const end = [page(3, null)];
    expect(nextPageParam(end[0]!, end, limits)).toBeUndefined();
    const full = [page(4, 'a'), page(4, 'b'), page(2, 'c')];
    expect(nextPageParam(full[2]!, full, limits)).toBeUndefined();
  });

  test('counts a use case shown twice once, so the cap is not reached early', () => {
    const first = page(4, 'a');
    const second: UseCasePage = { data: [first.data[3]!, ...page(3).data], next_cursor: 'b' };
    expect(feedItems([first, second])).toHaveLength(7);
    expect(nextPageParam(second, [first, second], limits)).toEqual({ cursor: 'b', limit: 3 });
  });
});

describe('live changes to a shown list', () => {
  test('a new use case goes on top while the list is under its cap', () => {
    const list = data(page(2));
    const fresh = useCase();
    expect(feedItems(withInserted(list, fresh, 3).pages)[0]).toEqual(fresh);
    const full = withInserted(list, fresh, 3);
    expect(withInserted(full, useCase(), 3)).toBe(full);
  });

  test('without a cap a new use case always goes on top; one already shown is not repeated', () => {
    const list = data(page(2));
    const shown = list.pages[0]!.data[1]!;
    expect(withInserted(list, shown, null)).toBe(list);
    expect(feedItems(withInserted(list, useCase(), null).pages)).toHaveLength(3);
  });

  test('an empty list takes the first use case', () => {
    const list = data({ data: [], next_cursor: null });
    expect(feedItems(withInserted(list, useCase(), FEED_RECENT_CAP).pages)).toHaveLength(1);
  });

  test('an update replaces the shown copy where it stands', () => {
    const list = data(page(3));
    const shown = list.pages[0]!.data[1]!;
    const updated = withUpdated(list, { ...shown, likes_count: 5, liked_by_me: true });
    expect(feedItems(updated.pages)[1]).toMatchObject({ id: shown.id, likes_count: 5, liked_by_me: true });
    expect(feedItems(updated.pages)).toHaveLength(3);
  });

  test('an update or a delete of something not shown leaves the list as it is', () => {
    const list = data(page(2));
    expect(withUpdated(list, useCase())).toBe(list);
    expect(withRemoved(list, 'missing')).toBe(list);
    expect(withChanged(list, 'missing', (u) => u)).toBe(list);
  });

  test('a delete removes the use case from whichever page shows it', () => {
    const list = data(page(2), page(2));
    const gone = list.pages[1]!.data[0]!;
    const after = withRemoved(list, gone.id);
    expect(feedItems(after.pages).map((u) => u.id)).not.toContain(gone.id);
    expect(feedItems(after.pages)).toHaveLength(3);
  });
});

describe('which use cases belong in a list', () => {
  test('the public feed shows public ones; my list shows mine, public or not', () => {
    const hidden = useCase({ is_public: false, created_by: 'me' });
    expect(belongsTo(hidden, { sort: 'recent' }, 'me')).toBe(false);
    expect(belongsTo(hidden, { sort: 'recent', mine: true }, 'me')).toBe(true);
    expect(belongsTo(useCase({ created_by: 'someone' }), { sort: 'recent', mine: true }, 'me')).toBe(false);
  });

  test('the origin filter', () => {
    expect(belongsTo(useCase({ origin: 'ai' }), { sort: 'recent', origin: 'ai' }, null)).toBe(true);
    expect(belongsTo(useCase({ origin: 'user' }), { sort: 'recent', origin: 'ai' }, null)).toBe(false);
  });

  test('each searched word must start a word of the title or the content, in any case', () => {
    const solar = useCase({ title: 'Solar farms', content: 'Forecasting output with weather data.' });
    expect(belongsTo(solar, { sort: 'recent', q: 'sol FORECAST' }, null)).toBe(true);
    expect(belongsTo(solar, { sort: 'recent', q: 'solar wind' }, null)).toBe(false);
    expect(belongsTo(solar, { sort: 'recent', q: 'lar' }, null)).toBe(false);
    expect(belongsTo(solar, { sort: 'recent', q: '  ,  ' }, null)).toBe(true);
  });
});
