import type { CsvColumns } from '@curio/core/study-sets';
import type { ImportFormat } from '@curio/core/study-sets-rules';

/** The import page's choices: the format, and how its text is read. */
export interface ImportChoice {
  format: ImportFormat;
  csv: {
    /** '' lets the server detect it */
    delimiter: string;
    header: boolean;
    columns: CsvColumns;
  };
  quizlet: { termSeparator: string; cardSeparator: string };
}

export const DEFAULT_CHOICE: ImportChoice = {
  format: 'csv',
  csv: { delimiter: '', header: false, columns: { kind: 'flashcard', front: 0, back: 1 } },
  quizlet: { termSeparator: '\t', cardSeparator: '\n' },
};

/** The query string of POST /api/sets/import: only the options of the chosen format. */
export function importSearch(choice: ImportChoice): URLSearchParams {
  const search = new URLSearchParams({ format: choice.format });
  if (choice.format === 'csv') {
    if (choice.csv.delimiter) search.set('delimiter', choice.csv.delimiter);
    search.set('header', String(choice.csv.header));
    search.set('columns', JSON.stringify(choice.csv.columns));
  }
  if (choice.format === 'quizlet') {
    search.set('term_separator', choice.quizlet.termSeparator);
    search.set('card_separator', choice.quizlet.cardSeparator);
  }
  return search;
}
