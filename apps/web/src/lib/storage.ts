import { PROGRESS_SUFFIXES, progressKey, type ProgressKind, type StudyMode } from '@curio/core/quiz-rules';

/**
 * Every browser storage key of docs/product.md#what-is-stored / docs/product.md#limits, defined once. Flags are stored as the string 'true'.
 * Tests may preset these keys (e.g. sawLanding, guestTourSeen, hasVisited) to skip first-visit UI.
 */
export const STORAGE_KEYS = {
  /** localStorage: the landing overlay was closed */
  sawLanding: 'sawLanding',
  /** localStorage: the first-visit welcome banner was shown */
  hasVisited: 'hasVisited',
  /** localStorage: a guest finished the welcome tour */
  guestTourSeen: 'guestTourSeen',
  /** localStorage: a signed-in user finished the welcome tour (fallback when the profile cannot be read) */
  hasSeenTour: 'has_seen_tour',
  /** localStorage: the category tour was finished */
  catTourSeen: 'cat_tour_seen',
  /** localStorage: last-activity context (type quiz, course, topic, first question) */
  lastActivity: 'last_activity',
  /** localStorage: the project cards with the active and opened card ids (snapshot version 1) */
  projectCards: 'project_cards_v1',
  /** localStorage: the id of the last expanded project card */
  projectLastExpanded: 'project_last_expanded',
  /** localStorage: when this browser last asked better-auth to slide its session's expiry (ms since the epoch) */
  sessionSlidAt: 'session_slid_at',
  /** localStorage: flashcards are studied by typing their answer (docs/product.md#flashcards) */
  flashcardsTypeAnswer: 'flashcards_type_answer',
  /** localStorage: review ratings an earlier version kept for sending; moved into the outbox (lib/outbox.ts) */
  legacyReviewOutbox: 'review_outbox_v1',
} as const;

/** sessionStorage: the landing overlay was already shown to this user in this browser session. */
export const landingShownKey = (userId: string) => `landing_shown_${userId}`;

/**
 * The local-storage keys of saved quiz or study progress: answers, index and start time, and the quiz's
 * attempt on the server, which Resume reopens. The key shape is core's progressKey +
 * PROGRESS_SUFFIXES, so there is only one way to spell it.
 */
export function progressKeys(kind: ProgressKind, course: string, topic: string, mode: StudyMode) {
  const base = progressKey(kind, course, topic, mode);
  return {
    answers: base + PROGRESS_SUFFIXES.answers,
    current: base + PROGRESS_SUFFIXES.current,
    startTime: base + PROGRESS_SUFFIXES.startTime,
    attempt: base + PROGRESS_SUFFIXES.attempt,
  } as const;
}

export type ProgressKeys = ReturnType<typeof progressKeys>;

/** The saved values under those keys, null when absent; feed this to core's canResume. */
export function readProgress(keys: ProgressKeys) {
  return { answers: readItem(keys.answers), current: readItem(keys.current), startTime: readItem(keys.startTime) };
}

export function clearProgress(keys: ProgressKeys): void {
  for (const key of Object.values(keys)) removeItem(key);
}

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // storage can be blocked (privacy settings, sandboxed frames): behave as if empty
    return null;
  }
}

export function readItem(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // quota or privacy mode: the flag is a convenience, losing it only repeats a hint
  }
}

export const readFlag = (key: string, which: Area = 'local') => readItem(key, which) === 'true';
export const setFlag = (key: string, which: Area = 'local') => writeItem(key, 'true', which);

export function removeItem(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // blocked storage holds nothing to remove
  }
}
