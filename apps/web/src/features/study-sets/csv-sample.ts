import Papa from 'papaparse';
import type { CsvColumns } from '@curio/core/study-sets';
import { SET_OPTIONS_MAX } from '@curio/core/study-sets-rules';

/*
 * The first rows of a CSV as the browser can show them, so the learner picks the columns by what
 * they hold. The server reads the whole file again with the same choice; this only guides it.
 */

/** Enough of a file for its first rows. */
export const SAMPLE_BYTES = 64 * 1024;
/** Rows shown under the column choice (after a header row). */
const SAMPLE_ROWS = 5;

/** Decodes the start of a file: a UTF-16 byte-order mark names UTF-16, anything else is read as UTF-8. */
export function decodeSample(bytes: Uint8Array, truncated: boolean): string {
  const encoding = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  // TextDecoder drops the byte-order mark itself
  const text = new TextDecoder(encoding).decode(bytes);
  if (!truncated) return text;
  // the cut may fall inside a line, or a character: keep the whole lines before it
  return text.slice(0, Math.max(text.lastIndexOf('\n'), 0));
}

/**
 * Columns offered to choose from: a row of 100 000 cells would be 100 000 choices in each list and
 * a table no browser lays out in time. A set's item reads nine columns at most.
 */
export const SAMPLE_COLUMNS_MAX = 100;

export interface CsvSample {
  /** the first rows, each cut to its first SAMPLE_COLUMNS_MAX cells */
  rows: string[][];
  /** what the rows were split on: the chosen delimiter, or the one detected */
  delimiter: string;
  /** the columns offered (SAMPLE_COLUMNS_MAX at most) */
  columnCount: number;
  /** the columns of the widest row sampled */
  widest: number;
}

export function sampleRows(text: string, delimiter: string): CsvSample {
  const parsed = Papa.parse<string[]>(text, { delimiter, preview: SAMPLE_ROWS + 1, skipEmptyLines: 'greedy' });
  const widest = parsed.data.reduce((most, row) => Math.max(most, row.length), 0);
  const rows = parsed.data.map((row) => row.slice(0, SAMPLE_COLUMNS_MAX).map((cell) => cell.trim()));
  return { rows, delimiter: parsed.meta.delimiter, columnCount: Math.min(widest, SAMPLE_COLUMNS_MAX), widest };
}

const columnLetter = (index: number) => (index < 26 ? String.fromCharCode(65 + index) : String(index + 1));

/** "A", "B", … like a spreadsheet, with the header's name when the first row is one. */
export function columnLabels(sample: CsvSample, header: boolean): string[] {
  return Array.from({ length: sample.columnCount }, (_, i) => {
    const name = header ? sample.rows[0]?.[i] : '';
    return name ? `${columnLetter(i)}: ${name}` : `Column ${columnLetter(i)}`;
  });
}

const NAMES = {
  front: /^(term|front|word|concept|prompt|question)$/i,
  back: /^(definition|back|meaning|answer|translation)$/i,
  question: /^(question|prompt|stem)$/i,
  answer: /^(answer|correct( answer)?|solution|key)$/i,
  explanation: /^(explanation|reason|why|feedback)$/i,
  option: /^((option|choice|answer)\s*[a-f1-6]|[a-f])$/i,
};
/** Names only a header has: a lone letter is as likely an answer column's data. */
const HEADER_NAMES = [NAMES.front, NAMES.back, NAMES.question, NAMES.answer, NAMES.explanation];

/** A first row of column names rather than data: every cell filled and one of them a name we know. */
export function looksLikeHeader(row: readonly string[] | undefined): boolean {
  if (!row || row.length < 2 || row.some((cell) => !cell)) return false;
  return row.some((cell) => HEADER_NAMES.some((name) => name.test(cell)));
}

/** Questions when the header names a question column, otherwise cards (term, definition). */
export function guessKind(sample: CsvSample, header: boolean): CsvColumns['kind'] {
  return header && sample.rows[0]?.some((cell) => NAMES.question.test(cell)) ? 'question' : 'flashcard';
}

/**
 * The likely columns for a kind: by the header's names when there is one, else by position —
 * term then definition; question first, answer last, the options between.
 */
export function guessColumns(sample: CsvSample, header: boolean, kind: CsvColumns['kind']): CsvColumns {
  const names = header ? (sample.rows[0] ?? []) : [];
  const find = (pattern: RegExp) => {
    const index = names.findIndex((name) => pattern.test(name));
    return index === -1 ? undefined : index;
  };
  const last = Math.max(sample.columnCount - 1, 1);
  if (kind === 'flashcard') {
    const front = find(NAMES.front) ?? 0;
    return { kind, front, back: find(NAMES.back) ?? (front === 0 ? 1 : 0) };
  }
  const question = find(NAMES.question) ?? 0;
  const answer = find(NAMES.answer) ?? last;
  const explanation = find(NAMES.explanation);
  const named = names.flatMap((name, i) => (NAMES.option.test(name) && i !== answer ? [i] : []));
  const between = Array.from({ length: sample.columnCount }, (_, i) => i).filter(
    (i) => i !== question && i !== answer && i !== explanation,
  );
  const options = (named.length >= 2 ? named : between).slice(0, SET_OPTIONS_MAX);
  return { kind, question, options, answer, ...(explanation === undefined ? {} : { explanation }) };
}

/** The start of a chosen file, decoded, to show its first rows. */
export async function readSample(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  return decodeSample(bytes, file.size > SAMPLE_BYTES);
}

/** What the column choice starts as: the header and the columns this sample suggests, the delimiter detected. */
export function guessedCsv(sample: CsvSample | null) {
  const header = looksLikeHeader(sample?.rows[0]);
  const kind = sample ? guessKind(sample, header) : 'flashcard';
  const columns: CsvColumns = sample ? guessColumns(sample, header, kind) : { kind: 'flashcard', front: 0, back: 1 };
  return { delimiter: '', header, columns };
}
