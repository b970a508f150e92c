/*
 * Texts of docs/routes.md#screens-and-web-routes and docs/product.md#errors for published use cases, comments, sharing, saved use cases, notes and
 * people, plus the server's own answers. No zod here, so a page can show a message without
 * loading the validation library.
 */

export const USECASE_MSG = {
  loginToView: 'Please log in to view posts.',
  empty: 'No use cases yet.',
  loginToPost: 'Please log in to post a use case.',
  posting: 'Posting...',
  posted: 'Use case posted!',
  mustBeLoggedIn: 'You must be logged in',
  postFailed: 'Failed to post',
  publishFailed: 'Failed to publish to Green AI.',
  notAuthenticated: 'Not authenticated',
  publishedLoadFailed: 'Failed to load published posts.',
  confirmDelete: 'Delete this use case?',
  notFound: 'Use case not found.',
  notYours: 'You can only delete your own use cases.',
  invalidCursor: 'This list position is not valid any more. Please reload the list.',
  followingNewestFirst: 'The Following feed is newest first only.',
} as const;

/** 429 once a learner has used the hour's allowance (the counts are in limits.ts). */
export const postsLimitText = (perHour: number) => `You can post ${perHour} use cases an hour. Please try again later.`;
export const commentsLimitText = (perHour: number) => `You can write ${perHour} comments an hour. Please try again later.`;

export const feedLoadFailedText = (status: number, statusText: string) => `Failed to load feed (${status} ${statusText})`;

export const COMMENT_MSG = {
  loadFailed: 'Failed to load comments',
  postFailed: 'Failed to post comment',
  deleteFailed: 'Failed to delete comment',
  empty: 'No comments yet.',
  required: 'Please write a comment.',
  notFound: 'Comment not found.',
  notYours: 'You can only delete your own comments.',
  confirmDelete: 'Delete this comment?',
} as const;

export const USECASE_SHARE_MSG = {
  dialogTitle: 'Share use case',
  linkMissing: 'Share link missing in response',
  shareFailed: 'Share failed',
  copyFailed: 'Copy failed',
  nothingToCopy: 'Nothing to copy',
  textCopied: 'Text copied',
  linkCopied: 'Link copied',
  copiedToClipboard: '📋 Copied to clipboard!',
  copyToClipboardFailed: 'Copy to clipboard failed.',
  untitled: 'Untitled',
  loading: 'Loading…',
  notFound: 'Not found',
} as const;

export const shareLinkFailedText = (status: number) => `Could not create share link (${status})`;

export const SAVED_USECASE_MSG = {
  empty: 'No saved use cases yet.',
  saved: '✅ Use Case Saved',
  notFound: 'Saved use case not found.',
} as const;

export const NOTE_MSG = {
  saveFailed: 'Failed to save note. Please try again.',
  saved: '✅ Saved',
  confirmDelete: 'Delete this note?',
  required: 'A note cannot be blank.',
  notFound: 'Note not found.',
} as const;

export const PEOPLE_MSG = {
  networkError: 'Network error',
  thisIsYou: 'This is you',
  cannotFollowSelf: 'You cannot follow yourself.',
  usernameTaken: 'This username is taken.',
} as const;

export const followingLimitText = (max: number) => `You follow ${max} people, the most there can be. Unfollow someone to follow someone new.`;

export const profilesLoadFailedText = (status: number) => `Failed to load profiles (${status})`;

/** Texts of the Use Case Theatre, Saved Use Cases, UC Studio, Explore People and profile settings. */
export const USECASE_PAGES_MSG = {
  studioLoginToView: 'Please log in to view UCStudio.',
  theatreLoginToUse: 'Please log in to generate use cases.',
  savedLoginToView: 'Please log in to see your saved use cases.',
  peopleLoginToView: 'Please log in to explore people.',
  useCaseSaveFailed: 'Could not save the use case. Please try again.',
  savedLoadFailed: 'We could not load your saved use cases.',
  notesLoadFailed: 'We could not load your notes.',
  deleteFailed: 'Could not delete it. Please try again.',
  noNotes: 'No notes yet.',
  noPublished: 'Nothing published yet.',
  noProfiles: 'No one else is here yet.',
  followFailed: 'Could not update the follow. Please try again.',
  profileSaved: 'Profile saved.',
  profileSaveFailed: 'Could not save your profile. Please try again.',
} as const;
