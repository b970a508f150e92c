import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CATEGORY_MODES, withCategoryDefaults } from '@curio/core/category-list';
import { CATALOGUE_NAME_MAX } from '@curio/core/catalogue';
import { normalizeCategoryName } from '@curio/core/kids-lock';
import type { Db } from '../db/client';
import { categories } from '../db/tables';
import { uploadContent } from '../features/admin';

/** The demo content shipped with the app: upload-format JSON files, so they double as examples. */
const DEMO_CONTENT_DIR = fileURLToPath(new URL('./content', import.meta.url));
const CATEGORIES_FILE = 'categories.json';

/** Arbitrary constant naming the advisory lock: instances starting together load the content once. */
const DEMO_CONTENT_LOCK_KEY = 4_280_772;

const categoriesFile = z.array(
  z.object({
    name: z.string().trim().min(1).max(CATALOGUE_NAME_MAX),
    label: z.string().trim().min(1).max(CATALOGUE_NAME_MAX),
    color: z.string().trim().optional(),
    colorclass: z.string().trim().optional(),
    mode: z.enum(CATEGORY_MODES).optional(),
  }),
);

export interface DemoContentReport {
  loaded: boolean;
  questions: number;
  flashcards: number;
}

const readJson = (dir: string, file: string): unknown => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

/**
 * On a database without any category, loads the demo content: categories.json first, then every
 * other *.json file of the folder through the admin upload (a name containing 'quiz' holds
 * questions). All in one transaction; a database with a catalogue is left alone.
 */
export async function loadDemoContent(db: Db, dir: string = DEMO_CONTENT_DIR): Promise<DemoContentReport> {
  const report: DemoContentReport = { loaded: false, questions: 0, flashcards: 0 };
  if (!existsSync(dir)) return report;
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== CATEGORIES_FILE)
    .sort();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_CONTENT_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(categories);
    if ((row?.n ?? 0) > 0) return report;

    if (existsSync(path.join(dir, CATEGORIES_FILE))) {
      const list = categoriesFile.parse(readJson(dir, CATEGORIES_FILE));
      if (list.length > 0) {
        const rows = list.map((c) => {
          const { name, label, slug, color, colorclass, mode } = withCategoryDefaults({ ...c, name: normalizeCategoryName(c.name) });
          return { name, label, slug, color, colorclass, mode };
        });
        await tx.insert(categories).values(rows);
      }
    }
    for (const file of files) {
      try {
        const result = await uploadContent(tx, file, readJson(dir, file));
        report[result.table] += result.inserted;
      } catch (err) {
        throw new Error(`Demo content ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
    }
    report.loaded = true;
    return report;
  });
}
