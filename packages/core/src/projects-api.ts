import { z } from 'zod';
import { apiError } from './errors';
import {
  DEFAULT_EXPORT_TARGET,
  FORM_VALUE_MAX,
  FORM_VALUES_KEYS_MAX,
  PRESET_DEFAULT_ORDER_RANK,
  PRESET_TAG_MAX_LENGTH,
  PRESET_TAGS_MAX,
  PRESETS_LIMIT,
  PRESETS_LIMIT_MAX,
  PROJECT_CATEGORY_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_LABEL_MAX,
  PROJECT_SEARCH_MAX,
  TEMPLATE_BODY_MAX,
  TEMPLATE_FIELDS_MAX,
  TEMPLATE_FORMATS_MAX,
} from './limits';
import { categoryName, LEARNING_NAME_MAX } from './learning';
import { FIELD_TYPES, type FormValue, isFieldKey } from './projects';
import { PROJECT_MSG } from './projects-messages';
import { parseTags } from './tags';
import { multiLineText, singleLineText } from './text-input';

/*
 * The projects REST API (docs/routes.md#api): templates, their formats, presets, and documents rendered from
 * them. Request schemas validate at the server's edge and drive the web's forms; response schemas
 * are the contract both sides build against.
 */

/** Markdown is the source every other target is made from. */
export const EXPORT_TARGETS = ['markdown', 'html', 'pdf', 'docx'] as const;
export const exportTarget = z.enum(EXPORT_TARGETS);
export type ExportTarget = z.infer<typeof exportTarget>;

export const VISIBILITIES = ['system', 'public', 'private'] as const;
const visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof visibility>;

export const RENDER_ENGINES = ['liquid'] as const;

/**
 * Which templates, formats and presets a list shows. system: ours; public: everyone's to see
 * (system and public); private: the caller's own; all: public and the caller's own.
 */
export type ProjectScope = 'system' | 'public' | 'private' | 'all';

/** docs/routes.md#api: mine or private → private, all → all, system → system, anything else → public; absent → the fallback. */
export function resolveScope(raw: string | undefined, fallback: ProjectScope): ProjectScope {
  const scope = raw?.trim().toLowerCase();
  if (!scope) return fallback;
  if (scope === 'mine' || scope === 'private') return 'private';
  if (scope === 'all' || scope === 'system') return scope;
  return 'public';
}

/** docs/product.md#roles-and-permissions, docs/routes.md#api: the scopes that read the caller's own items need a session or bearer token. */
export const scopeNeedsSession = (scope: ProjectScope) => scope === 'private' || scope === 'all';

// a query string's empty parameter ('?q=') means no filter
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalQueryText = (max: number) => z.preprocess(blankAsMissing, singleLineText().trim().max(max).optional());

/** The category filter is off when empty, 'default' or 'all' (docs/routes.md#api). */
const categoryFilter = z.preprocess(
  (v) => (typeof v === 'string' && ['', 'default', 'all'].includes(v.trim().toLowerCase()) ? undefined : v),
  singleLineText().trim().max(PROJECT_CATEGORY_MAX).optional(),
);

const booleanQuery = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const text = v.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(text)) return true;
  if (['false', '0', 'no', ''].includes(text)) return false;
  return v;
}, z.boolean());

const scopeQuery = singleLineText().max(40).optional();

// ---------------------------------------------------------------- form values

const fieldKey = singleLineText().trim().max(200).refine(isFieldKey, { message: PROJECT_MSG.invalidFieldKey });
const groupKey = singleLineText().max(100).refine((key) => isFieldKey(key) && !key.includes('.'), { message: PROJECT_MSG.invalidFieldKey });
/** Entries of one list value. */
const FORM_LIST_MAX = 100;

const formValueOf = (text: z.ZodString) => {
  const scalar = z.union([
    text.max(FORM_VALUE_MAX, { message: `A form value is limited to ${FORM_VALUE_MAX} characters.` }),
    z.number().refine(Number.isFinite),
    z.boolean(),
    z.null(),
  ]);
  const level = <T extends z.ZodType>(inner: T) => z.union([scalar, z.array(inner).max(FORM_LIST_MAX), z.record(groupKey, inner)]);
  return level(level(level(scalar))) as unknown as z.ZodType<FormValue>;
};
/** A form value: text, number, yes/no, null, a list, or a group (dotted keys), nested at most three deep. */
export const formValue = formValueOf(z.string());
/** A form value as a learner sends it: its texts are multi-line text. */
const formValueInput = formValueOf(multiLineText());

/** A form's values by field key: flat dotted keys ('company.name') or nested groups (company: { name }). */
export const formValues = z
  .record(fieldKey, formValueInput)
  .refine((values) => Object.keys(values).length <= FORM_VALUES_KEYS_MAX, { message: `A form sends at most ${FORM_VALUES_KEYS_MAX} values.` });

// ---------------------------------------------------------------- fields, formats, templates

/** A field as a format's author writes it (docs/product.md#what-is-stored): its key alone, or an object. */
const fieldSpec = z.union([
  fieldKey,
  z.object({
    key: fieldKey,
    label: singleLineText().trim().max(PROJECT_LABEL_MAX).optional(),
    type: z.enum(FIELD_TYPES).optional(),
    rows: z.number().int().min(1).max(30).optional(),
    required: z.boolean().optional(),
    default: formValueInput.optional(),
    defaultValue: formValueInput.optional(),
    placeholder: multiLineText().trim().max(PROJECT_DESCRIPTION_MAX).optional(),
    help: multiLineText().trim().max(PROJECT_DESCRIPTION_MAX).optional(),
  }),
]);

const inputSchemaSpec = z.object({
  fields: z
    .array(fieldSpec)
    .max(TEMPLATE_FIELDS_MAX)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      for (const field of fields) {
        const key = typeof field === 'string' ? field : field.key;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: PROJECT_MSG.duplicateFieldKey(key) });
        seen.add(key);
      }
    }),
});

/** A field as the API answers it: every field an object (the rules of projects.ts applied). */
export const formField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  rows: z.number().int().optional(),
  required: z.boolean(),
  default: formValue.optional(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
});

/** docs/product.md#what-is-stored "Template format". order_rank null sorts last (UNRANKED_FORMAT_ORDER). */
const templateFormat = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  order_rank: z.number().int().nullable(),
  input_schema: z.object({ fields: z.array(formField) }),
  default_export_target: exportTarget,
  /** the Liquid template the document is written from (markdown) */
  body: z.string(),
  template_key: z.string(),
  export_targets: z.array(exportTarget),
  is_enabled: z.boolean(),
  render_engine: z.enum(RENDER_ENGINES),
  updated_at: z.string(),
});
export type TemplateFormat = z.infer<typeof templateFormat>;

const template = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  visibility,
  /** the caller owns it (a private template of theirs) */
  is_mine: z.boolean(),
  /** its enabled formats */
  format_count: z.number().int(),
  updated_at: z.string(),
});
export type Template = z.infer<typeof template>;

const formatKey = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, { message: 'A format key is lower-case letters, digits, - and _.' });

const label = singleLineText().trim().min(1, { message: 'Label is required.' }).max(PROJECT_LABEL_MAX);
const description = multiLineText().trim().max(PROJECT_DESCRIPTION_MAX).nullish();
const category = singleLineText().trim().max(PROJECT_CATEGORY_MAX).nullish();

/** A format of a template the learner writes. */
export const newTemplateFormat = z
  .object({
    key: formatKey,
    label,
    description,
    order_rank: z.number().int().min(0).max(1_000_000).nullish(),
    input_schema: inputSchemaSpec,
    default_export_target: exportTarget.default(DEFAULT_EXPORT_TARGET),
    body: multiLineText().min(1, { message: 'Body is required.' }).max(TEMPLATE_BODY_MAX),
    export_targets: z.array(exportTarget).min(1).max(EXPORT_TARGETS.length).default([...EXPORT_TARGETS]),
    is_enabled: z.boolean().default(true),
    render_engine: z.enum(RENDER_ENGINES).default('liquid'),
  })
  .refine((format) => format.export_targets.includes(format.default_export_target), {
    message: PROJECT_MSG.defaultTargetNotOffered,
    path: ['default_export_target'],
  });
export type NewTemplateFormat = z.output<typeof newTemplateFormat>;

const newFormatList = z
  .array(newTemplateFormat)
  .min(1, { message: PROJECT_MSG.noSupportedFormats })
  .max(TEMPLATE_FORMATS_MAX)
  .superRefine((formats, ctx) => {
    const seen = new Set<string>();
    for (const format of formats) {
      if (seen.has(format.key)) ctx.addIssue({ code: 'custom', message: PROJECT_MSG.duplicateFormatKey(format.key) });
      seen.add(format.key);
    }
  });

/** POST /api/projects/templates: a private template of the caller's; its key is made by the server. */
export const newTemplate = z.object({ label, description, category, formats: newFormatList });
export type NewTemplate = z.input<typeof newTemplate>;
export type NewTemplateData = z.output<typeof newTemplate>;

/** PATCH /api/projects/templates/{key}: formats, when sent, replace the old ones. */
export const templatePatch = z
  .object({ label: label.optional(), description, category, formats: newFormatList.optional() })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: PROJECT_MSG.nothingToChange });
export type TemplatePatch = z.output<typeof templatePatch>;

/** A template with its formats (create, update, and GET one). */
export const templateWithFormats = template.extend({ formats: z.array(templateFormat) });
export type TemplateWithFormats = z.infer<typeof templateWithFormats>;

export const templateKeyParams = z.object({ key: singleLineText().trim().min(1).max(100) });
/** The spec's {id}: the template's id or its key. */
export const templateIdParams = z.object({ id: singleLineText().trim().min(1).max(100) });

export const templatesQuery = z.object({
  q: optionalQueryText(PROJECT_SEARCH_MAX),
  category: categoryFilter,
});

export const templateList = z.object({ items: z.array(template) });

/** GET /api/projects/templates/{key}/formats: scope defaults to system (docs/routes.md#api). */
export const formatsQuery = z.object({ scope: scopeQuery });
export const formatList = z.object({ items: z.array(templateFormat) });

// ---------------------------------------------------------------- presets

/** docs/product.md#what-is-stored "Preset". order_rank null is unranked and sorts last. */
export const preset = z.object({
  id: z.string(),
  label: z.string(),
  /** form values the preset fills in */
  payload: z.record(z.string(), formValue),
  tags: z.array(z.string()),
  order_rank: z.number().int().nullable(),
  category: z.string().nullable(),
  /** the template it is for; null when it fits any */
  template_key: z.string().nullable(),
  visibility,
  is_mine: z.boolean(),
  updated_at: z.string(),
});
export type Preset = z.infer<typeof preset>;

const PRESET_SORTS = ['updated_at', 'order_rank', 'label', 'created_at'] as const;

/** GET /api/projects/presets (docs/routes.md#api). */
export const presetsQuery = z.object({
  scope: scopeQuery,
  q: optionalQueryText(PROJECT_SEARCH_MAX),
  category: categoryFilter,
  /** comma-separated: a preset must have every tag */
  tagsCsv: z.preprocess(blankAsMissing, singleLineText().max(PRESET_TAGS_MAX * (PRESET_TAG_MAX_LENGTH + 1)).optional()),
  template_key: optionalQueryText(100),
  sort: z.preprocess(blankAsMissing, z.enum(PRESET_SORTS).default('updated_at')),
  asc: z.preprocess(blankAsMissing, booleanQuery.default(false)),
  limit: z.preprocess(blankAsMissing, z.coerce.number().min(1).max(PRESETS_LIMIT_MAX).int().default(PRESETS_LIMIT)),
  offset: z.preprocess(blankAsMissing, z.coerce.number().min(0).max(1_000_000).int().default(0)),
});
export type PresetsQuery = z.output<typeof presetsQuery>;

export const presetList = z.object({
  items: z.array(preset),
  /** every preset that matches, over all pages */
  count: z.number().int(),
});

/** Tags as a list or the text 'pitch, #saas' (split like a use case's tags), stored lower-cased. */
const presetTags = z
  .union([singleLineText().max(PRESET_TAGS_MAX * (PRESET_TAG_MAX_LENGTH + 2) * 2), z.array(singleLineText().max(PRESET_TAG_MAX_LENGTH * 2)).max(PRESET_TAGS_MAX * 2)])
  .transform((tags) => parseTags(tags).map((tag) => tag.toLowerCase()))
  .pipe(
    z
      .array(z.string().max(PRESET_TAG_MAX_LENGTH, { message: `A tag is limited to ${PRESET_TAG_MAX_LENGTH} characters.` }))
      .max(PRESET_TAGS_MAX, { message: `A preset has at most ${PRESET_TAGS_MAX} tags.` }),
  );

const presetFields = {
  label,
  payload: formValues,
  tags: presetTags,
  order_rank: z.number().int().min(0).max(1_000_000).nullable(),
  category,
  template_key: singleLineText().trim().max(100).nullish(),
};

/** POST /api/projects/presets: a private preset of the caller's. */
export const newPreset = z.object({
  ...presetFields,
  payload: presetFields.payload.default({}),
  tags: presetFields.tags.default([]),
  order_rank: presetFields.order_rank.default(PRESET_DEFAULT_ORDER_RANK),
});
export type NewPreset = z.input<typeof newPreset>;
export type NewPresetData = z.output<typeof newPreset>;

export const presetPatch = z
  .object({
    label: presetFields.label.optional(),
    payload: presetFields.payload.optional(),
    tags: presetFields.tags.optional(),
    order_rank: presetFields.order_rank.optional(),
    category: presetFields.category,
    template_key: presetFields.template_key,
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), { message: PROJECT_MSG.nothingToChange });
export type PresetPatch = z.output<typeof presetPatch>;

export const presetIdParams = z.object({ id: z.uuid({ message: 'Not a preset id.' }) });

// ---------------------------------------------------------------- documents

/** POST /api/templates/{key}/render: the document as a file. */
export const renderBody = z.object({
  /** a format key of the template; its first format when left out */
  format: singleLineText().trim().max(60).optional(),
  form_values: formValues.default({}),
  /** ask the AI provider to polish the wording (signed-in learners) */
  polish: z.boolean().default(false),
  /** the file to make; the format's default_export_target when left out */
  target: exportTarget.optional(),
});
export type RenderBody = z.input<typeof renderBody>;

/** POST /api/projects/templates/{id}/preview and /generate (docs/routes.md#api). */
export const previewBody = z.object({
  form_values: formValues.default({}),
  format: singleLineText().trim().max(60).optional(),
  target: exportTarget.optional(),
});
export type PreviewBody = z.input<typeof previewBody>;

export const generateBody = previewBody.extend({ polish: z.boolean().default(false) });
export type GenerateBody = z.input<typeof generateBody>;

/** The document as text: an HTML page for target html, else its markdown (PDF and DOCX are made from it). */
const documentText = z.object({ target: exportTarget, content: z.string() });

export const previewResponse = z.object({
  /** the format key used */
  format: z.string(),
  preview: documentText,
});
export type PreviewResponse = z.infer<typeof previewResponse>;

export const generateResponse = z.object({
  format: z.string(),
  target: exportTarget,
  content: z.string(),
  /** a file name for the document, without extension */
  title: z.string(),
  /** the AI provider reworded the text */
  polished: z.boolean(),
  /** why the text was or was not polished, when polish was asked for */
  notice: z.string().nullable(),
});
export type GenerateResponse = z.infer<typeof generateResponse>;

/** Markdown of an edited document, at most this long. */
export const EXPORT_MARKDOWN_MAX = 200_000;

/** POST /api/projects/export: a document the learner edited, as a file. */
export const exportBody = z.object({
  markdown: multiLineText().min(1, { message: 'There is nothing to export.' }).max(EXPORT_MARKDOWN_MAX),
  target: exportTarget,
  /** the file's name, without extension */
  title: singleLineText().trim().max(PROJECT_LABEL_MAX).optional(),
});
export type ExportBody = z.input<typeof exportBody>;

/** 400 when required fields are blank: message is the first, fields has each by key. */
export const formErrors = apiError.extend({ fields: z.record(z.string(), z.string()) });

/** GET /api/projects/from-usecase: form values of a saved or published use case, for the use-case brief. */
export const fromUseCaseQuery = z
  .object({
    saved_id: z.preprocess(blankAsMissing, z.uuid({ message: 'Not a saved use case id.' }).optional()),
    usecase_id: z.preprocess(blankAsMissing, z.uuid({ message: 'Not a use case id.' }).optional()),
  })
  .refine((q) => (q.saved_id === undefined) !== (q.usecase_id === undefined), { message: 'Send saved_id or usecase_id.' });

export const fromUseCaseResponse = z.object({
  /** the template these values are for */
  template_key: z.string(),
  form_values: z.record(z.string(), formValue),
});

/** GET /api/projects/study-guide: a course the learner took quizzes in or bookmarked cards of, named as its results name it. */
export const studyGuideQuery = z.object({
  category: categoryName,
  course: singleLineText().trim().min(1, { message: 'Course is required.' }).max(LEARNING_NAME_MAX),
});
export type StudyGuideQuery = z.infer<typeof studyGuideQuery>;

/** GET /api/projects/polish: whether Polish with AI can change a document (a model is configured). */
export const polishAvailability = z.object({ available: z.boolean() });
export type PolishAvailability = z.infer<typeof polishAvailability>;
