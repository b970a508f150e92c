import { describe, expect, test } from 'vitest';
import { isCategoryAllowed, isKidsLocked, isPlaceOpenTo, KIDS_ALLOWED_CATEGORIES } from './kids-lock';
import { KIDS_LOCK_AGE } from './limits';

describe('Kids Lock', () => {
  test.each([KIDS_LOCK_AGE - 1, 1, 0, String(KIDS_LOCK_AGE - 1), ` ${KIDS_LOCK_AGE - 1} `, '5.5'])('age %j is locked', (age) => {
    expect(isKidsLocked(age)).toBe(true);
  });

  test.each([KIDS_LOCK_AGE, KIDS_LOCK_AGE + 1, String(KIDS_LOCK_AGE), 120, null, undefined, '', '  ', 'abc', Number.NaN, {}, true])(
    'age %j is not locked',
    (age) => {
      expect(isKidsLocked(age)).toBe(false);
    },
  );

  test('the allowed categories are kids, fun&games and cartoons', () => {
    expect([...KIDS_ALLOWED_CATEGORIES]).toEqual(['kids', 'fun&games', 'cartoons']);
  });

  test.each(['kids', 'Kids', ' CARTOONS ', 'Fun&Games'])('a locked user may open %j', (category) => {
    expect(isCategoryAllowed(KIDS_LOCK_AGE - 1, category)).toBe(true);
  });

  test.each(['business', 'finance', 'fun games', 'kidsx'])('a locked user may not open %j', (category) => {
    expect(isCategoryAllowed(KIDS_LOCK_AGE - 1, category)).toBe(false);
  });

  test('anyone else may open any category', () => {
    expect(isCategoryAllowed(KIDS_LOCK_AGE, 'business')).toBe(true);
    expect(isCategoryAllowed(undefined, 'finance')).toBe(true);
  });
});

describe('places offered to a Kids Lock learner', () => {
  test.each(['/usecases', '/usecases/new', '/my/usecases', '/explore-people'])('%s is not offered to a child', (path) => {
    expect(isPlaceOpenTo(KIDS_LOCK_AGE - 1, path)).toBe(false);
    expect(isPlaceOpenTo(KIDS_LOCK_AGE, path)).toBe(true);
  });

  test.each(['/', '/courses', '/review', '/sets', '/use-case-theatre', '/uc-studio', '/saved-usecases', '/projects', '/usecases-guide'])(
    '%s is offered to a child',
    (path) => {
      expect(isPlaceOpenTo(KIDS_LOCK_AGE - 1, path)).toBe(true);
    },
  );
});
