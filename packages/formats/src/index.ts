import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { ImportOptions, ImportPreview, SetItem } from '@curio/core/study-sets';
import { type ExportFormat, IMPORT_FILE_MAX_BYTES } from '@curio/core/study-sets-rules';
import { parseAiken } from './aiken';
import { parseApkg, writeApkg } from './apkg';
import { parseCsv, writeCsv } from './csv';
import { parseGift, writeGift } from './gift';
import { ImportError } from './import-error';
import { parseQuizlet, writeQuizlet } from './quizlet';
import { decodeText } from './text';

/*
 * The formats a set moves in and out of, with no I/O of their own: bytes in, a preview or bytes
 * out. Meant for a worker thread; a refused file is an ImportError with a sentence to show.
 */

/** Reads an uploaded file by its format; refuses it with an ImportError. */
export async function parseImport(bytes: Uint8Array, options: ImportOptions): Promise<ImportPreview> {
  if (bytes.length > IMPORT_FILE_MAX_BYTES) throw new ImportError('file_too_large', SETS_MSG.fileTooLarge);
  if (options.format === 'apkg') return parseApkg(bytes);
  const text = decodeText(bytes);
  switch (options.format) {
    case 'csv':
      return parseCsv(text, options);
    case 'quizlet':
      return parseQuizlet(text, options);
    case 'gift':
      return parseGift(text);
    case 'aiken':
      return parseAiken(text);
  }
}

/** The exports that are files of a format (a PDF is drawn elsewhere). */
export type FileExportFormat = Exclude<ExportFormat, 'pdf'>;

/** A set's file in a format. */
export async function exportSet(format: FileExportFormat, title: string, items: SetItem[]): Promise<Uint8Array> {
  if (format === 'apkg') return writeApkg(title, items);
  const text = format === 'csv' ? writeCsv(title, items) : format === 'gift' ? writeGift(title, items) : writeQuizlet(title, items);
  return new TextEncoder().encode(text);
}

const FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  quizlet: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  // Moodle's own GIFT export is a .txt; ".gift.txt" tells it from a Quizlet file
  gift: { extension: 'gift.txt', contentType: 'text/plain; charset=utf-8' },
  apkg: { extension: 'apkg', contentType: 'application/octet-stream' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};

/**
 * The name and type to download a set's export as. The name keeps the title's letters (any
 * script), digits, spaces and - _ ( ); anything a file system or a header could trip on goes.
 */
export function exportFile(format: ExportFormat, title: string): { fileName: string; contentType: string } {
  const { extension, contentType } = FILES[format];
  const base =
    title
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} _\-()]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100)
      .trim() || 'set';
  return { fileName: `${base}.${extension}`, contentType };
}
