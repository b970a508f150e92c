import {
  SETS_MSG,
  setItem,
  type SetDetail,
  type SetSaved,
  type SetFlashcard,
  type SetItem,
  type SetItemInput,
} from '@curio/core/study-sets';
import { SET_ITEMS_MAX, SET_OPTIONS_MAX, SET_OPTIONS_MIN } from '@curio/core/study-sets-rules';

/*
 * The set editor's rows: one per item, either kind, with the text as typed. A row keeps both
 * kinds' fields, so switching a row between card and question and back loses nothing; only the
 * kind's own fields are sent. The core schema checks each row before the server sees it.
 */

export type RowKind = SetItem['kind'];

export interface EditorRow {
  /** React's key and the focus target's name; never sent */
  key: string;
  /** the saved item this row edits: its id is sent back (keeping its review history) while its kind is unchanged */
  saved: { id: number; kind: RowKind } | null;
  kind: RowKind;
  /** the card's term, or the question */
  prompt: string;
  /** the card's definition */
  back: string;
  options: string[];
  /** the answer's place among the options; -1 until one is chosen */
  answer: number;
  explanation: string;
  topic: string;
  /** not edited here, kept as it was */
  module: string | null;
  /** a card's other sections (from an import or the catalogue): not edited here, never lost */
  extra: Pick<SetFlashcard, 'example' | 'protip' | 'difficulty' | 'formulas'>;
}

/** Where a message shows: a field of the row, or one option by its place. */
export type CellName = 'prompt' | 'back' | 'options' | 'answer' | 'explanation' | 'topic' | `option-${number}`;
export type RowErrors = Partial<Record<CellName, string>>;

let lastKey = 0;
const nextKey = () => `row-${(lastKey += 1)}`;

const NO_EXTRA: EditorRow['extra'] = { example: null, protip: null, difficulty: null, formulas: [] };

export function blankRow(kind: RowKind = 'flashcard', topic = ''): EditorRow {
  return {
    key: nextKey(),
    saved: null,
    kind,
    prompt: '',
    back: '',
    options: Array.from({ length: SET_OPTIONS_MIN }, () => ''),
    answer: -1,
    explanation: '',
    topic,
    module: null,
    extra: NO_EXTRA,
  };
}

/** A saved or imported item as a row; an item without an id (an import) is a new row. */
export function rowFromItem(item: SetItem): EditorRow {
  const base = { ...blankRow(item.kind, item.topic ?? ''), module: item.module };
  const saved = item.id ? { id: item.id, kind: item.kind } : null;
  if (item.kind === 'flashcard') {
    const { example, protip, difficulty, formulas } = item;
    return { ...base, saved, prompt: item.front, back: item.back, extra: { example, protip, difficulty, formulas } };
  }
  return {
    ...base,
    saved,
    prompt: item.question,
    options: [...item.options],
    answer: item.options.indexOf(item.answer),
    explanation: item.explanation ?? '',
  };
}

export const rowsFromSet = (set: Pick<SetDetail, 'items'>): EditorRow[] => set.items.map(rowFromItem);

/** Nothing typed in it: the spare row at the end, left out when saving. */
export function isBlankRow(row: EditorRow): boolean {
  const texts = [row.prompt, row.topic, ...(row.kind === 'flashcard' ? [row.back] : [row.explanation, ...row.options])];
  return texts.every((text) => text.trim() === '');
}

/** The item the row stands for, as the API takes it. */
export function itemFromRow(row: EditorRow): SetItemInput {
  const place = {
    ...(row.saved && row.saved.kind === row.kind ? { id: row.saved.id } : {}),
    module: row.module,
    topic: row.topic.trim() || null,
  };
  if (row.kind === 'flashcard') return { kind: 'flashcard', ...place, front: row.prompt, back: row.back, ...row.extra };
  return {
    kind: 'question',
    ...place,
    question: row.prompt,
    options: row.options,
    answer: row.options[row.answer] ?? '',
    explanation: row.explanation.trim() || null,
  };
}

const optionLetter = (index: number) => String.fromCharCode(65 + index);

export function cellLabel(kind: RowKind, cell: CellName): string {
  if (cell.startsWith('option-')) return `Option ${optionLetter(Number(cell.slice('option-'.length)))}`;
  const labels: Record<Exclude<CellName, `option-${number}`>, string> = {
    prompt: kind === 'flashcard' ? 'Term' : 'Question',
    back: 'Definition',
    options: 'Options',
    answer: 'Answer',
    explanation: 'Explanation',
    topic: 'Topic',
  };
  return labels[cell as keyof typeof labels];
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly maximum?: unknown;
  readonly origin?: string;
}

function cellOf(path: readonly PropertyKey[]): CellName {
  const [field, index] = path;
  if (field === 'options' && typeof index === 'number') return `option-${index}`;
  if (field === 'front' || field === 'question') return 'prompt';
  if (field === 'module') return 'topic';
  return (field as CellName | undefined) ?? 'prompt';
}

/** The schema's message as a sentence under its field: "Term is required.", "At most 500 characters." */
function sentence(kind: RowKind, cell: CellName, issue: Issue): string {
  if (issue.code === 'too_big' && issue.origin === 'string' && typeof issue.maximum === 'number') {
    return `At most ${issue.maximum.toLocaleString('en')} characters.`;
  }
  const text = issue.message.replace(/\.$/, '');
  return /^[a-z]/.test(text) ? `${cellLabel(kind, cell)} ${text}.` : `${text}.`;
}

/** The row's problems by field (the first for each), or null when the core schema takes it. */
export function rowErrors(row: EditorRow): RowErrors | null {
  const checked = setItem.safeParse(itemFromRow(row));
  const errors = checked.success ? {} : collect(row.kind, checked.error.issues);
  // no option chosen: the schema says the answer "is required"; say how to give it
  if (row.kind === 'question' && row.answer === -1 && errors.answer) errors.answer = 'Choose the right option.';
  return Object.keys(errors).length > 0 ? errors : null;
}

function collect(kind: RowKind, issues: readonly Issue[]): RowErrors {
  const errors: RowErrors = {};
  for (const issue of issues) {
    const cell = cellOf(issue.path);
    errors[cell] ??= sentence(kind, cell, issue);
  }
  return errors;
}

export interface Checked {
  items: SetItemInput[];
  /** the rows sent, in the order of `items` */
  sent: EditorRow[];
  errors: Map<string, RowErrors>;
  /** a problem of the whole list (too many items) */
  listError: string | null;
}

/** Every row that is not blank, checked: what to send, or what to show. */
export function checkRows(rows: readonly EditorRow[]): Checked {
  const sent = rows.filter((row) => !isBlankRow(row));
  const errors = new Map<string, RowErrors>();
  for (const row of sent) {
    const found = rowErrors(row);
    if (found) errors.set(row.key, found);
  }
  return { items: sent.map(itemFromRow), sent, errors, listError: sent.length > SET_ITEMS_MAX ? SETS_MSG.tooManyItems : null };
}

/**
 * After a save the server answers every item's id, by kind in saving order. An item sent with its id kept it; the
 * new ones were added in the order sent, so their ids, smallest first, follow that order. The
 * sent rows learn their ids in place, so the list keeps the learner's order and a second save
 * updates rather than adds. Null when the answer does not line up (then reload from it).
 */
export function withSavedIds(rows: readonly EditorRow[], sent: readonly EditorRow[], { item_ids }: Pick<SetSaved, 'item_ids'>): EditorRow[] | null {
  const ids = new Map<string, { id: number; kind: RowKind }>();
  for (const kind of ['question', 'flashcard'] as const) {
    const mine = sent.filter((row) => row.kind === kind);
    const kept = new Set(mine.flatMap((row) => (row.saved?.kind === kind ? [row.saved.id] : [])));
    const added = mine.filter((row) => row.saved?.kind !== kind);
    const saved = item_ids[kind];
    const fresh = saved.filter((id) => !kept.has(id)).sort((a, b) => a - b);
    if (saved.length !== mine.length || fresh.length !== added.length) return null;
    added.forEach((row, i) => ids.set(row.key, { id: fresh[i]!, kind }));
  }
  return rows.map((row) => {
    const saved = ids.get(row.key);
    return saved ? { ...row, saved } : row;
  });
}

// ---------------------------------------------------------------- changes to one row

export function withKind(row: EditorRow, kind: RowKind): EditorRow {
  if (kind === row.kind) return row;
  // a card's definition often is the right answer: offer it as the first option
  if (kind === 'question' && row.options.every((option) => !option.trim()) && row.back.trim() && !row.back.includes('\n')) {
    return { ...row, kind, options: [row.back.trim(), ...row.options.slice(1)], answer: 0 };
  }
  return { ...row, kind };
}

export function withOption(row: EditorRow, index: number, value: string): EditorRow {
  return { ...row, options: row.options.map((option, i) => (i === index ? value : option)) };
}

export function withAddedOption(row: EditorRow): EditorRow {
  return row.options.length >= SET_OPTIONS_MAX ? row : { ...row, options: [...row.options, ''] };
}

/** Removes an option; the answer follows its option, or is unset when it was the one removed. */
export function withoutOption(row: EditorRow, index: number): EditorRow {
  if (row.options.length <= SET_OPTIONS_MIN) return row;
  const answer = row.answer === index ? -1 : row.answer > index ? row.answer - 1 : row.answer;
  return { ...row, options: row.options.filter((_, i) => i !== index), answer };
}

// ---------------------------------------------------------------- changes to the list

/** Cards from pasted rows: term, definition, then topic (the row's own topic when none). */
function cardsFromCells(cells: readonly string[][], topic: string): EditorRow[] {
  return cells.map(([front = '', back = '', cellTopic = '']) => ({ ...blankRow('flashcard', cellTopic || topic), prompt: front, back }));
}

/**
 * Pasted rows spread from the row pasted into: a blank row takes the first, the rest follow it
 * as new rows. Answers the new list and the key of the last row filled.
 */
export function withPastedRows(rows: readonly EditorRow[], key: string, cells: readonly string[][]): { rows: EditorRow[]; last: string } {
  const at = rows.findIndex((row) => row.key === key);
  const target = rows[at];
  if (!target || cells.length === 0) return { rows: [...rows], last: key };
  const cards = cardsFromCells(cells, target.topic);
  const fillsTarget = isBlankRow({ ...target, topic: '' });
  const [first, ...others] = cards;
  const head = fillsTarget && first ? [{ ...target, kind: 'flashcard' as const, prompt: first.prompt, back: first.back, topic: first.topic }] : [target];
  const added = fillsTarget ? others : cards;
  const next = [...rows.slice(0, at), ...head, ...added, ...rows.slice(at + 1)];
  return { rows: next, last: (added.at(-1) ?? head[0]!).key };
}

export function withRowAfter(rows: readonly EditorRow[], key: string | null, row: EditorRow): EditorRow[] {
  const at = key === null ? rows.length - 1 : rows.findIndex((r) => r.key === key);
  return [...rows.slice(0, at + 1), row, ...rows.slice(at + 1)];
}
