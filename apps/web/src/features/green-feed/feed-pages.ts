import type { InfiniteData } from '@tanstack/react-query';
import { FEED_PAGE_SIZE, FEED_RECENT_CAP, FEED_TRENDING_CAP, MY_USECASES_PAGE_SIZE } from '@curio/core/limits';
import type { UseCase, UseCaseOrigin, UseCasePage, UseCaseSort } from '@curio/core/usecases';

/*
 * The pages of a feed list as the query cache holds them, and the rules of docs/product.md#states-and-transitions 'Feed': pages
 * up to the tab's cap, duplicates dropped, live inserts prepended in Recent while under the cap,
 * updates and deletes applied to what is shown.
 */

/**
 * Which list: the public feed by tab, my own use cases, those of the people I follow (newest
 * first), or one person's (author: their id); origin and search narrow any of them.
 */
export interface FeedFilter {
  sort: UseCaseSort;
  origin?: UseCaseOrigin;
  q?: string;
  mine?: boolean;
  following?: boolean;
  author?: string;
}

/** The origin filter's choices; the keys are the API's origins. */
export const ORIGIN_CHOICES: { value: UseCaseOrigin; label: string }[] = [
  { value: 'user', label: 'By people' },
  { value: 'assisted', label: 'AI-assisted' },
  { value: 'ai', label: 'AI' },
];

export const isOrigin = (value: string | null): value is UseCaseOrigin => ORIGIN_CHOICES.some((choice) => choice.value === value);

/**
 * The feed list an address asks for: tab, origin and search live in it (?tab=trending|following&origin=&q=),
 * so a reload or a shared link keeps them. Read alike by the page and by its route's loader.
 */
export function feedFilterOf(search: URLSearchParams): FeedFilter {
  const tab = search.get('tab');
  const origin = search.get('origin');
  const q = search.get('q')?.trim();
  return {
    sort: tab === 'trending' ? 'top' : 'recent',
    ...(tab === 'following' ? { following: true } : {}),
    ...(isOrigin(origin) ? { origin } : {}),
    ...(q ? { q } : {}),
  };
}

export interface FeedPageParam {
  cursor: string | null;
  limit: number;
}

// the page params are the cache's business: nothing here reads them
export type FeedData = InfiniteData<UseCasePage>;

export interface FeedLimits {
  pageSize: number;
  /** the most the list shows; null: no cap (My Use Cases) */
  cap: number | null;
}

/**
 * docs/product.md#limits: Recent 25, Trending 10, pages of 25; My Use Cases pages of 20 without a cap. Following
 * and a person's list (ours) are read in pages of 25 as far back as they go.
 */
export function feedLimits(filter: FeedFilter): FeedLimits {
  if (filter.mine) return { pageSize: MY_USECASES_PAGE_SIZE, cap: null };
  if (filter.following || filter.author) return { pageSize: FEED_PAGE_SIZE, cap: null };
  return { pageSize: FEED_PAGE_SIZE, cap: filter.sort === 'top' ? FEED_TRENDING_CAP : FEED_RECENT_CAP };
}

/** docs/routes.md#api: a page asks for the smaller of the page size and the room left under the cap. */
export const pageLimit = (limits: FeedLimits, shown: number) =>
  limits.cap === null ? limits.pageSize : Math.min(limits.pageSize, limits.cap - shown);

/** Every use case of the pages in order, each once: pages fetched at different times can overlap. */
export function feedItems(pages: readonly UseCasePage[]): UseCase[] {
  const seen = new Set<string>();
  const items: UseCase[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** The next page's cursor and limit, or undefined at the end of the list or at its cap. */
export function nextPageParam(lastPage: UseCasePage, allPages: readonly UseCasePage[], limits: FeedLimits): FeedPageParam | undefined {
  if (!lastPage.next_cursor) return undefined;
  const limit = pageLimit(limits, feedItems(allPages).length);
  return limit > 0 ? { cursor: lastPage.next_cursor, limit } : undefined;
}

const mapPages = (data: FeedData, map: (items: UseCase[]) => UseCase[]): FeedData => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, data: map(page.data) })),
});

const contains = (data: FeedData, id: string) => data.pages.some((page) => page.data.some((item) => item.id === id));

/** A new use case on top, unless it is shown already or the list is at its cap. */
export function withInserted(data: FeedData, useCase: UseCase, cap: number | null): FeedData {
  const [first, ...rest] = data.pages;
  if (!first || contains(data, useCase.id)) return data;
  if (cap !== null && feedItems(data.pages).length >= cap) return data;
  return { ...data, pages: [{ ...first, data: [useCase, ...first.data] }, ...rest] };
}

/** Changes one shown use case; the others stay as they are. */
export function withChanged(data: FeedData, id: string, change: (useCase: UseCase) => UseCase): FeedData {
  return contains(data, id) ? mapPages(data, (items) => items.map((item) => (item.id === id ? change(item) : item))) : data;
}

/** A shown use case replaced by a newer copy (a live event's copy says whether this reader likes it). */
export const withUpdated = (data: FeedData, useCase: UseCase): FeedData => withChanged(data, useCase.id, () => useCase);

export function withRemoved(data: FeedData, id: string): FeedData {
  return contains(data, id) ? mapPages(data, (items) => items.filter((item) => item.id !== id)) : data;
}

/** Words as the server's search reads them (letters and digits), lower-cased. */
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The server reads at most this many words of a search. */
const SEARCH_WORDS_MAX = 8;

/**
 * Whether a use case belongs in a list: public (or mine, for my list; by someone I follow for
 * Following, as the live event says; by the person, for theirs), of the chosen origin, and found
 * by the search, where each searched word starts a word of its title or content.
 */
export function belongsTo(useCase: UseCase, filter: FeedFilter, myId: string | null, authorFollowed = false): boolean {
  if (filter.mine ? useCase.created_by !== myId : !useCase.is_public) return false;
  if (filter.following && !authorFollowed) return false;
  if (filter.author && useCase.created_by !== filter.author) return false;
  if (filter.origin && useCase.origin !== filter.origin) return false;
  const searched = words(filter.q ?? '').slice(0, SEARCH_WORDS_MAX);
  if (searched.length === 0) return true;
  const own = words(`${useCase.title} ${useCase.content}`);
  return searched.every((word) => own.some((w) => w.startsWith(word)));
}
