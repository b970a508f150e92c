import { z } from 'zod';
import { DEFAULT_EXPORT_TARGET } from './limits';
import { type FormField, type FormValue, type FormValues, isBlankValue, validateFormValues, valueAt, withDefaults } from './projects';
import { exportTarget, type ExportTarget, formField, formValue, type TemplateFormat } from './projects-api';
import { PROJECT_MSG } from './projects-messages';

/*
 * The project cards of the studio (docs/product.md#what-is-stored "Project card", docs/product.md#states-and-transitions "Project cards"): a browser-side
 * snapshot of cards with the active, opened and last expanded card. Every change is a pure
 * function from one snapshot to the next, so the web keeps no rules of its own and the tests run
 * without a browser.
 */

const PROJECT_CARDS_VERSION = 1;
/** A browser keeps at most this many cards; adding more drops none, it is refused. */
export const PROJECT_CARDS_MAX = 50;
export const DEFAULT_CARD_TITLE = 'Untitled';
/** The studio's own texts beside the spec's (PROJECT_MSG). */
export const CARD_MSG = { chooseTemplateFirst: 'Choose a template first.' } as const;
const CARD_TITLE_MAX = 120;

const CARD_MODES = ['form', 'chat'] as const;
export type CardMode = (typeof CARD_MODES)[number];

/** What a card keeps of one format: enough to draw its form and offer its exports, not its body. */
const formatConfig = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string().nullable().catch(null),
  fields: z.array(formField),
  default_export_target: exportTarget.catch(DEFAULT_EXPORT_TARGET),
  export_targets: z.array(exportTarget),
});
type FormatConfig = z.infer<typeof formatConfig>;

/** The generated document (chat mode); its content is markdown unless target is html. */
const cardOutput = z.object({ format: z.string(), target: exportTarget, content: z.string(), title: z.string().catch(DEFAULT_CARD_TITLE) });
export type CardOutput = z.infer<typeof cardOutput>;
const cardPreview = z.object({ target: exportTarget, content: z.string() });
export type CardPreview = z.infer<typeof cardPreview>;

// every property falls back on its own, so a card written by an older studio still loads
const projectCard = z.object({
  id: z.string().min(1),
  title: z.string().catch(DEFAULT_CARD_TITLE),
  mode: z.enum(CARD_MODES).catch('form'),
  template_id: z.string().nullable().catch(null),
  template_key: z.string().nullable().catch(null),
  template_label: z.string().nullable().catch(null),
  form_fields: z.array(formField).catch([]),
  form_values: z.record(z.string(), formValue).catch({}),
  fieldErrors: z.record(z.string(), z.string()).catch({}),
  supported_formats: z.array(z.string()).catch([]),
  formats_config: z.record(z.string(), formatConfig).catch({}),
  selected_format: z.string().nullable().catch(null),
  selected_formats: z.array(z.string()).catch([]),
  export_target: exportTarget.catch(DEFAULT_EXPORT_TARGET),
  output: cardOutput.nullable().catch(null),
  preview: cardPreview.nullable().catch(null),
  // a request cannot outlive the page that made it
  loading: z.boolean().catch(false),
  error: z.string().nullable().catch(null),
});
export type ProjectCard = z.infer<typeof projectCard>;

export interface CardsSnapshot {
  version: typeof PROJECT_CARDS_VERSION;
  cards: ProjectCard[];
  activeId: string | null;
  openedId: string | null;
  lastExpandedId: string | null;
}

export const emptySnapshot = (): CardsSnapshot => ({ version: PROJECT_CARDS_VERSION, cards: [], activeId: null, openedId: null, lastExpandedId: null });

function blankCard(id: string): ProjectCard {
  return {
    id,
    title: DEFAULT_CARD_TITLE,
    mode: 'form',
    template_id: null,
    template_key: null,
    template_label: null,
    form_fields: [],
    form_values: {},
    fieldErrors: {},
    supported_formats: [],
    formats_config: {},
    selected_format: null,
    selected_formats: [],
    export_target: DEFAULT_EXPORT_TARGET,
    output: null,
    preview: null,
    loading: false,
    error: null,
  };
}

const storedSnapshot = z.object({
  version: z.literal(PROJECT_CARDS_VERSION),
  cards: z.array(z.unknown()),
  activeId: z.string().nullable().catch(null),
  openedId: z.string().nullable().catch(null),
  lastExpandedId: z.string().nullable().catch(null),
});

/**
 * The snapshot kept in browser storage. Text that is not JSON, another version or another shape
 * starts afresh; a card that cannot be read is dropped, ids of cards that are gone are cleared,
 * and no card is left loading.
 */
export function parseSnapshot(raw: string | null, lastExpandedId: string | null = null): CardsSnapshot {
  if (!raw) return emptySnapshot();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptySnapshot();
  }
  const stored = storedSnapshot.safeParse(json);
  if (!stored.success) return emptySnapshot();
  const seen = new Set<string>();
  const cards: ProjectCard[] = [];
  for (const item of stored.data.cards.slice(0, PROJECT_CARDS_MAX)) {
    const card = projectCard.safeParse(item);
    if (!card.success || seen.has(card.data.id)) continue;
    seen.add(card.data.id);
    cards.push({ ...card.data, loading: false });
  }
  const known = (id: string | null) => (id !== null && seen.has(id) ? id : null);
  return {
    version: PROJECT_CARDS_VERSION,
    cards,
    activeId: known(stored.data.activeId),
    openedId: known(stored.data.openedId),
    lastExpandedId: known(lastExpandedId ?? stored.data.lastExpandedId),
  };
}

export const serializeSnapshot = (snapshot: CardsSnapshot) => JSON.stringify(snapshot);

export const findCard = (snapshot: CardsSnapshot, id: string | null) => (id === null ? undefined : snapshot.cards.find((card) => card.id === id));
export const activeCard = (snapshot: CardsSnapshot) => findCard(snapshot, snapshot.activeId);

function updateCard(snapshot: CardsSnapshot, id: string, change: (card: ProjectCard) => ProjectCard): CardsSnapshot {
  const current = findCard(snapshot, id);
  if (!current) return snapshot;
  const changed = change(current);
  return changed === current ? snapshot : { ...snapshot, cards: snapshot.cards.map((card) => (card.id === id ? changed : card)) };
}

/** A card whose document is out of date: the generated text, the preview and the card's error go. */
const stale = (card: ProjectCard): ProjectCard => ({ ...card, error: null, output: null, preview: null });

// ---------------------------------------------------------------- the list

/** docs/product.md#states-and-transitions: a new blank card becomes active. Refused (unchanged) when the list is full. */
export function addCard(snapshot: CardsSnapshot, id: string): CardsSnapshot {
  if (snapshot.cards.length >= PROJECT_CARDS_MAX || findCard(snapshot, id)) return snapshot;
  return { ...snapshot, cards: [...snapshot.cards, blankCard(id)], activeId: id };
}

/** docs/product.md#states-and-transitions: removing the active or opened card clears that id. */
export function removeCard(snapshot: CardsSnapshot, id: string): CardsSnapshot {
  if (!findCard(snapshot, id)) return snapshot;
  const clear = (current: string | null) => (current === id ? null : current);
  return {
    ...snapshot,
    cards: snapshot.cards.filter((card) => card.id !== id),
    activeId: clear(snapshot.activeId),
    openedId: clear(snapshot.openedId),
    lastExpandedId: clear(snapshot.lastExpandedId),
  };
}

export function renameCard(snapshot: CardsSnapshot, id: string, title: string): CardsSnapshot {
  const clean = title.trim().slice(0, CARD_TITLE_MAX) || DEFAULT_CARD_TITLE;
  return updateCard(snapshot, id, (card) => ({ ...card, title: clean }));
}

export const setMode = (snapshot: CardsSnapshot, id: string, mode: CardMode) => updateCard(snapshot, id, (card) => ({ ...card, mode }));

export function toggleMode(snapshot: CardsSnapshot, id: string): CardsSnapshot {
  const card = findCard(snapshot, id);
  return card ? setMode(snapshot, id, card.mode === 'form' ? 'chat' : 'form') : snapshot;
}

export const setActive = (snapshot: CardsSnapshot, id: string): CardsSnapshot =>
  findCard(snapshot, id) ? { ...snapshot, activeId: id } : snapshot;

/** Opening a card also makes it the active one and the last expanded one. */
export const openCard = (snapshot: CardsSnapshot, id: string): CardsSnapshot =>
  findCard(snapshot, id) ? { ...snapshot, activeId: id, openedId: id, lastExpandedId: id } : snapshot;

export const closeCard = (snapshot: CardsSnapshot): CardsSnapshot => ({ ...snapshot, openedId: null });

// ---------------------------------------------------------------- the form

/**
 * What a card's form calls the thing it makes: its first field (every system template starts with
 * it: the project's title, the startup's or the idea's name, the product), or a 'title' field.
 */
function titleValue(card: Pick<ProjectCard, 'form_fields' | 'form_values'>): string {
  const own = valueAt(card.form_values, card.form_fields[0]?.key ?? 'title') ?? card.form_values.title;
  return typeof own === 'string' ? own.trim().slice(0, CARD_TITLE_MAX) : '';
}

/** Whether the card's name was given by the studio (Untitled, its template's, its form's title) rather than typed as the card's title. */
const namedAutomatically = (card: ProjectCard) =>
  card.title === DEFAULT_CARD_TITLE || card.title === card.template_label || (card.title !== '' && card.title === titleValue(card));

/**
 * A card is named by its own title: what its form's title field says, else its template's name
 * (until one is typed), else 'Untitled'; a name typed as the card's title stays. Cards made from
 * one template are then told apart.
 */
function withOwnTitle(before: ProjectCard, after: ProjectCard): ProjectCard {
  if (!namedAutomatically(before)) return after;
  return { ...after, title: titleValue(after) || after.template_label?.slice(0, CARD_TITLE_MAX) || DEFAULT_CARD_TITLE };
}

/** docs/product.md#states-and-transitions: a changed field loses its error, and the card its error, output and preview. */
export function changeField(snapshot: CardsSnapshot, id: string, key: string, value: FormValue): CardsSnapshot {
  return updateCard(snapshot, id, (card) => {
    const fieldErrors = { ...card.fieldErrors };
    delete fieldErrors[key];
    return withOwnTitle(card, { ...stale(card), form_values: { ...card.form_values, [key]: value }, fieldErrors });
  });
}

/** A format as the card keeps it. */
const toFormatConfig = (format: Pick<TemplateFormat, 'key' | 'label' | 'description' | 'input_schema' | 'default_export_target' | 'export_targets'>): FormatConfig => ({
  key: format.key,
  label: format.label,
  description: format.description,
  fields: format.input_schema.fields,
  default_export_target: format.default_export_target,
  export_targets: format.export_targets,
});

/** A format the studio can use: enabled and offering at least one export target. */
const isSupportedFormat = (format: Pick<TemplateFormat, 'is_enabled' | 'export_targets'>) => format.is_enabled && format.export_targets.length > 0;

/**
 * docs/product.md#states-and-transitions: choosing a format updates the fields, fills their defaults where a value is blank and
 * takes its default export target. Values of other fields are kept for a later switch back.
 */
export function selectFormat(snapshot: CardsSnapshot, id: string, formatKey: string): CardsSnapshot {
  return updateCard(snapshot, id, (card) => {
    const config = card.formats_config[formatKey];
    if (!config) return card;
    const values = withDefaults(config.fields, card.form_values) as Record<string, FormValue>;
    return {
      ...stale(card),
      selected_format: formatKey,
      selected_formats: [formatKey],
      form_fields: config.fields,
      form_values: values,
      fieldErrors: {},
      export_target: config.export_targets.includes(config.default_export_target) ? config.default_export_target : config.export_targets[0]!,
    };
  });
}

export interface TemplateRef {
  id: string;
  key: string;
  label: string;
}

/**
 * docs/product.md#states-and-transitions: spawning from a template titles the card after it (unless the card has a title of its
 * own: typed as its name, or in its form) and selects its first supported format; with none the card says 'This template has no supported formats.' The formats come in
 * the server's order (ranked first).
 */
export function spawnFromTemplate(snapshot: CardsSnapshot, id: string, template: TemplateRef, formats: readonly TemplateFormat[]): CardsSnapshot {
  const supported = formats.filter(isSupportedFormat);
  const next = updateCard(snapshot, id, (card) =>
    withOwnTitle(card, {
      ...stale(card),
      mode: 'form',
      template_id: template.id,
      template_key: template.key,
      template_label: template.label,
      supported_formats: supported.map((format) => format.key),
      formats_config: Object.fromEntries(supported.map((format) => [format.key, toFormatConfig(format)])),
      selected_format: null,
      selected_formats: [],
      form_fields: [],
      fieldErrors: {},
      error: supported.length === 0 ? PROJECT_MSG.noSupportedFormats : null,
    }),
  );
  return supported.length === 0 ? next : selectFormat(next, id, supported[0]!.key);
}

export type PresetMode = 'overwrite' | 'merge';

/**
 * docs/product.md#states-and-transitions: a preset either overwrites the form values (its values replace the form's; fields it
 * does not name start from their defaults) or merges into them, filling only blank fields so no
 * value the learner wrote is lost.
 */
export function applyPreset(snapshot: CardsSnapshot, id: string, payload: Record<string, FormValue>, mode: PresetMode): CardsSnapshot {
  return updateCard(snapshot, id, (card) => {
    let values: FormValues;
    if (mode === 'overwrite') {
      values = withDefaults(card.form_fields, { ...payload });
    } else {
      values = { ...card.form_values };
      for (const [key, value] of Object.entries(payload)) if (isBlankValue(valueAt(card.form_values, key))) values[key] = value;
    }
    const fieldErrors = Object.fromEntries(Object.entries(card.fieldErrors).filter(([key]) => isBlankValue(valueAt(values, key))));
    return withOwnTitle(card, { ...stale(card), form_values: values as Record<string, FormValue>, fieldErrors });
  });
}

// ---------------------------------------------------------------- proceed, preview and generate

export type ProceedAction = 'preview' | 'generate';

export interface DocumentRequest {
  action: ProceedAction;
  /** the template's id (the spec's {id}) */
  templateId: string;
  body: { form_values: Record<string, FormValue>; format?: string; target: ExportTarget };
}

/**
 * docs/product.md#states-and-transitions 'Proceed': validates the card's required fields ('{label or key} is required'). When a
 * field is blank the card shows each message and no request is made; otherwise the card is loading
 * and the request to send is returned.
 */
export function proceed(snapshot: CardsSnapshot, id: string, action: ProceedAction): { snapshot: CardsSnapshot; request: DocumentRequest | null } {
  const card = findCard(snapshot, id);
  if (!card || card.loading) return { snapshot, request: null };
  if (!card.template_id || !card.selected_format) {
    const error = card.template_id ? PROJECT_MSG.noFormatsForTemplate : CARD_MSG.chooseTemplateFirst;
    return { snapshot: updateCard(snapshot, id, (c) => ({ ...c, error })), request: null };
  }
  const fieldErrors = validateFormValues(card.form_fields, card.form_values);
  if (Object.keys(fieldErrors).length > 0) {
    return { snapshot: updateCard(snapshot, id, (c) => ({ ...c, fieldErrors, error: null })), request: null };
  }
  const offered = card.formats_config[card.selected_format]?.export_targets ?? [];
  const request: DocumentRequest = {
    action,
    templateId: card.template_id,
    body: { form_values: formValuesFor(card.form_fields, card.form_values), format: card.selected_format, target: documentTarget(action, offered, card.export_target) },
  };
  return { snapshot: updateCard(snapshot, id, (c) => ({ ...c, loading: true, error: null, fieldErrors: {} })), request };
}

/**
 * The text a request asks for: a preview is the standalone HTML page when the format offers it (the
 * studio shows it as it will print); a generated document is markdown, the text the learner edits.
 * Files are made from the text afterwards, whatever the export target.
 */
function documentTarget(action: ProceedAction, offered: readonly ExportTarget[], fallback: ExportTarget): ExportTarget {
  const wanted: ExportTarget = action === 'preview' ? 'html' : 'markdown';
  if (offered.includes(wanted)) return wanted;
  return offered.includes('markdown') ? 'markdown' : fallback;
}

/** Only the selected format's fields are sent; values kept for other formats stay in the card. */
function formValuesFor(fields: readonly FormField[], values: Record<string, FormValue>): Record<string, FormValue> {
  const sent: Record<string, FormValue> = {};
  for (const field of fields) {
    const value = valueAt(values, field.key);
    if (value !== undefined) sent[field.key] = value;
  }
  return sent;
}

/** The preview came back: the card shows it in chat mode. */
export const previewDone = (snapshot: CardsSnapshot, id: string, preview: CardPreview) =>
  updateCard(snapshot, id, (card) => ({ ...card, loading: false, error: null, preview, mode: 'chat' }));

/** The document came back: the card shows it in chat mode. */
export const generateDone = (snapshot: CardsSnapshot, id: string, output: CardOutput) =>
  updateCard(snapshot, id, (card) => ({ ...card, loading: false, error: null, output, mode: 'chat' }));

/** The request failed: the card shows why, and each blank field its message when the server named them. */
export const requestFailed = (snapshot: CardsSnapshot, id: string, error: string, fieldErrors: Record<string, string> = {}) =>
  updateCard(snapshot, id, (card) => ({ ...card, loading: false, error, fieldErrors: { ...card.fieldErrors, ...fieldErrors } }));

/** The learner refines the generated text in chat mode; the preview no longer matches it. */
export const editOutput = (snapshot: CardsSnapshot, id: string, content: string) =>
  updateCard(snapshot, id, (card) => (card.output ? { ...card, output: { ...card.output, content }, preview: null } : card));

export const setExportTarget = (snapshot: CardsSnapshot, id: string, target: ExportTarget) =>
  updateCard(snapshot, id, (card) => {
    const offered = card.selected_format ? card.formats_config[card.selected_format]?.export_targets : undefined;
    // the generated document stays: only the file it is exported as changes
    return offered && !offered.includes(target) ? card : { ...card, export_target: target, preview: null };
  });
