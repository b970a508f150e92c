import { type ImportOptions, type ImportPreview, newSet, type SetItem, setItemsBody } from '@curio/core/study-sets';
import type { ExportFormat } from '@curio/core/study-sets-rules';
import { ImportError, type ImportErrorCode } from '@curio/formats/import-error';
import { exportSet, type FileExportFormat, parseImport } from '@curio/formats/index';
import { worksheetMarkdown } from '@curio/formats/worksheet';
import { documentFile } from '../projects/document-writer';

/*
 * The tasks of the set-file workers (set-files.ts): reading an imported file and writing an
 * export, whose cost the file's size decides. A refused file comes back as a plain object, as an
 * error thrown here would reach the main thread as a bare Error with its kind lost.
 */

/** A preview comes back as its JSON: thousands of items are serialized here, not on the event loop. */
export type ParseOutcome = { ok: true; json: string } | { ok: false; code: ImportErrorCode; message: string; preview: ImportPreview | null };

export async function parse(input: { bytes: Uint8Array; options: ImportOptions }): Promise<ParseOutcome> {
  try {
    return { ok: true, json: JSON.stringify(await parseImport(input.bytes, input.options)) };
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

/** The export's bytes; a PDF worksheet is drawn by the projects studio's PDF writer. */
export async function write(job: WriteJob): Promise<Uint8Array> {
  if (job.format !== 'pdf') return exportSet(job.format satisfies FileExportFormat, job.title, job.items);
  const file = await documentFile({ source: { markdown: worksheetMarkdown(job.title, job.items) }, target: 'pdf', title: job.title, fallbackTitle: 'Worksheet', appName: job.appName });
  return file.body;
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
