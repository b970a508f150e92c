import { z } from 'zod';
import { CATEGORY_MODES, type Category } from './category-list';

/*
 * The zod schema of a category, for the API. The rules the first page needs (defaults, the
 * fallback list, search) live in category-list.ts, which stays free of zod to keep that page small.
 */

const categoryMode = z.enum(CATEGORY_MODES);

export const category = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string(),
  label: z.string(),
  slug: z.string().optional(),
  color: z.string(),
  colorclass: z.string(),
  mode: categoryMode,
}) satisfies z.ZodType<Category>;
