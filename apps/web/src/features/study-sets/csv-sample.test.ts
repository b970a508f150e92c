import { describe, expect, it } from 'vitest';
import { columnLabels, decodeSample, guessColumns, guessedCsv, guessKind, looksLikeHeader, readSample, SAMPLE_BYTES, SAMPLE_COLUMNS_MAX, sampleRows } from './csv-sample';

describe('the first rows of a CSV', () => {
  it('detects the delimiter and keeps a quoted field with a comma and a line break whole', () => {
    const sample = sampleRows('Capital,Country\n"Paris, city of light","France\nEurope"\nRome,Italy\n', '');
    expect(sample.delimiter).toBe(',');
    expect(sample.rows).toEqual([
      ['Capital', 'Country'],
      ['Paris, city of light', 'France\nEurope'],
      ['Rome', 'Italy'],
    ]);
    expect(sample.columnCount).toBe(2);
  });

  it('offers the first 100 columns of a row of 100 000, and says how many it has', () => {
    const sample = sampleRows(Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(','), '');
    expect(sample).toMatchObject({ delimiter: ',', columnCount: SAMPLE_COLUMNS_MAX, widest: 100_000 });
    expect(sample.rows[0]).toHaveLength(SAMPLE_COLUMNS_MAX);
    expect(columnLabels(sample, false).at(-1)).toBe('Column 100');
  });

  it('shows at most the header and five rows', () => {
    const text = Array.from({ length: 50 }, (_, i) => `t${i}\td${i}`).join('\r\n');
    const sample = sampleRows(text, '\t');
    expect(sample.rows).toHaveLength(6);
    expect(sample.rows[5]).toEqual(['t5', 'd5']);
  });

  it('reads UTF-8 with a BOM, UTF-16 with either byte order, and drops a line cut in the middle', () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('été,summer\nhiver,win')]);
    expect(decodeSample(utf8, true)).toBe('été,summer');
    expect(decodeSample(utf8, false)).toBe('été,summer\nhiver,win');
    const le = new Uint8Array([0xff, 0xfe, ...[...'a,b'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeSample(le, false)).toBe('a,b');
    const be = new Uint8Array([0xfe, 0xff, ...[...'a,b'].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeSample(be, false)).toBe('a,b');
  });
});

describe('choosing the columns', () => {
  it('takes a first row of known names for a header, not a row of data', () => {
    expect(looksLikeHeader(['Question', 'A', 'B', 'C', 'Answer'])).toBe(true);
    expect(looksLikeHeader(['Term', 'Definition'])).toBe(true);
    expect(looksLikeHeader(['Paris', 'Capital of France'])).toBe(false);
    expect(looksLikeHeader(['Term', ''])).toBe(false);
    // a row of data whose answer is a letter
    expect(looksLikeHeader(['What is the capital of France?', 'Paris', 'Lyon', 'Nice', 'A'])).toBe(false);
  });

  it('finds the question, the options, the answer and the explanation by their names, in any order', () => {
    const sample = sampleRows('Explanation;Question;Choice A;Choice B;Choice C;Answer\nwhy;q;a;b;c;a', ';');
    expect(guessKind(sample, true)).toBe('question');
    expect(guessColumns(sample, true, 'question')).toEqual({ kind: 'question', question: 1, options: [2, 3, 4], answer: 5, explanation: 0 });
  });

  it('without a header takes the first column for the question, the last for the answer and the options between', () => {
    const sample = sampleRows('2+2?\t3\t4\t5\t4', '\t');
    expect(guessKind(sample, false)).toBe('flashcard');
    expect(guessColumns(sample, false, 'question')).toEqual({ kind: 'question', question: 0, options: [1, 2, 3], answer: 4 });
    expect(guessColumns(sample, false, 'flashcard')).toEqual({ kind: 'flashcard', front: 0, back: 1 });
  });

  it('finds the term and the definition by name', () => {
    const sample = sampleRows('Topic,Definition,Term\nx,d,t', ',');
    expect(guessColumns(sample, true, 'flashcard')).toEqual({ kind: 'flashcard', front: 2, back: 1 });
  });

  it('labels columns by letter, with the header names when there are some', () => {
    const sample = sampleRows('Term,Definition\nt,d', ',');
    expect(columnLabels(sample, true)).toEqual(['A: Term', 'B: Definition']);
    expect(columnLabels(sample, false)).toEqual(['Column A', 'Column B']);
  });
});

describe('the first choice', () => {
  it('reads a question sheet with its header as questions, columns found by name', () => {
    const sample = sampleRows('Question\tA\tB\tC\tAnswer\n2+2?\t3\t4\t5\tB', '');
    expect(guessedCsv(sample)).toEqual({ delimiter: '', header: true, columns: { kind: 'question', question: 0, options: [1, 2, 3], answer: 4 } });
  });

  it('reads rows without a header as term and definition', () => {
    expect(guessedCsv(sampleRows('chat\tcat\nchien\tdog', ''))).toEqual({ delimiter: '', header: false, columns: { kind: 'flashcard', front: 0, back: 1 } });
    expect(guessedCsv(null).columns).toEqual({ kind: 'flashcard', front: 0, back: 1 });
  });

  it('reads the start of a large file whole lines only', async () => {
    const line = 'term,definition\n';
    const file = new Blob([line.repeat(Math.ceil((SAMPLE_BYTES * 2) / line.length))]);
    const text = await readSample(file);
    expect(text.length).toBeLessThanOrEqual(SAMPLE_BYTES);
    expect(text.split('\n').every((row) => row === 'term,definition')).toBe(true);
  });
});
