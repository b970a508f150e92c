/*
 * The texts of quiz results, bookmarks, question feedback and shared question links (docs/product.md#errors), apart
 * from their schemas (learning.ts): the pages that only show these texts do not load a validator.
 */

export const RESULTS_MSG = {
  noResults: 'No quiz results found in this category.',
  profileLoadWarning: 'Could not load your results right now.',
  noLatestResult: 'No result yet for this course and topic.',
  notFound: 'That result was not found.',
  answersNotInTopic: 'Every answer must be to a question of this course and topic.',
  questionAnsweredTwice: 'Each question can be answered once in a result.',
  /** an offline answer whose asked question is not the stored one reordered: a forged or stale download */
  askedNotStored: 'An answer was to a question asked differently than it is stored: download the topic again.',
  /** an offline answer by option text to a question of a type answered otherwise */
  answerNeedsResponse: 'An answer to a question of this type gives the question as asked and the response.',
  takenOffline: 'Taken offline',
} as const;

export const BOOKMARK_MSG = {
  loginToBookmark: 'Please log in to bookmark.',
  removed: '❌ Bookmark removed',
  saved: '⭐ Bookmark saved',
  somethingWrong: 'Something went wrong.',
  loadFailed: 'Failed to load bookmarks. Please try again later.',
  empty: 'No bookmarks found.',
  loginToView: 'Please log in to view bookmarks.',
  verifyingSession: '⏳ Verifying session...',
  adminDeleteFailed: '❌ Failed to delete bookmarks',
  adminDeleted: '✅ Deleted all matching bookmarks',
  notFound: 'Bookmark not found.',
} as const;

/** The admin's confirm dialog before deleting every user's bookmarks of one concept (docs/product.md#roles-and-permissions). */
export const confirmDeleteBookmarksText = (concept: string) => `Delete all bookmarks with concept "${concept}" for all users?`;

export const QUESTION_FEEDBACK_MSG = {
  failed: '❌ Feedback failed',
  submitted: '✅ Feedback submitted!',
} as const;

export const SHARE_MSG = {
  linkCopied: '🔗 Link copied!',
  shareFailed: '❌ Share failed',
  copyFailed: '❌ Copy failed',
  selectorLinkCopied: '🔗 Link copied to clipboard!',
  selectorCopyFailed: '❌ Failed to copy link.',
} as const;

export const QUESTION_MSG = {
  notFound: 'Question not found.',
} as const;

/** A flashcard's quiz check keeps its answer until the learner asks for it. */
export const QUIZ_CHECK_MSG = {
  show: 'Show answer',
  hide: 'Hide answer',
  answer: 'Answer:',
} as const;
