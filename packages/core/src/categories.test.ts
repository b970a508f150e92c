import { describe, expect, test } from 'vitest';
import { DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_COLORCLASS, FALLBACK_CATEGORIES, searchCategories, withCategoryDefaults } from './category-list';
import { KIDS_LOCK_AGE } from './limits';

const names = (list: readonly { name: string }[]) => list.map((c) => c.name);

describe('category defaults', () => {
  test('missing fields get the spec defaults', () => {
    expect(withCategoryDefaults({ name: 'science' })).toEqual({
      name: 'science',
      label: 'science',
      slug: 'science',
      color: DEFAULT_CATEGORY_COLOR,
      colorclass: DEFAULT_CATEGORY_COLORCLASS,
      mode: 'all',
    });
    expect(DEFAULT_CATEGORY_COLOR).toBe('#1976d2');
    expect(DEFAULT_CATEGORY_COLORCLASS).toBe('sidebar-default');
  });

  test('given fields are kept, and an unknown mode falls back to all', () => {
    expect(withCategoryDefaults({ id: 7, name: 'kids', label: 'Kids', color: '#ff0', colorclass: 'c', mode: 'kids' })).toMatchObject({
      id: 7,
      label: 'Kids',
      color: '#ff0',
      colorclass: 'c',
      mode: 'kids',
    });
    // rows from the database may hold anything; CategoryInput's type narrows mode to the enum
    const stored = (mode: unknown) => ({ name: 'x', mode }) as Parameters<typeof withCategoryDefaults>[0];
    expect(withCategoryDefaults(stored('grown-ups')).mode).toBe('all');
    expect(withCategoryDefaults(stored(null)).mode).toBe('all');
  });
});

describe('fallback categories (docs/product.md#what-is-stored)', () => {
  test('are business, fun&games, finance, kids and cartoons with their labels', () => {
    expect(FALLBACK_CATEGORIES.map((c) => [c.name, c.label])).toEqual([
      ['business', 'Business'],
      ['fun&games', 'Fun&Games'],
      ['finance', 'Finance'],
      ['kids', 'Kids'],
      ['cartoons', 'Cartoons'],
    ]);
  });

  test('business is #45B08C and the rest use the default colour', () => {
    expect(FALLBACK_CATEGORIES.map((c) => c.color)).toEqual(['#45B08C', DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_COLOR, DEFAULT_CATEGORY_COLOR]);
  });

  test('kids and cartoons are kids mode, the rest all', () => {
    expect(FALLBACK_CATEGORIES.map((c) => c.mode)).toEqual(['all', 'all', 'all', 'kids', 'kids']);
  });
});

describe('welcome search', () => {
  test('matches names starting with the first typed letter, in any case', () => {
    expect(names(searchCategories(FALLBACK_CATEGORIES, 'F', 30))).toEqual(['fun&games', 'finance']);
    expect(names(searchCategories(FALLBACK_CATEGORIES, 'fzzz', 30))).toEqual(['fun&games', 'finance']);
    expect(names(searchCategories(FALLBACK_CATEGORIES, '  b', 30))).toEqual(['business']);
    expect(searchCategories(FALLBACK_CATEGORIES, 'q', 30)).toEqual([]);
  });

  test('an empty query shows every visible category', () => {
    expect(names(searchCategories(FALLBACK_CATEGORIES, '  ', undefined))).toEqual(names(FALLBACK_CATEGORIES));
  });

  test('a Kids Lock user sees only kid-friendly categories', () => {
    const kid = KIDS_LOCK_AGE - 1;
    expect(names(searchCategories(FALLBACK_CATEGORIES, '', kid))).toEqual(['fun&games', 'kids', 'cartoons']);
    expect(names(searchCategories(FALLBACK_CATEGORIES, 'f', String(kid)))).toEqual(['fun&games']);
    expect(searchCategories(FALLBACK_CATEGORIES, 'b', kid)).toEqual([]);
  });
});
