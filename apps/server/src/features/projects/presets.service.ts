import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRIVATE_PRESETS_PER_USER } from '@curio/core/limits';
import type { FormValue } from '@curio/core/projects';
import type { NewPresetData, Preset, PresetPatch, PresetsQuery, ProjectScope, Visibility } from '@curio/core/projects-api';
import type { Db } from '../../db/client';
import { presets, templates } from '../../db/tables';
import { inScope, visibleTo } from './templates.service';

type PresetRow = typeof presets.$inferSelect;

function toPreset(row: PresetRow, userId: string | null): Preset {
  return {
    id: row.id,
    label: row.label,
    payload: row.payload as Record<string, FormValue>,
    tags: row.tags,
    order_rank: row.order_rank,
    category: row.category,
    template_key: row.template_key,
    visibility: row.visibility as Visibility,
    is_mine: userId !== null && row.owner_id === userId,
    updated_at: row.updated_at.toISOString(),
  };
}

const SORT_COLUMNS: Record<PresetsQuery['sort'], AnyPgColumn> = {
  updated_at: presets.updated_at,
  order_rank: presets.order_rank,
  label: presets.label,
  created_at: presets.created_at,
};

/** Tags of the tagsCsv filter, as presets keep them: trimmed, lower-cased, without a leading #. */
const csvTags = (csv: string | undefined) =>
  csv
    ? [
        ...new Set(
          csv
            .split(',')
            .map((tag) => tag.trim().replace(/^#+/, '').toLowerCase())
            .filter(Boolean),
        ),
      ]
    : [];

/**
 * A page of presets (docs/routes.md#api) in the scope: q searches the label and the tags, category and
 * tagsCsv (every tag) narrow it. Unranked presets (order_rank null) sort last either way.
 */
export async function listPresets(db: Db, userId: string | null, scope: ProjectScope, query: PresetsQuery): Promise<{ items: Preset[]; count: number }> {
  const tags = csvTags(query.tagsCsv);
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    inScope(presets, scope, userId),
    query.category ? sql`lower(${presets.category}) = lower(${query.category})` : undefined,
    query.template_key ? eq(presets.template_key, query.template_key) : undefined,
    tags.length ? sql`${presets.tags} @> ${sql.param(tags)}::text[]` : undefined,
    pattern ? sql`(${presets.label} ilike ${pattern} or array_to_string(${presets.tags}, ' ') ilike ${pattern})` : undefined,
  );
  const column = SORT_COLUMNS[query.sort];
  const direction = query.asc ? asc : desc;
  const order: SQL[] = [sql`${column} is null`, direction(column), direction(presets.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(presets)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(presets).where(where),
  ]);
  return { items: rows.map((row) => toPreset(row, userId)), count: total?.n ?? 0 };
}

/** Whether the caller may see the template a preset is for. */
async function templateVisible(db: Db, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: templates.key })
    .from(templates)
    .where(and(eq(templates.key, key), visibleTo(templates, userId)));
  return Boolean(row);
}

export type PresetOutcome = { ok: true; preset: Preset } | { ok: false; reason: 'limit' | 'template' };

/** A private preset of the learner's. */
export async function createPreset(db: Db, userId: string, input: NewPresetData): Promise<PresetOutcome> {
  if (input.template_key && !(await templateVisible(db, userId, input.template_key))) return { ok: false, reason: 'template' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${userId}`}))`);
    const [owned] = await tx.select({ n: count() }).from(presets).where(eq(presets.owner_id, userId));
    if ((owned?.n ?? 0) >= PRIVATE_PRESETS_PER_USER) return { ok: false, reason: 'limit' } as const;
    const [row] = await tx
      .insert(presets)
      .values({
        label: input.label,
        payload: input.payload,
        tags: input.tags,
        order_rank: input.order_rank,
        category: input.category ?? null,
        template_key: input.template_key ?? null,
        visibility: 'private',
        owner_id: userId,
      })
      .returning();
    return { ok: true, preset: toPreset(row!, userId) } as const;
  });
}

/** Changes one of the learner's own presets; null when it is not theirs. */
export async function updatePreset(db: Db, userId: string, id: string, patch: PresetPatch): Promise<PresetOutcome | null> {
  if (patch.template_key && !(await templateVisible(db, userId, patch.template_key))) return { ok: false, reason: 'template' };
  const changes: Partial<typeof presets.$inferInsert> = { updated_at: new Date() };
  if (patch.label !== undefined) changes.label = patch.label;
  if (patch.payload !== undefined) changes.payload = patch.payload;
  if (patch.tags !== undefined) changes.tags = patch.tags;
  if (patch.order_rank !== undefined) changes.order_rank = patch.order_rank;
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.template_key !== undefined) changes.template_key = patch.template_key;
  const [row] = await db
    .update(presets)
    .set(changes)
    .where(and(eq(presets.id, id), eq(presets.owner_id, userId), eq(presets.visibility, 'private')))
    .returning();
  return row ? { ok: true, preset: toPreset(row, userId) } : null;
}

/** Deletes one of the learner's own presets; false when it is not theirs. */
export async function deletePreset(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(presets)
    .where(and(eq(presets.id, id), eq(presets.owner_id, userId), eq(presets.visibility, 'private')))
    .returning({ id: presets.id });
  return deleted.length > 0;
}
