import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { ImportPreview } from '@curio/core/study-sets';
import { IMPORT_UNZIPPED_MAX_BYTES, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';

/** Why a whole file was refused; the server turns each into a status of its own. */
export type ImportErrorCode = 'file_too_large' | 'not_readable' | 'too_many_items' | 'empty';

const itemsMax = SET_ITEMS_MAX.toLocaleString('en');

/** Sentences for the learner, beside the set's own in SETS_MSG. */
export const IMPORT_MSG = {
  notText: 'The file is not UTF-8 or UTF-16 text.',
  tooManyItems: `The file holds more than ${itemsMax} questions and cards, and a set holds at most ${itemsMax}. Split the file and import each part into a set of its own.`,
  notApkg: 'The file is not an Anki deck (.apkg).',
  apkgTooNew: "This deck was exported by a newer Anki with 'Support older Anki versions' off; export it again with that box ticked.",
  unzippedTooLarge: `The deck unpacks to more than ${IMPORT_UNZIPPED_MAX_BYTES / 1024 / 1024} MB.`,
} as const;

/**
 * A file refused as a whole, with a sentence to show as it is. An import that read nothing usable
 * (code 'empty') carries its preview, so the learner still sees which lines failed and why.
 */
export class ImportError extends Error {
  override readonly name = 'ImportError';

  constructor(
    readonly code: ImportErrorCode,
    message: string,
    readonly preview: ImportPreview | null = null,
  ) {
    super(message);
  }
}

export const emptyImportError = (preview: ImportPreview) => new ImportError('empty', SETS_MSG.emptyImport, preview);
