/*
 * Texts of the feed screens that the spec leaves to us (its own are in
 * @curio/core/usecase-messages).
 */
export const FEED_TEXT = {
  title: 'Green AI',
  subtitle: 'Real-world use cases, shared by learners. Like them, talk them over, pass them on.',
  recent: 'Recent',
  trending: 'Trending',
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

export const capReachedText = (cap: number) => `These are the ${cap} newest. Search or filter to find others.`;
export const trendingCapText = (cap: number) => `The ${cap} most liked use cases.`;
export const unseenText = (count: number) => (count === 1 ? '1 new use case' : `${count} new use cases`);
export const moreCommentsText = (shown: number, count: number) => `Showing the ${shown} newest of ${count} comments.`;
export const commentsLabel = (count: number | undefined) => (count === undefined ? 'Comments' : `Comments (${count})`);
export const likeLabel = (liked: boolean, count: number) => `${liked ? 'Unlike' : 'Like'} (${count} ${count === 1 ? 'like' : 'likes'})`;
