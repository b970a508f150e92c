/**
 * Every browser storage key of spec §3/§9, defined once. Flags are stored as the string 'true'.
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
} as const;

/** sessionStorage: the landing overlay was already shown to this user in this browser session. */
export const landingShownKey = (userId: string) => `landing_shown_${userId}`;

export type ProgressKind = 'quiz' | 'study';

/** Saved quiz or study progress: (quiz|study) + course + topic + mode, with three suffixes. */
export function progressKeys(kind: ProgressKind, course: string, topic: string, mode: string) {
  const base = `${kind}-${course}-${topic}-${mode}`;
  return {
    answers: `${base}-answers`,
    current: `${base}-current`,
    startTime: `${base}-startTime`,
  } as const;
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
