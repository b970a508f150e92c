const HIDDEN_PATHS = new Set(['/', '/uc-studio', '/login', '/signup']);
// inside a category only the quiz and the flashcard screens keep the button
const CATEGORY_PATH = /^\/category\/[^/]+(?:\/.*)?$/;
const CATEGORY_KEEPS = /^\/category\/[^/]+\/(?:quiz\/start|study\/studybot)$/;

/** docs/routes.md#screens-and-web-routes: where the floating feedback button is hidden. */
export function isFeedbackButtonVisible(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (HIDDEN_PATHS.has(path)) return false;
  if (CATEGORY_PATH.test(path)) return CATEGORY_KEEPS.test(path);
  return true;
}
