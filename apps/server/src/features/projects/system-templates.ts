import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRESET_DEFAULT_ORDER_RANK, PROJECT_CATEGORY_MAX, PROJECT_DESCRIPTION_MAX, PROJECT_LABEL_MAX } from '@curio/core/limits';
import { formValues, newTemplateFormat } from '@curio/core/projects-api';
import type { Db } from '../../db/client';
import { presets, templateFormats, templates } from '../../db/tables';
import { checkBodies } from './liquid-engine';
import { formatValues } from './templates.service';

/*
 * Our templates (visibility system), written as JSON files in seed/templates: one file per
 * template with its formats and presets. Every start brings the database in line with the files:
 * new ones are added, changed ones updated, removed ones deleted; unchanged rows are not touched,
 * so their updated_at says when we last changed them.
 */

export const SYSTEM_TEMPLATES_DIR = fileURLToPath(new URL('../../seed/templates', import.meta.url));

/** Arbitrary constant naming the advisory lock: instances starting together write the templates once. */
const SYSTEM_TEMPLATES_LOCK_KEY = 4_280_773;

// a body may be written as a list of lines: JSON has no multi-line strings
const body = z.union([z.string(), z.array(z.string())]).transform((text) => (Array.isArray(text) ? text.join('\n') : text));

const templateFile = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  label: z.string().trim().min(1).max(PROJECT_LABEL_MAX),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX),
  category: z.string().trim().min(1).max(PROJECT_CATEGORY_MAX),
  formats: z.array(z.looseObject({ body }).pipe(newTemplateFormat)).min(1),
  presets: z.array(
    z.object({
      key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
      label: z.string().trim().min(1).max(PROJECT_LABEL_MAX),
      payload: formValues,
      tags: z.array(z.string().trim().toLowerCase()).default([]),
      order_rank: z.number().int().nullable().default(PRESET_DEFAULT_ORDER_RANK),
      category: z.string().trim().max(PROJECT_CATEGORY_MAX).optional(),
    }),
  ),
});
export type SystemTemplateFile = z.output<typeof templateFile>;

/** A preset's id from its template and key: the same on every start and every database. */
export function systemPresetId(templateKey: string, presetKey: string): string {
  const hex = createHash('sha256').update(`system-preset:${templateKey}:${presetKey}`).digest('hex');
  // the layout of a version 5 (name-based) UUID
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every template file of the folder, checked: a broken file stops the start with its name. */
export function readSystemTemplates(dir: string = SYSTEM_TEMPLATES_DIR): SystemTemplateFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = templateFile.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      try {
        checkBodies(parsed.data.formats);
      } catch (err) {
        throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
      }
      return parsed.data;
    });
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);
/** The update only when a column differs: an unchanged row keeps its updated_at. */
const differs = (table: string, columns: string[]) =>
  sql.raw(`(${columns.map((c) => `"${table}"."${c}"`).join(', ')}) is distinct from (${columns.map((c) => `excluded."${c}"`).join(', ')})`);
const setFrom = (columns: string[]) => Object.fromEntries([...columns.map((c) => [c, excluded(c)]), ['updated_at', sql`now()`]]);

const TEMPLATE_COLUMNS = ['label', 'description', 'category'];
const FORMAT_COLUMNS = ['label', 'description', 'order_rank', 'input_schema', 'default_export_target', 'body', 'export_targets', 'is_enabled', 'render_engine'];
const PRESET_COLUMNS = ['label', 'payload', 'tags', 'order_rank', 'category', 'template_key'];

/** Brings our templates in the database in line with the files; answers how many there are. */
export async function loadSystemTemplates(db: Db, dir: string = SYSTEM_TEMPLATES_DIR): Promise<number> {
  const files = readSystemTemplates(dir);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYSTEM_TEMPLATES_LOCK_KEY})`);
    for (const file of files) {
      await tx
        .insert(templates)
        .values({ key: file.key, label: file.label, description: file.description, category: file.category, visibility: 'system', owner_id: null })
        .onConflictDoUpdate({
          target: templates.key,
          set: setFrom(TEMPLATE_COLUMNS),
          setWhere: sql`${templates.visibility} = 'system' and ${differs('templates', TEMPLATE_COLUMNS)}`,
        });
      await tx
        .insert(templateFormats)
        .values(file.formats.map((format) => formatValues(file.key, format)))
        .onConflictDoUpdate({
          target: [templateFormats.template_key, templateFormats.key],
          set: setFrom(FORMAT_COLUMNS),
          setWhere: differs('template_formats', FORMAT_COLUMNS),
        });
      await tx.delete(templateFormats).where(
        and(
          eq(templateFormats.template_key, file.key),
          notInArray(
            templateFormats.key,
            file.formats.map((f) => f.key),
          ),
        ),
      );
      const ids = file.presets.map((p) => systemPresetId(file.key, p.key));
      if (file.presets.length > 0) {
        await tx
          .insert(presets)
          .values(
            file.presets.map((p, i) => ({
              id: ids[i]!,
              label: p.label,
              payload: p.payload,
              tags: p.tags,
              order_rank: p.order_rank,
              category: p.category ?? file.category,
              template_key: file.key,
              visibility: 'system',
              owner_id: null,
            })),
          )
          .onConflictDoUpdate({ target: presets.id, set: setFrom(PRESET_COLUMNS), setWhere: differs('presets', PRESET_COLUMNS) });
      }
      await tx
        .delete(presets)
        .where(and(eq(presets.template_key, file.key), eq(presets.visibility, 'system'), ids.length ? notInArray(presets.id, ids) : undefined));
    }
    // a template whose file was removed goes, with its formats and presets
    await tx.delete(templates).where(
      and(
        eq(templates.visibility, 'system'),
        files.length
          ? notInArray(
              templates.key,
              files.map((f) => f.key),
            )
          : undefined,
      ),
    );
  });
  return files.length;
}
