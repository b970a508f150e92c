import { isCategoryAllowed } from './kids-lock';

/*
 * The category rules the web app needs on its first page, in a module without zod (the zod
 * schema of a category stays in categories.ts).
 */

export const DEFAULT_CATEGORY_COLOR = '#1976d2';
export const DEFAULT_CATEGORY_COLORCLASS = 'sidebar-default';

export const CATEGORY_MODES = ['all', 'kids'] as const;
type CategoryMode = (typeof CATEGORY_MODES)[number];

export interface Category {
  id?: string | number;
  name: string;
  label: string;
  slug?: string;
  color: string;
  colorclass: string;
  mode: CategoryMode;
}

type CategoryInput = { name: string } & Partial<Omit<Category, 'name' | 'mode'>> & { mode?: string | null };

const isCategoryMode = (mode: unknown): mode is CategoryMode => (CATEGORY_MODES as readonly unknown[]).includes(mode);

/** Fills the defaults of docs/product.md#what-is-stored for any field a stored category leaves out. */
export function withCategoryDefaults(input: CategoryInput): Category {
  return {
    ...(input.id === undefined ? {} : { id: input.id }),
    name: input.name,
    label: input.label || input.name,
    slug: input.slug ?? input.name,
    color: input.color || DEFAULT_CATEGORY_COLOR,
    colorclass: input.colorclass || DEFAULT_CATEGORY_COLORCLASS,
    mode: isCategoryMode(input.mode) ? input.mode : 'all',
  };
}

/** The local list used when the category fetch fails or is empty (docs/product.md#what-is-stored, docs/product.md#errors). */
export const FALLBACK_CATEGORIES: readonly Category[] = [
  withCategoryDefaults({ name: 'business', label: 'Business', color: '#45B08C' }),
  withCategoryDefaults({ name: 'fun&games', label: 'Fun&Games' }),
  withCategoryDefaults({ name: 'finance', label: 'Finance' }),
  withCategoryDefaults({ name: 'kids', label: 'Kids', mode: 'kids' }),
  withCategoryDefaults({ name: 'cartoons', label: 'Cartoons', mode: 'kids' }),
];

/**
 * Welcome search: names starting with the first typed letter, case-insensitive (docs/product.md#validation),
 * after dropping what Kids Lock hides.
 */
export function searchCategories(list: readonly Category[], query: string, age: unknown): Category[] {
  const visible = list.filter((c) => isCategoryAllowed(age, c.name));
  const first = query.trim().charAt(0).toLowerCase();
  if (!first) return visible;
  return visible.filter((c) => c.name.toLowerCase().startsWith(first) || c.label.toLowerCase().startsWith(first));
}
