import { answerText, parseNumber, QUESTION_TYPES, type QuestionType } from '@curio/core/question-types-rules';
import type { NumericAnswer } from '@curio/core/question-types';
import Papa from 'papaparse';
import type { DIFFICULTIES } from '@curio/core/catalogue';
import type { CsvColumns, ImportOptions, ImportPreview, SetItem, SetItemInput } from '@curio/core/study-sets';
import { SET_FILES_MSG } from '@curio/core/study-sets-messages';
import { SET_OPTIONS_MAX } from '@curio/core/study-sets-rules';
import { PreviewBuilder } from './preview';

/*
 * CSV and TSV, read with papaparse. A row's line is the file's own line where the row starts, so a
 * quoted field that spans lines does not shift the numbers of the rows after it.
 *
 * Exported sets have one layout (CSV_HEADER): a kind column, then every field of both kinds. A file
 * that starts with that header is read back whole, mixed kinds and all; any other file is read
 * with a column choice, and an export can be read that way too (CSV_EXPORT_COLUMNS).
 *
 * A question's type is the last columns but one (a file written before types has no such column:
 * its questions are multiple choice), and its answer cell holds what the type needs, a list
 * separated by " | " (a '|' or '\' in a value written after a '\'):
 *   multiple_choice   the right option (its text, letter or number), the options in their columns
 *   multiple_response the right options, e.g. "red | blue"; the weights column: "50 | -100 | 50"
 *   true_false        True or False
 *   typed             the accepted answers, "Paris | paris city"
 *   numeric           the accepted numbers: "3.14±0.01 | 1..5 | 42"
 *   matching          the pairs: "cat -> meow | dog -> woof" (a '>' in a prompt written '\>')
 *   ordering          the items in order: "first | second | third"
 *   cloze             the blanks' answers, for reading only: the blanks are in the question's text
 */

type Difficulty = (typeof DIFFICULTIES)[number];

export type CsvOptions = Pick<ImportOptions, 'delimiter' | 'header' | 'columns'>;

/** Term in the first column, definition in the second. */
const DEFAULT_CSV_COLUMNS: CsvColumns = { kind: 'flashcard', front: 0, back: 1 };

const OPTION_HEADERS = Array.from({ length: SET_OPTIONS_MAX }, (_, i) => `option ${i + 1}`);
const CSV_HEADER = [
  'kind',
  'front',
  'back',
  'question',
  ...OPTION_HEADERS,
  'answer',
  'explanation',
  'example',
  'pro tip',
  'difficulty',
  'formulas',
  'module',
  'topic',
  'type',
  'weights',
];
/** The columns of a file exported before question types, which still reads whole. */
const CSV_HEADER_UNTYPED = CSV_HEADER.slice(0, CSV_HEADER.indexOf('type'));
const col = (name: string) => CSV_HEADER.indexOf(name);
const OPTION_COLUMNS = OPTION_HEADERS.map(col);

/** The column choices that read an exported file's cards, or its questions, like any other CSV. */
export const CSV_EXPORT_COLUMNS = {
  flashcard: { kind: 'flashcard', front: col('front'), back: col('back') },
  question: { kind: 'question', question: col('question'), options: OPTION_COLUMNS, answer: col('answer'), explanation: col('explanation') },
} as const satisfies Record<string, CsvColumns>;

/*
 * A cell that starts with = + - @ (or a tab or carriage return) is a formula to a spreadsheet, and
 * a shared set's text must not run as one on the reader's machine; such cells are written after an
 * apostrophe, the spreadsheet's own "this is text" mark, and read back without it.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
const escapeFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
const unescapeFormula = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

interface CsvRow {
  /** 1-based line of the file where the row starts */
  line: number;
  cells: string[];
  /** why papaparse could not read the row whole */
  error: string | null;
}

const QUOTE_ERRORS: Record<string, string> = {
  MissingQuotes: 'A quoted field has no closing quote (").',
  InvalidQuotes: 'A quoted field has text after its closing quote; a quote inside quotes is written twice ("").',
};

const isBlank = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 0xfeff;

/** Visits the rows that hold something, until visit returns false; returns the delimiter used. */
function eachRow(text: string, delimiter: string | undefined, visit: (row: CsvRow) => boolean): string {
  let offset = 0;
  let line = 1;
  let used = delimiter ?? ',';
  Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    skipEmptyLines: 'greedy',
    step(result, parser) {
      used = result.meta.delimiter;
      const end = result.meta.cursor;
      // blank lines before the row were skipped: its line is past the line breaks they hold
      let start = offset;
      for (; start < end && isBlank(text.charCodeAt(start)); start++) if (text.charCodeAt(start) === 10) line += 1;
      const rowLine = line;
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line += 1;
      offset = end;
      const quoteError = result.errors.find((e) => e.type === 'Quotes');
      const row = { line: rowLine, cells: result.data, error: quoteError ? (QUOTE_ERRORS[quoteError.code] ?? quoteError.message) : null };
      if (!visit(row)) parser.abort();
    },
  });
  return used;
}

/** The first rows as papaparse splits them, for choosing columns before an import. */
export function sampleCsv(text: string, options: Pick<ImportOptions, 'delimiter'> = {}, count = 5): { delimiter: string; rows: string[][] } {
  const rows: string[][] = [];
  const delimiter = eachRow(text, options.delimiter, (row) => {
    rows.push(row.cells.map(unescapeFormula));
    return rows.length < count;
  });
  return { delimiter, rows };
}

/**
 * The option an answer cell names: its text (in any case), or its letter (A–F) or number (1–6)
 * among the option columns. An answer that names none is kept as written, for validation to refuse.
 */
function resolveAnswer(cell: string, optionCells: string[]): string {
  const answer = cell.trim();
  const options = optionCells.map((o) => o.trim());
  if (options.includes(answer)) return answer;
  const lower = answer.toLowerCase();
  const sameText = options.find((o) => o !== '' && o.toLowerCase() === lower);
  if (sameText) return sameText;
  const letter = /^([A-F])[.)]?$/i.exec(answer);
  const index = letter ? letter[1]!.toUpperCase().charCodeAt(0) - 65 : /^[1-6]$/.test(answer) ? Number(answer) - 1 : -1;
  return options[index] || answer;
}

const filled = (cells: string[]) => cells.map((c) => c.trim()).filter((c) => c !== '');

function chosenItem(cells: string[], columns: CsvColumns): SetItemInput {
  const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
  if (columns.kind === 'flashcard') return { kind: 'flashcard', front: cell(columns.front), back: cell(columns.back) };
  const optionCells = columns.options.map(cell);
  return {
    kind: 'question',
    question: cell(columns.question),
    options: filled(optionCells),
    answer: resolveAnswer(cell(columns.answer), optionCells),
    explanation: cell(columns.explanation),
  };
}

/** The columns a choice reads. */
function chosenColumns(columns: CsvColumns): number[] {
  if (columns.kind === 'flashcard') return [columns.front, columns.back];
  return [columns.question, ...columns.options, columns.answer, columns.explanation].filter((c): c is number => c !== undefined);
}

/** How many cells of a row hold text outside the columns read. */
function extraCells(cells: string[], read: ReadonlySet<number>): number {
  let count = 0;
  for (let i = 0; i < cells.length; i++) if (!read.has(i) && cells[i]!.trim() !== '') count++;
  return count;
}

/** The rows that had text in columns not read, said in the preview: the first few by line, then how many more. */
const EXTRA_COLUMN_LINES_NAMED = 3;
class ExtraColumns {
  private readonly named: string[] = [];
  private more = 0;

  constructor(private readonly read: ReadonlySet<number>) {}

  check(line: number, cells: string[]): void {
    const count = extraCells(cells, this.read);
    if (count === 0) return;
    if (this.named.length < EXTRA_COLUMN_LINES_NAMED) this.named.push(SET_FILES_MSG.csvExtraColumns(line, count));
    else this.more++;
  }

  report(preview: PreviewBuilder): void {
    for (const notice of this.named) preview.notice(notice);
    if (this.more > 0) preview.notice(SET_FILES_MSG.csvMoreExtraColumns(this.more));
  }
}

// ---------------------------------------------------------------- lists in a cell

const LIST_SEPARATOR = ' | ';
const escapeValue = (value: string, also = '') => value.replace(new RegExp(`[\\\\|${also}]`, 'g'), '\\$&');
const unescapeValue = (value: string) => value.replace(/\\(.)/gs, '$1').trim();
const listCell = (values: readonly string[]) => values.map((v) => escapeValue(v)).join(LIST_SEPARATOR);

/** The text split at each separator that no '\' escapes, escapes kept in the parts. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text.startsWith(separator, i)) {
      parts.push(text.slice(from, i));
      from = i + separator.length;
      i = from - 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** A list cell's values, empty ones left out. */
const readList = (cell: string) => splitUnescaped(cell, '|').map(unescapeValue).filter((v) => v !== '');

const numberText = (n: number) => String(n);
const numericText = (a: NumericAnswer) => ('min' in a ? `${numberText(a.min)}..${numberText(a.max)}` : a.tolerance ? `${numberText(a.value)}±${numberText(a.tolerance)}` : numberText(a.value));

/** "3.14±0.01", "3.14 +- 0.01", "1..5", "42"; null when it is none of them. */
function readNumeric(text: string): NumericAnswer | null {
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  if (range) {
    const [min, max] = [parseNumber(range[1]!), parseNumber(range[2]!)];
    return min === null || max === null ? null : { min, max };
  }
  const [value, tolerance] = text.split(/±|\+-|\+\/-/).map(parseNumber);
  if (value === null || value === undefined || tolerance === null) return null;
  return { value, tolerance: tolerance ?? 0 };
}

/** The body of an exported question of a type, from its answer cell (and its options and weights). */
function typedBody(type: QuestionType, answer: string, optionCells: string[], weights: string): Record<string, unknown> | string {
  const options = filled(optionCells);
  switch (type) {
    case 'multiple_choice':
      return { options, answer: resolveAnswer(answer, optionCells) };
    case 'multiple_response': {
      const weightList = readList(weights).map(Number);
      if (weightList.some((w) => !Number.isFinite(w))) return 'The weights must be numbers separated by |.';
      return { options, answers: readList(answer).map((a) => resolveAnswer(a, optionCells)), ...(weightList.length ? { weights: weightList } : {}) };
    }
    case 'true_false': {
      const truth = answer.trim().toLowerCase();
      if (!['true', 'false', 't', 'f'].includes(truth)) return 'The answer of a true/false question must be True or False.';
      return { answer: truth.startsWith('t') };
    }
    case 'typed':
      return { answers: readList(answer) };
    case 'numeric': {
      const answers = readList(answer).map(readNumeric);
      if (answers.some((a) => a === null)) return 'Each accepted number is written 3.14, 3.14±0.01 or 1..5.';
      return { answers };
    }
    case 'matching': {
      const pairs = splitUnescaped(answer, '|').flatMap((raw) => {
        if (raw.trim() === '') return [];
        const [prompt = '', ...match] = splitUnescaped(raw, '->');
        return [{ prompt: unescapeValue(prompt), match: unescapeValue(match.join('->')) }];
      });
      if (pairs.some((p) => p.match === '')) return 'Each matching pair is written prompt -> match, the pairs separated by |.';
      return { pairs };
    }
    case 'ordering':
      return { items: readList(answer) };
    case 'cloze':
      return {};
  }
}

/** The answer cell of a question: what its type needs (see the layout above). */
function answerCell(item: Extract<SetItem, { kind: 'question' }>): string {
  switch (item.type) {
    case 'multiple_response':
      return listCell(item.answers);
    case 'typed':
      return listCell(item.answers);
    case 'numeric':
      return item.answers.map(numericText).join(LIST_SEPARATOR);
    case 'matching':
      return item.pairs.map((p) => `${escapeValue(p.prompt, '>')} -> ${escapeValue(p.match)}`).join(LIST_SEPARATOR);
    case 'ordering':
      return listCell(item.items);
    default:
      return answerText(item);
  }
}

const isQuestionType = (type: string): type is QuestionType => (QUESTION_TYPES as readonly string[]).includes(type);

/** A row of an exported set: every field, in CSV_HEADER's order. */
function exportedItem(cells: string[]): SetItemInput | string {
  const cell = (name: string) => cells[col(name)] ?? '';
  const place = { module: cell('module'), topic: cell('topic') };
  const kind = cell('kind').trim().toLowerCase();
  if (kind === 'question') {
    const type = cell('type').trim().toLowerCase() || 'multiple_choice';
    if (!isQuestionType(type)) return `The type must be one of ${QUESTION_TYPES.join(', ')}.`;
    const body = typedBody(type, cell('answer'), OPTION_COLUMNS.map((i) => cells[i] ?? ''), cell('weights'));
    if (typeof body === 'string') return body;
    return { kind, ...place, question: cell('question'), explanation: cell('explanation'), type, ...body } as SetItemInput;
  }
  if (kind === 'flashcard') {
    const difficulty = cell('difficulty').trim().toLowerCase();
    return {
      kind,
      ...place,
      front: cell('front'),
      back: cell('back'),
      example: cell('example'),
      protip: cell('pro tip'),
      // an unknown difficulty is refused by validation, an empty one is none
      difficulty: (difficulty || null) as Difficulty | null,
      formulas: filled(cell('formulas').split('\n')),
    };
  }
  return 'The kind must be "question" or "flashcard".';
}

const isExportHeader = (cells: string[]) => CSV_HEADER_UNTYPED.every((name, i) => cells[i]?.trim().toLowerCase() === name);

/** Reads CSV or TSV text: an exported set whole, any other file by its column choice. */
export function parseCsv(text: string, options: CsvOptions = {}): ImportPreview {
  const preview = new PreviewBuilder();
  let first = true;
  let exported = false;
  let extra = null as ExtraColumns | null;
  eachRow(text, options.delimiter, ({ line, cells: raw, error }) => {
    const cells = raw.map(unescapeFormula);
    if (first) {
      first = false;
      exported = !options.columns && isExportHeader(cells);
      if (exported || options.header) return true;
    }
    if (error) {
      preview.problem(line, error);
      return true;
    }
    const columns = options.columns ?? DEFAULT_CSV_COLUMNS;
    extra ??= new ExtraColumns(new Set(exported ? CSV_HEADER.keys() : chosenColumns(columns)));
    const item = exported ? exportedItem(cells) : chosenItem(cells, columns);
    if (typeof item === 'string') preview.problem(line, item);
    else if (preview.add(line, item)) extra.check(line, cells);
    return true;
  });
  extra?.report(preview);
  return preview.finish();
}

function exportRow(item: SetItem): string[] {
  const row = CSV_HEADER.map(() => '');
  const set = (name: string, value: string | null | undefined) => {
    row[col(name)] = value ?? '';
  };
  set('kind', item.kind);
  if (item.kind === 'question') {
    set('question', item.question);
    if ('options' in item) item.options.forEach((option, i) => (row[OPTION_COLUMNS[i]!] = option));
    set('answer', answerCell(item));
    set('explanation', item.explanation);
    set('type', item.type);
    if (item.type === 'multiple_response' && item.weights) set('weights', item.weights.map(numberText).join(LIST_SEPARATOR));
  } else {
    set('front', item.front);
    set('back', item.back);
    set('example', item.example);
    set('pro tip', item.protip);
    set('difficulty', item.difficulty);
    set('formulas', item.formulas.join('\n'));
  }
  set('module', item.module);
  set('topic', item.topic);
  return row.map(escapeFormula);
}

/**
 * A set as RFC 4180 CSV in CSV_HEADER's layout. It starts with a UTF-8 byte order mark, which
 * spreadsheets need to read anything beyond ASCII and every importer here skips.
 */
export function writeCsv(_title: string, items: SetItem[]): string {
  return '\uFEFF' + Papa.unparse({ fields: CSV_HEADER, data: items.map(exportRow) }, { newline: '\r\n' });
}
