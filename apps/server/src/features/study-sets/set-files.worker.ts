import { SETS_MSG } from '@curio/core/study-sets-messages';
import { type ImportOptions, type ImportPreview, type ImportReply, newSet, type SetItem, setItemsBody } from '@curio/core/study-sets';
import { IMPORT_PREVIEW_ITEMS, IMPORT_TEXT_MAX_BYTES } from '@curio/core/study-sets-rules';
import type { ExportFormat } from '@curio/core/study-sets-rules';
import { ImportError, type ImportErrorCode } from '@curio/formats/import-error';
import { exportSet, type FileExportFormat, parseImport } from '@curio/formats/index';
import { worksheetMarkdown } from '@curio/formats/worksheet';
import { type ItemRows, itemRows } from './set-rows';

/*
 * The tasks of the set-file workers (set-files.ts): reading an imported file and writing an
 * export, whose cost the file's size decides. A refused file comes back as a plain object, as an
 * error thrown here would reach the main thread as a bare Error with its kind lost.
 */

/** What a preview shows (the first items and their counts), and every item's rows as JSON text (set-rows.ts). */
export type Parsed = { preview: Omit<ImportReply, 'import_id'>; rows: ItemRows };
/**
 * The items cross to the main thread as the text of their rows, which costs a copy there; as
 * objects, 10 000 of them took 20–100 ms of the event loop to be cloned.
 */
export type ParseOutcome = { ok: true; parsed: Parsed } | { ok: false; code: ImportErrorCode; message: string; preview: ImportPreview | null };

export async function parse(input: { bytes: Uint8Array; options: ImportOptions }): Promise<ParseOutcome> {
  try {
    const { items, ...preview } = await parseImport(input.bytes, input.options);
    const rows = itemRows(items);
    const bytes = rows.chunks.reduce((sum, chunk) => sum + chunk.rows.length, 0);
    if (bytes > IMPORT_TEXT_MAX_BYTES) return { ok: false, code: 'file_too_large', message: SETS_MSG.importTooLarge, preview: null };
    const { questions, flashcards } = rows.counts;
    return { ok: true, parsed: { preview: { ...preview, items: items.slice(0, IMPORT_PREVIEW_ITEMS), question_count: questions, flashcard_count: flashcards }, rows } };
  } catch (err) {
    if (err instanceof ImportError) return { ok: false, code: err.code, message: err.message, preview: err.preview };
    throw err;
  }
}

export interface WriteJob {
  format: ExportFormat;
  title: string;
  items: SetItem[];
  appName: string;
}

/**
 * The export's bytes; a PDF worksheet is drawn by the projects studio's PDF writer, but not through
 * its documentFile, whose length limit is for what a template writes (decision 050): a worksheet
 * keeps to bounds of its own (worksheet.ts), and 200 cards with 1 050-character answers, an
 * ordinary set, come to 228 000 characters, past the studio's 200 000.
 */
export async function write(job: WriteJob): Promise<Uint8Array> {
  if (job.format !== 'pdf') return exportSet(job.format satisfies FileExportFormat, job.title, job.items);
  // the PDF writer (~40 MB resident) loads on a thread's first worksheet
  const { markdownToPdf } = await import('../../lib/pdf-export');
  return markdownToPdf(worksheetMarkdown(job.title, job.items), { title: job.title, author: job.appName });
}

/** The bodies read here, by the name a route gives in its config (bodyOnWorker). */
const BODIES = { newSet, setItems: setItemsBody };
export type BodyName = keyof typeof BODIES;
export type BodyOutcome = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * A request body of thousands of items, read and checked here: JSON.parse and zod take some 50 ms
 * a 10 000 items, which the event loop would spend with every other request waiting. The message
 * of a refused body is the one the app's error handler gives any invalid body.
 */
export function checkBody(input: { text: string; body: BodyName }): BodyOutcome {
  let json: unknown;
  try {
    json = JSON.parse(input.text);
  } catch {
    return { ok: false, message: 'The body is not valid JSON.' };
  }
  const parsed = BODIES[input.body].safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  return { ok: false, message: field ? `${field}: ${issue.message}` : issue.message };
}
