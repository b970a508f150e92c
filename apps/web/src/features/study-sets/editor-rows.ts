import { SETS_MSG } from '@curio/core/study-sets-messages';
import { setItem, type SetDetail, type SetSaved, type SetFlashcard, type SetItem, type SetItemInput } from '@curio/core/study-sets';
import { SET_ITEMS_MAX, SET_OPTIONS_MAX, SET_OPTIONS_MIN } from '@curio/core/study-sets-rules';
import { parseNumber, QUESTION_PARTS_MAX, QUESTION_PARTS_MIN, type QuestionType } from '@curio/core/question-types-rules';
import type { NumericAnswer } from '@curio/core/question-types';
import { EDITOR_TEXT } from './sets-texts';

/*
 * The set editor's rows: one per item, either kind, with the text as typed. A row keeps both
 * kinds' fields and every question type's, so switching a row between card and question, or between
 * types, and back loses nothing; only the kind's and type's own fields are sent. The core schema
 * checks each row before the server sees it.
 */

export type RowKind = SetItem['kind'];

/** One accepted number as typed: a value give or take a tolerance, or a range. */
export interface NumberRow {
  range: boolean;
  value: string;
  tolerance: string;
  min: string;
  max: string;
}

export interface Pair {
  prompt: string;
  match: string;
}

export interface EditorRow {
  /** React's key and the focus target's name; never sent */
  key: string;
  /** the saved item this row edits: its id is sent back (keeping its review history) while its kind is unchanged */
  saved: { id: number; kind: RowKind } | null;
  kind: RowKind;
  /** a question's type (docs/product.md#question-types) */
  type: QuestionType;
  /** the card's term, or the question (a cloze question's text holds its blanks) */
  prompt: string;
  /** the card's definition */
  back: string;
  /** the options of a multiple choice or multiple response question */
  options: string[];
  /** the answer's place among the options; -1 until one is chosen */
  answer: number;
  /** which options are right, in a multiple response question; beside `options` */
  rights: boolean[];
  /** an import's weights of a multiple response question: kept while its options and right ones stay as they are */
  weights: number[] | null;
  /** a true/false question's answer; null until chosen */
  truth: boolean | null;
  /** a typed question's accepted answers, one a line, the first shown as the answer */
  accepted: string;
  numbers: NumberRow[];
  pairs: Pair[];
  /** an ordering question's items, in the right order */
  sequence: string[];
  explanation: string;
  topic: string;
  /** not edited here, kept as it was */
  module: string | null;
  /** a card's other sections (from an import or the catalogue): not edited here, never lost */
  extra: Pick<SetFlashcard, 'example' | 'protip' | 'difficulty' | 'formulas'>;
}

/** Where a message shows: a field of the row, or one entry of a list by its place. */
export type CellName =
  | 'prompt'
  | 'back'
  | 'options'
  | 'answer'
  | 'rights'
  | 'accepted'
  | 'numbers'
  | 'pairs'
  | 'sequence'
  | 'explanation'
  | 'topic'
  | `option-${number}`
  | `number-${number}-${keyof Omit<NumberRow, 'range'>}`
  | `pair-${number}-${keyof Pair}`
  | `step-${number}`;
export type RowErrors = Partial<Record<CellName, string>>;

let lastKey = 0;
const nextKey = () => `row-${(lastKey += 1)}`;

const NO_EXTRA: EditorRow['extra'] = { example: null, protip: null, difficulty: null, formulas: [] };
const blankNumber = (): NumberRow => ({ range: false, value: '', tolerance: '', min: '', max: '' });
const blanks = (count: number) => Array.from({ length: count }, () => '');

export function blankRow(kind: RowKind = 'flashcard', topic = '', type: QuestionType = 'multiple_choice'): EditorRow {
  return {
    key: nextKey(),
    saved: null,
    kind,
    type,
    prompt: '',
    back: '',
    options: blanks(SET_OPTIONS_MIN),
    answer: -1,
    rights: blanks(SET_OPTIONS_MIN).map(() => false),
    weights: null,
    truth: null,
    accepted: '',
    numbers: [blankNumber()],
    pairs: blanks(QUESTION_PARTS_MIN).map(() => ({ prompt: '', match: '' })),
    sequence: blanks(QUESTION_PARTS_MIN),
    explanation: '',
    topic,
    module: null,
    extra: NO_EXTRA,
  };
}

const numberRow = (answer: NumericAnswer): NumberRow =>
  'value' in answer
    ? { ...blankNumber(), value: String(answer.value), tolerance: answer.tolerance ? String(answer.tolerance) : '' }
    : { ...blankNumber(), range: true, min: String(answer.min), max: String(answer.max) };

/** A saved or imported item as a row; an item without an id (an import) is a new row. */
export function rowFromItem(item: SetItem): EditorRow {
  const base = { ...blankRow(item.kind, item.topic ?? ''), module: item.module };
  const saved = item.id ? { id: item.id, kind: item.kind } : null;
  if (item.kind === 'flashcard') {
    const { example, protip, difficulty, formulas } = item;
    return { ...base, saved, prompt: item.front, back: item.back, extra: { example, protip, difficulty, formulas } };
  }
  const row = { ...base, saved, type: item.type, prompt: item.question, explanation: item.explanation ?? '' };
  switch (item.type) {
    case 'multiple_choice':
      return { ...row, options: [...item.options], answer: item.options.indexOf(item.answer) };
    case 'multiple_response':
      return {
        ...row,
        options: [...item.options],
        rights: item.options.map((option) => item.answers.includes(option)),
        weights: item.weights ? [...item.weights] : null,
      };
    case 'true_false':
      return { ...row, truth: item.answer };
    case 'typed':
      return { ...row, accepted: item.answers.join('\n') };
    case 'numeric':
      return { ...row, numbers: item.answers.map(numberRow) };
    case 'matching':
      return { ...row, pairs: item.pairs.map((pair) => ({ ...pair })) };
    case 'ordering':
      return { ...row, sequence: [...item.items] };
    case 'cloze':
      return row;
  }
}

export const rowsFromSet = (set: Pick<SetDetail, 'items'>): EditorRow[] => set.items.map(rowFromItem);

/** The typed question's accepted answers: its lines, blank ones aside. */
const acceptedAnswers = (row: EditorRow) =>
  row.accepted
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The texts a question row holds for its type. */
function questionTexts(row: EditorRow): string[] {
  switch (row.type) {
    case 'multiple_choice':
    case 'multiple_response':
      return row.options;
    case 'true_false':
      return [row.truth === null ? '' : String(row.truth)];
    case 'typed':
      return [row.accepted];
    case 'numeric':
      return row.numbers.flatMap((n) => [n.value, n.tolerance, n.min, n.max]);
    case 'matching':
      return row.pairs.flatMap((pair) => [pair.prompt, pair.match]);
    case 'ordering':
      return row.sequence;
    case 'cloze':
      return [];
  }
}

/** Nothing typed in it: the spare row at the end, left out when saving. */
export function isBlankRow(row: EditorRow): boolean {
  const texts = [row.prompt, row.topic, ...(row.kind === 'flashcard' ? [row.back] : [row.explanation, ...questionTexts(row)])];
  return texts.every((text) => text.trim() === '');
}

/** A number as typed, or NaN (which the row's check reports before anything is sent). */
const typedNumber = (text: string) => parseNumber(text) ?? Number.NaN;

function numericAnswer(n: NumberRow): NumericAnswer {
  if (n.range) return { min: typedNumber(n.min), max: typedNumber(n.max) };
  return { value: typedNumber(n.value), tolerance: n.tolerance.trim() ? typedNumber(n.tolerance) : 0 };
}

/** The question's body as the API takes it, by the row's type. */
function questionBody(row: EditorRow) {
  switch (row.type) {
    case 'multiple_choice':
      return { type: row.type, options: row.options, answer: row.options[row.answer] ?? '' };
    case 'multiple_response':
      return {
        type: row.type,
        options: row.options,
        answers: row.options.filter((_, i) => row.rights[i]),
        ...(row.weights ? { weights: row.weights } : {}),
      };
    case 'true_false':
      // no choice yet: sent as nothing, which the schema refuses (and the row says so)
      return { type: row.type, answer: row.truth ?? (undefined as unknown as boolean) };
    case 'typed':
      return { type: row.type, answers: acceptedAnswers(row) };
    case 'numeric':
      return { type: row.type, answers: row.numbers.map(numericAnswer) };
    case 'matching':
      return { type: row.type, pairs: row.pairs };
    case 'ordering':
      return { type: row.type, items: row.sequence };
    case 'cloze':
      return { type: row.type };
  }
}

/** The item the row stands for, as the API takes it. */
export function itemFromRow(row: EditorRow): SetItemInput {
  const place = {
    ...(row.saved && row.saved.kind === row.kind ? { id: row.saved.id } : {}),
    module: row.module,
    topic: row.topic.trim() || null,
  };
  if (row.kind === 'flashcard') return { kind: 'flashcard', ...place, front: row.prompt, back: row.back, ...row.extra };
  return { kind: 'question', ...place, question: row.prompt, explanation: row.explanation.trim() || null, ...questionBody(row) };
}

const optionLetter = (index: number) => String.fromCharCode(65 + index);

const NUMBER_LABELS: Record<keyof Omit<NumberRow, 'range'>, string> = { value: 'Value', tolerance: 'Give or take', min: 'From', max: 'To' };

export function cellLabel(kind: RowKind, cell: CellName): string {
  const [head, place, field] = cell.split('-') as [string, string | undefined, string | undefined];
  const nth = Number(place) + 1;
  if (head === 'option') return `Option ${optionLetter(Number(place))}`;
  if (head === 'number') return `${NUMBER_LABELS[field as keyof typeof NUMBER_LABELS]} ${nth}`;
  if (head === 'pair') return `${field === 'prompt' ? 'Prompt' : 'Match'} ${nth}`;
  if (head === 'step') return `Position ${nth}`;
  const labels: Record<string, string> = {
    prompt: kind === 'flashcard' ? 'Term' : 'Question',
    back: 'Definition',
    options: 'Options',
    answer: 'Answer',
    rights: 'Right options',
    accepted: 'Accepted answers',
    numbers: 'Accepted numbers',
    pairs: 'Pairs',
    sequence: 'Items in order',
    explanation: 'Explanation',
    topic: 'Topic',
  };
  return labels[cell]!;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly maximum?: unknown;
  readonly origin?: string;
  /** an invalid union's issues, by branch */
  readonly errors?: readonly (readonly Issue[])[];
}

/** The field an issue's path names, for the row's type. */
function cellOf(type: QuestionType, path: readonly PropertyKey[]): CellName {
  const [field, index, sub] = path;
  const at = typeof index === 'number' ? index : null;
  if (field === 'options') return at === null ? 'options' : `option-${at}`;
  if (field === 'front' || field === 'question') return 'prompt';
  if (field === 'module') return 'topic';
  if (field === 'answers' || field === 'weights') {
    if (type === 'multiple_response') return 'rights';
    if (type === 'typed') return 'accepted';
    if (type === 'numeric') return at === null ? 'numbers' : `number-${at}-${typeof sub === 'string' ? (sub as 'value') : 'max'}`;
  }
  if (field === 'pairs') return at === null ? 'pairs' : `pair-${at}-${sub === 'match' ? 'match' : 'prompt'}`;
  if (field === 'items') return at === null ? 'sequence' : `step-${at}`;
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

/**
 * A number that is either a value or a range fails both: its branch's own issue (a range ending
 * below its start, a negative tolerance) is the one that says what to fix; the other branch's
 * complaints about keys it does not know say nothing.
 */
function unionCause(issue: Issue): Issue {
  const causes = (issue.errors ?? []).flat().filter((cause) => cause.code !== 'unrecognized_keys' && cause.code !== 'invalid_type');
  const cause = causes[0];
  return cause ? { ...cause, path: [...issue.path, ...cause.path] } : issue;
}

/** Numbers that do not read as numbers, by field (the schema would only see NaN), and a tolerance below 0. */
function numberErrors(row: EditorRow): RowErrors {
  const errors: RowErrors = {};
  row.numbers.forEach((n, i) => {
    const fields = n.range ? (['min', 'max'] as const) : n.tolerance.trim() ? (['value', 'tolerance'] as const) : (['value'] as const);
    for (const field of fields) if (parseNumber(n[field]) === null) errors[`number-${i}-${field}`] = EDITOR_TEXT.notANumber;
    if (!n.range && (parseNumber(n.tolerance) ?? 0) < 0) errors[`number-${i}-tolerance`] = EDITOR_TEXT.negativeTolerance;
  });
  return errors;
}

/** The row's problems by field (the first for each), or null when the core schema takes it. */
export function rowErrors(row: EditorRow): RowErrors | null {
  const checked = setItem.safeParse(itemFromRow(row));
  const errors = checked.success ? {} : collect(row, checked.error.issues);
  if (row.kind === 'question') {
    // no option chosen: the schema says the answer "is required"; say how to give it
    if (row.type === 'multiple_choice' && row.answer === -1 && errors.answer) errors.answer = EDITOR_TEXT.chooseOption;
    if (row.type === 'true_false' && row.truth === null) errors.answer = EDITOR_TEXT.chooseTruth;
    if (row.type === 'numeric') {
      // a number that does not read as one: the schema's complaints about its entry are only that
      const typos = numberErrors(row);
      const entries = new Set(Object.keys(typos).map((cell) => cell.split('-')[1]));
      for (const cell of Object.keys(errors)) if (cell.startsWith('number-') && entries.has(cell.split('-')[1])) delete errors[cell as CellName];
      Object.assign(errors, typos);
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

function collect(row: EditorRow, issues: readonly Issue[]): RowErrors {
  const errors: RowErrors = {};
  for (const found of issues) {
    const issue = found.code === 'invalid_union' ? unionCause(found) : found;
    const cell = cellOf(row.type, issue.path);
    errors[cell] ??= sentence(row.kind, cell, issue);
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
  // a card's definition often is the right answer: offer it as the first option, and as the typed answer
  const definition = row.back.trim();
  if (kind === 'question' && definition && !definition.includes('\n')) {
    const offered = row.options.every((option) => !option.trim()) ? { options: [definition, ...row.options.slice(1)], answer: 0 } : {};
    return { ...row, kind, ...offered, accepted: row.accepted.trim() ? row.accepted : definition };
  }
  return { ...row, kind };
}

/**
 * Another type for a question: its text and explanation stay, and so do every type's fields. The
 * right answer crosses over where the other type can hold it: the chosen option becomes the one
 * right option (and back), or the typed answer.
 */
export function withType(row: EditorRow, type: QuestionType): EditorRow {
  const chosen = row.options[row.answer]?.trim() ?? '';
  const rights = row.rights.filter(Boolean).length;
  if (type === 'multiple_response' && rights === 0 && row.answer >= 0) {
    return { ...row, type, rights: row.options.map((_, i) => i === row.answer), weights: null };
  }
  if (type === 'multiple_choice' && row.answer === -1 && rights === 1) return { ...row, type, answer: row.rights.indexOf(true) };
  if (type === 'typed' && !row.accepted.trim() && chosen) return { ...row, type, accepted: chosen };
  return { ...row, type };
}

const replaced = <T>(list: readonly T[], index: number, value: T) => list.map((item, i) => (i === index ? value : item));
const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

export function withOption(row: EditorRow, index: number, value: string): EditorRow {
  return { ...row, options: replaced(row.options, index, value) };
}

export function withAddedOption(row: EditorRow): EditorRow {
  return row.options.length >= SET_OPTIONS_MAX ? row : { ...row, options: [...row.options, ''], rights: [...row.rights, false], weights: null };
}

/** Removes an option; the answer follows its option, or is unset when it was the one removed. */
export function withoutOption(row: EditorRow, index: number): EditorRow {
  if (row.options.length <= SET_OPTIONS_MIN) return row;
  const answer = row.answer === index ? -1 : row.answer > index ? row.answer - 1 : row.answer;
  return { ...row, options: without(row.options, index), rights: without(row.rights, index), answer, weights: null };
}

/** Marks an option right or not (multiple response); weights no longer fit and go. */
export function withRight(row: EditorRow, index: number, right: boolean): EditorRow {
  if ((row.rights[index] ?? false) === right) return row;
  const rights = row.options.map((_, i) => (i === index ? right : (row.rights[i] ?? false)));
  return { ...row, rights, weights: null };
}

export function withNumber(row: EditorRow, index: number, change: Partial<NumberRow>): EditorRow {
  return { ...row, numbers: replaced(row.numbers, index, { ...row.numbers[index]!, ...change }) };
}

export function withAddedNumber(row: EditorRow): EditorRow {
  return row.numbers.length >= QUESTION_PARTS_MAX ? row : { ...row, numbers: [...row.numbers, blankNumber()] };
}

export function withoutNumber(row: EditorRow, index: number): EditorRow {
  return row.numbers.length <= 1 ? row : { ...row, numbers: without(row.numbers, index) };
}

export function withPair(row: EditorRow, index: number, change: Partial<Pair>): EditorRow {
  return { ...row, pairs: replaced(row.pairs, index, { ...row.pairs[index]!, ...change }) };
}

export function withAddedPair(row: EditorRow): EditorRow {
  return row.pairs.length >= QUESTION_PARTS_MAX ? row : { ...row, pairs: [...row.pairs, { prompt: '', match: '' }] };
}

export function withoutPair(row: EditorRow, index: number): EditorRow {
  return row.pairs.length <= QUESTION_PARTS_MIN ? row : { ...row, pairs: without(row.pairs, index) };
}

export function withStep(row: EditorRow, index: number, value: string): EditorRow {
  return { ...row, sequence: replaced(row.sequence, index, value) };
}

export function withAddedStep(row: EditorRow): EditorRow {
  return row.sequence.length >= QUESTION_PARTS_MAX ? row : { ...row, sequence: [...row.sequence, ''] };
}

export function withoutStep(row: EditorRow, index: number): EditorRow {
  return row.sequence.length <= QUESTION_PARTS_MIN ? row : { ...row, sequence: without(row.sequence, index) };
}

/** Moves an item of the order one place up (-1) or down (1); past either end, nothing moves. */
export function withStepMoved(row: EditorRow, index: number, by: -1 | 1): EditorRow {
  const to = index + by;
  if (to < 0 || to >= row.sequence.length) return row;
  const sequence = [...row.sequence];
  [sequence[index], sequence[to]] = [sequence[to]!, sequence[index]!];
  return { ...row, sequence };
}

/**
 * A cloze text with the selected words made a blank, numbered after the text's highest
 * ({{c1::…}}, then {{c2::…}}). Spaces at the selection's edges stay outside the blank; with nothing
 * selected an empty blank goes in at the caret. Answers the text and the selection to leave: the
 * blank's answer.
 */
export function withBlank(text: string, start: number, end: number): { text: string; start: number; end: number } {
  const chosen = text.slice(start, end);
  const lead = chosen.length - chosen.trimStart().length;
  const words = chosen.trim();
  const from = start + lead;
  const to = from + words.length;
  const numbers = [...text.matchAll(/\{\{c(\d+)::/g)].map((m) => Number(m[1]));
  const opening = `{{c${Math.max(0, ...numbers) + 1}::`;
  return { text: `${text.slice(0, from)}${opening}${words}}}${text.slice(to)}`, start: from + opening.length, end: from + opening.length + words.length };
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
