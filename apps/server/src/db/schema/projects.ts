import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_EXPORT_TARGET, PRESET_DEFAULT_ORDER_RANK, PROJECT_DESCRIPTION_MAX, PROJECT_LABEL_MAX, TEMPLATE_BODY_MAX } from '@curio/core/limits';
import { EXPORT_TARGETS, RENDER_ENGINES, VISIBILITIES } from '@curio/core/projects-api';
import { users } from './auth';

/*
 * The projects studio (docs/product.md#what-is-stored): templates, the formats a template can be written in, and presets
 * of form values. System rows are ours (seeded from seed/templates, no owner); private rows
 * belong to one learner and nobody else ever sees them.
 */

const n = (value: number) => sql.raw(String(value));
const oneOf = (column: unknown, values: readonly string[]) => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
const requiredLength = (column: unknown, max: number) => sql`char_length(${column}) between 1 and ${n(max)}`;
const maxLength = (column: unknown, max: number) => sql`char_length(${column}) <= ${n(max)}`;
// a private row has an owner; ours never do
const ownedIfPrivate = (visibility: unknown, owner: unknown) =>
  sql`(${visibility} = 'private') = (${owner} is not null) or (${visibility} = 'public')`;

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    label: text('label').notNull(),
    description: text('description'),
    category: text('category'),
    visibility: text('visibility').notNull().default('private'),
    owner_id: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the gallery: everyone's to see, and a learner's own
    index('templates_visibility_label_idx').on(t.visibility, t.label),
    index('templates_owner_idx').on(t.owner_id),
    check('templates_visibility', oneOf(t.visibility, VISIBILITIES)),
    check('templates_owner', ownedIfPrivate(t.visibility, t.owner_id)),
    check('templates_label_len', requiredLength(t.label, PROJECT_LABEL_MAX)),
    check('templates_description_len', maxLength(t.description, PROJECT_DESCRIPTION_MAX)),
  ],
);

/** input_schema: { fields: [string | { key, label, type, rows, required, default, … }] } */
export const templateFormats = pgTable(
  'template_formats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template_key: text('template_key').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    // null is unranked: sorts after every ranked format
    order_rank: integer('order_rank'),
    input_schema: jsonb('input_schema').notNull().default(sql`'{"fields":[]}'::jsonb`),
    default_export_target: text('default_export_target').notNull().default(DEFAULT_EXPORT_TARGET),
    body: text('body').notNull(),
    export_targets: text('export_targets')
      .array()
      .notNull()
      .default(sql.raw(`'{${EXPORT_TARGETS.join(',')}}'::text[]`)),
    is_enabled: boolean('is_enabled').notNull().default(true),
    render_engine: text('render_engine').notNull().default('liquid'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a template's keys can be renamed (cascade) and its formats go with it
    foreignKey({ name: 'template_formats_template_fk', columns: [t.template_key], foreignColumns: [templates.key] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('template_formats_template_key_uq').on(t.template_key, t.key),
    check('template_formats_render_engine', oneOf(t.render_engine, RENDER_ENGINES)),
    check('template_formats_default_target', sql`${t.default_export_target} = any(${t.export_targets})`),
    check('template_formats_targets', sql`${t.export_targets} <@ ${sql.raw(`'{${EXPORT_TARGETS.join(',')}}'::text[]`)}`),
    check('template_formats_label_len', requiredLength(t.label, PROJECT_LABEL_MAX)),
    check('template_formats_body_len', requiredLength(t.body, TEMPLATE_BODY_MAX)),
  ],
);

/** payload: form values by field key, applied to a card's form */
export const presets = pgTable(
  'presets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // null is unranked: sorts after every ranked preset
    order_rank: integer('order_rank').default(PRESET_DEFAULT_ORDER_RANK),
    category: text('category'),
    owner_id: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull().default('private'),
    template_key: text('template_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'presets_template_fk', columns: [t.template_key], foreignColumns: [templates.key] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // the default list (newest first) of everyone's presets, and of a learner's own
    index('presets_visibility_updated_idx').on(t.visibility, t.updated_at, t.id),
    index('presets_owner_updated_idx').on(t.owner_id, t.updated_at, t.id),
    index('presets_template_idx').on(t.template_key),
    index('presets_tags_idx').using('gin', t.tags),
    check('presets_visibility', oneOf(t.visibility, VISIBILITIES)),
    check('presets_owner', ownedIfPrivate(t.visibility, t.owner_id)),
    check('presets_label_len', requiredLength(t.label, PROJECT_LABEL_MAX)),
  ],
);
