import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PRIVATE_TEMPLATES_PER_USER, UNRANKED_FORMAT_ORDER } from '@curio/core/limits';
import { type FieldSpec, normalizeFields } from '@curio/core/projects';
import type {
  ExportTarget,
  NewTemplateData,
  NewTemplateFormat,
  ProjectScope,
  Template,
  TemplateFormat,
  TemplatePatch,
  TemplateWithFormats,
  Visibility,
} from '@curio/core/projects-api';
import type { Db } from '../../db/client';
import { templateFormats, templates } from '../../db/tables';
import { slugify } from './slugify';

type TemplateRow = typeof templates.$inferSelect;
type FormatRow = typeof templateFormats.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Everyone's to see: ours and public ones. */
const EVERYONES: Visibility[] = ['system', 'public'];

/** The columns that say who may see a template or a preset. */
interface Owned {
  visibility: AnyPgColumn;
  owner_id: AnyPgColumn;
}

/** Templates (or presets) a caller may see: everyone's, and their own. */
export function visibleTo(table: Owned, userId: string | null): SQL {
  const shared = inArray(table.visibility, EVERYONES);
  return userId ? or(shared, eq(table.owner_id, userId))! : shared;
}

/** The rows a scope selects (see PROJECT_SCOPES); private and all need a user, checked by the caller. */
export function inScope(table: Owned, scope: ProjectScope, userId: string | null): SQL {
  switch (scope) {
    case 'system':
      return eq(table.visibility, 'system');
    case 'public':
      return inArray(table.visibility, EVERYONES);
    case 'private':
      return and(eq(table.visibility, 'private'), eq(table.owner_id, userId ?? ''))!;
    case 'all':
      return visibleTo(table, userId);
  }
}

/** Formats in the studio's order: ranked first by rank, the unranked last (docs/product.md#limits), then by label. */
const formatOrder = [sql`coalesce(${templateFormats.order_rank}, ${UNRANKED_FORMAT_ORDER})`, asc(templateFormats.label), asc(templateFormats.key)];

function toFormat(row: FormatRow): TemplateFormat {
  const schema = row.input_schema as { fields?: (string | FieldSpec)[] };
  return {
    key: row.key,
    label: row.label,
    description: row.description,
    order_rank: row.order_rank,
    input_schema: { fields: normalizeFields(schema.fields ?? []) },
    default_export_target: row.default_export_target as ExportTarget,
    body: row.body,
    template_key: row.template_key,
    export_targets: row.export_targets as ExportTarget[],
    is_enabled: row.is_enabled,
    render_engine: row.render_engine as TemplateFormat['render_engine'],
    updated_at: row.updated_at.toISOString(),
  };
}

function toTemplate(row: TemplateRow, formatCount: number, userId: string | null): Template {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    description: row.description,
    category: row.category,
    visibility: row.visibility as Visibility,
    is_mine: userId !== null && row.owner_id === userId,
    format_count: formatCount,
    updated_at: row.updated_at.toISOString(),
  };
}

// written out: both tables have a "key" column, and a correlated subquery must name whose
const enabledFormatCount = sql<number>`(select count(*)::int from "template_formats" f where f."template_key" = "templates"."key" and f."is_enabled")`;

/** The gallery: ours, public ones and the caller's own, by label; q searches label, description and category. */
export async function listTemplates(db: Db, userId: string | null, filter: { q?: string; category?: string }): Promise<Template[]> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({ template: templates, formatCount: enabledFormatCount })
    .from(templates)
    .where(
      and(
        visibleTo(templates, userId),
        filter.category ? sql`lower(${templates.category}) = lower(${filter.category})` : undefined,
        pattern
          ? sql`(${templates.label} ilike ${pattern} or coalesce(${templates.description}, '') ilike ${pattern} or coalesce(${templates.category}, '') ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(sql`${templates.visibility} = 'private'`, asc(templates.label), asc(templates.key));
  return rows.map((r) => toTemplate(r.template, Number(r.formatCount), userId));
}

async function formatsOf(db: Db | Tx, key: string, enabledOnly: boolean): Promise<FormatRow[]> {
  return db
    .select()
    .from(templateFormats)
    .where(and(eq(templateFormats.template_key, key), enabledOnly ? eq(templateFormats.is_enabled, true) : undefined))
    .orderBy(...formatOrder);
}

const withFormats = (row: TemplateRow, formats: FormatRow[], userId: string | null): TemplateWithFormats => ({
  ...toTemplate(
    row,
    formats.filter((f) => f.is_enabled).length,
    userId,
  ),
  formats: formats.map(toFormat),
});

/** One template the caller may see, with all its formats (the owner sees disabled ones too). */
export async function getTemplate(db: Db, userId: string | null, key: string): Promise<TemplateWithFormats | null> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.key, key), visibleTo(templates, userId)));
  if (!row) return null;
  const mine = userId !== null && row.owner_id === userId;
  return withFormats(row, await formatsOf(db, key, !mine), userId);
}

/** The enabled formats of a template in the scope; null when the scope has no such template. */
export async function listFormats(db: Db, userId: string | null, key: string, scope: ProjectScope): Promise<TemplateFormat[] | null> {
  const [row] = await db
    .select({ key: templates.key })
    .from(templates)
    .where(and(eq(templates.key, key), inScope(templates, scope, userId)));
  if (!row) return null;
  return (await formatsOf(db, key, true)).map(toFormat);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What rendering reads of a template and of its formats. */
const renderTemplateColumns = { id: templates.id, key: templates.key, label: templates.label, visibility: templates.visibility };
const renderFormatColumns = {
  key: templateFormats.key,
  label: templateFormats.label,
  body: templateFormats.body,
  input_schema: templateFormats.input_schema,
  default_export_target: templateFormats.default_export_target,
  export_targets: templateFormats.export_targets,
};
type RenderableTemplate = Pick<TemplateRow, keyof typeof renderTemplateColumns>;
export type RenderableFormat = Pick<FormatRow, keyof typeof renderFormatColumns>;

/**
 * A template the caller may render, by id or key (the spec's {id} and {key}), with its enabled
 * formats in order: one query of only the columns it needs, as every preview and download starts here.
 */
export interface Renderable {
  template: RenderableTemplate;
  formats: RenderableFormat[];
}

export async function findRenderable(db: Db, userId: string | null, idOrKey: string): Promise<Renderable | null> {
  const rows = await db
    .select({ template: renderTemplateColumns, format: renderFormatColumns })
    .from(templates)
    .leftJoin(templateFormats, and(eq(templateFormats.template_key, templates.key), eq(templateFormats.is_enabled, true)))
    .where(and(UUID.test(idOrKey) ? eq(templates.id, idOrKey) : eq(templates.key, idOrKey), visibleTo(templates, userId)))
    .orderBy(...formatOrder);
  if (rows.length === 0) return null;
  return { template: rows[0]!.template, formats: rows.flatMap((row) => (row.format ? [row.format] : [])) };
}

/** A format as a row: the fields as the author wrote them (normalised again when read). */
export const formatValues = (templateKey: string, format: NewTemplateFormat) => ({
  template_key: templateKey,
  key: format.key,
  label: format.label,
  description: format.description ?? null,
  order_rank: format.order_rank ?? null,
  input_schema: { fields: format.input_schema.fields },
  default_export_target: format.default_export_target,
  body: format.body,
  export_targets: [...new Set(format.export_targets)],
  is_enabled: format.is_enabled,
  render_engine: format.render_engine,
});

// one learner's writes take turns, so the per-user limit holds under concurrent requests
const lockUser = (tx: Tx, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${userId}`}))`);

/** Refuses a body that is not valid Liquid with a TemplateError naming its format; a broken template is never stored. */
export type CheckBodies = (formats: readonly Pick<NewTemplateFormat, 'key' | 'body'>[]) => Promise<void>;

export type CreateOutcome = { ok: true; template: TemplateWithFormats } | { ok: false; reason: 'limit' };

/** A private template of the learner's, with a key made from its label and a random suffix (keys are global). */
export async function createTemplate(db: Db, userId: string, input: NewTemplateData, checkBodies: CheckBodies): Promise<CreateOutcome> {
  await checkBodies(input.formats);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [owned] = await tx.select({ n: count() }).from(templates).where(eq(templates.owner_id, userId));
    if ((owned?.n ?? 0) >= PRIVATE_TEMPLATES_PER_USER) return { ok: false, reason: 'limit' } as const;
    const key = `${slugify(input.label, 'template')}-${randomBytes(4).toString('hex')}`;
    const [row] = await tx
      .insert(templates)
      .values({ key, label: input.label, description: input.description ?? null, category: input.category ?? null, visibility: 'private', owner_id: userId })
      .returning();
    await tx.insert(templateFormats).values(input.formats.map((format) => formatValues(key, format)));
    return { ok: true, template: withFormats(row!, await formatsOf(tx, key, false), userId) } as const;
  });
}

/** Changes one of the learner's own templates; formats, when sent, replace the old ones. Null when it is not theirs. */
export async function updateTemplate(db: Db, userId: string, key: string, patch: TemplatePatch, checkBodies: CheckBodies): Promise<TemplateWithFormats | null> {
  if (patch.formats) await checkBodies(patch.formats);
  return db.transaction(async (tx) => {
    const changes: Partial<typeof templates.$inferInsert> = { updated_at: new Date() };
    if (patch.label !== undefined) changes.label = patch.label;
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.category !== undefined) changes.category = patch.category;
    const [row] = await tx
      .update(templates)
      .set(changes)
      .where(and(eq(templates.key, key), eq(templates.owner_id, userId), eq(templates.visibility, 'private')))
      .returning();
    if (!row) return null;
    if (patch.formats) {
      await tx.delete(templateFormats).where(eq(templateFormats.template_key, key));
      await tx.insert(templateFormats).values(patch.formats.map((format) => formatValues(key, format)));
    }
    return withFormats(row, await formatsOf(tx, key, false), userId);
  });
}

/** Deletes one of the learner's own templates, its formats and presets; false when it is not theirs. */
export async function deleteTemplate(db: Db, userId: string, key: string): Promise<boolean> {
  const deleted = await db
    .delete(templates)
    .where(and(eq(templates.key, key), eq(templates.owner_id, userId), eq(templates.visibility, 'private')))
    .returning({ id: templates.id });
  return deleted.length > 0;
}
