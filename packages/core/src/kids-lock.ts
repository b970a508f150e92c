import { KIDS_LOCK_AGE } from './limits';

/** Categories a Kids Lock user may open (docs/product.md#kids-lock). */
export const KIDS_ALLOWED_CATEGORIES = ['kids', 'fun&games', 'cartoons'] as const;

/** Kids Lock applies only to a numeric age below 10; an unknown age does not lock. */
export function isKidsLocked(age: unknown): boolean {
  const value = typeof age === 'string' && age.trim() !== '' ? Number(age) : age;
  return typeof value === 'number' && Number.isFinite(value) && value < KIDS_LOCK_AGE;
}

export function normalizeCategoryName(name: string): string {
  return name.trim().toLowerCase();
}

export function isCategoryAllowed(age: unknown, category: string): boolean {
  if (!isKidsLocked(age)) return true;
  return (KIDS_ALLOWED_CATEGORIES as readonly string[]).includes(normalizeCategoryName(category));
}

/** The error code of every refusal Kids Lock gives (decision 021): the server answers it with 403. */
export const KIDS_LOCK_ERROR = 'kids_lock';

/**
 * Places whose whole content is for grown-ups (decision 021): the feed, its posting and people.
 * A Kids Lock learner reaching one by its address gets a friendly word; nothing offers the way there.
 */
const KIDS_CLOSED_PLACES = ['/usecases', '/my/usecases', '/explore-people'] as const;

/** Whether a place of the app (a path) is worth offering to this learner. */
export function isPlaceOpenTo(age: unknown, path: string): boolean {
  if (!isKidsLocked(age)) return true;
  return !KIDS_CLOSED_PLACES.some((place) => path === place || path.startsWith(`${place}/`));
}
