import type { UseCaseOrigin } from '@curio/core/usecases';

/*
 * Texts of the feed screens that the spec leaves to us (its own are in
 * @curio/core/usecase-messages).
 */
export const FEED_TEXT = {
  title: 'Green AI',
  subtitle: 'Real-world use cases, shared by learners. Like them, talk them over, pass them on.',
  recent: 'Recent',
  trending: 'Trending',
  following: 'Following',
  findPeople: 'Find people to follow',
  noPublished: 'No published use cases yet.',
  loadMore: 'Load more',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  searchLabel: 'Search use cases',
  searchPlaceholder: 'Words in the title or text',
  clearFilters: 'Clear filters',
  likeFailed: 'Could not save your like. Please try again.',
  deleted: 'Use case deleted',
  deleteFailed: 'Could not delete the use case. Please try again.',
  private: 'Only you can see this',
  commentLabel: 'Add a comment',
  commentHint: 'Ctrl+Enter to post',
  postComment: 'Post',
  myTitle: 'My Use Cases',
  mySubtitle: 'Everything you have posted, newest first.',
  newTitle: 'Post a use case',
  newSubtitle: 'Share a real-world use case you know or have tried.',
  tagsHint: 'Separate tags with commas or spaces',
} as const;

const ORIGIN_KINDS: Record<UseCaseOrigin, string> = { user: 'use cases written by people', assisted: 'AI-assisted use cases', ai: 'AI use cases' };

/**
 * What an empty list says when something narrowed it, naming what: 'No AI-assisted use cases
 * yet.', 'No use cases from people you follow match “solar”.' Null when nothing did (the spec's
 * 'No use cases yet.').
 */
export function filteredEmptyText({ origin, q, following }: { origin?: UseCaseOrigin; q?: string; following?: boolean }): string | null {
  if (!origin && !q && !following) return null;
  const what = `${origin ? ORIGIN_KINDS[origin] : 'use cases'}${following ? ' from people you follow' : ''}`;
  return q ? `No ${what} match “${q}”.` : `No ${what} yet.`;
}

export const capReachedText = (cap: number) => `These are the ${cap} newest. Search or filter to find others.`;
export const trendingCapText = (cap: number) => `The ${cap} most liked use cases.`;
export const unseenText = (count: number) => (count === 1 ? '1 new use case' : `${count} new use cases`);
export const moreCommentsText = (shown: number, count: number) => `Showing the ${shown} newest of ${count} comments.`;
export const commentsLabel = (count: number) => `Comments (${count})`;
export const likeLabel = (liked: boolean, count: number) => `${liked ? 'Unlike' : 'Like'} (${count} ${count === 1 ? 'like' : 'likes'})`;
