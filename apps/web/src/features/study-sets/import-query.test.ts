import { describe, expect, it } from 'vitest';
import { importOptions, type CsvColumns } from '@curio/core/study-sets';
import { DEFAULT_CHOICE, importSearch, type ImportChoice } from './import-query';

const parsed = (choice: ImportChoice) => importOptions.parse(Object.fromEntries(importSearch(choice)));

describe('the import query string', () => {
  it('carries a CSV question column choice the server reads back as it was chosen', () => {
    const columns: CsvColumns = { kind: 'question', question: 0, options: [1, 2, 3, 4], answer: 5, explanation: 6 };
    const choice: ImportChoice = { ...DEFAULT_CHOICE, csv: { delimiter: ';', header: true, columns } };
    expect(parsed(choice)).toEqual({ format: 'csv', delimiter: ';', header: true, columns });
  });

  it('leaves the delimiter out for the server to detect, and says when there is no header row', () => {
    const search = importSearch(DEFAULT_CHOICE);
    expect(search.has('delimiter')).toBe(false);
    expect(parsed(DEFAULT_CHOICE)).toMatchObject({ header: false, columns: { kind: 'flashcard', front: 0, back: 1 } });
  });

  it('sends a tab and a line break for Quizlet text as the characters themselves', () => {
    const choice: ImportChoice = { ...DEFAULT_CHOICE, format: 'quizlet' };
    expect(importSearch(choice).toString()).toBe('format=quizlet&term_separator=%09&card_separator=%0A');
    expect(parsed(choice)).toEqual({ format: 'quizlet', term_separator: '\t', card_separator: '\n' });
  });

  it('sends only the format for GIFT, Aiken and Anki files', () => {
    for (const format of ['gift', 'aiken', 'apkg'] as const) expect(importSearch({ ...DEFAULT_CHOICE, format }).toString()).toBe(`format=${format}`);
  });
});
