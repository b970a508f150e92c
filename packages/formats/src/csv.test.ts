import { describe, expect, it } from 'vitest';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import { type SetItem, setItem } from '@curio/core/study-sets';
import { IMPORT_PROBLEMS_SHOWN, SET_ITEMS_MAX } from '@curio/core/study-sets-rules';
import { CSV_EXPORT_COLUMNS, parseCsv, sampleCsv, writeCsv } from './csv';
import { IMPORT_MSG } from './import-error';
import { decodeText } from './text';

const card = (front: string, back: string) => setItem.parse({ kind: 'flashcard', front, back });

describe('reading CSV', () => {
  it('reads term and definition with quotes, commas, doubled quotes and fields over several lines', () => {
    const text = [
      'hola,hello',
      '"adiós, amigo","goodbye, friend"',
      '"a ""quoted"" word",quote',
      '"poem","line one',
      'line two',
      'line three"',
      'only a term',
      'gato,cat',
    ].join('\r\n');
    const preview = parseCsv(decodeText(new TextEncoder().encode(text)));
    expect(preview.items).toEqual([
      card('hola', 'hello'),
      card('adiós, amigo', 'goodbye, friend'),
      card('a "quoted" word', 'quote'),
      card('poem', 'line one\nline two\nline three'),
      card('gato', 'cat'),
    ]);
    // the row after a three-line field is on line 7 of the file
    expect(preview.problems).toEqual([{ line: 7, reason: 'The back is required.' }]);
    expect(preview.problem_count).toBe(1);
    expect(preview.title).toBeNull();
  });

  it('counts lines past blank lines and a byte order mark, and skips a header row', () => {
    const text = '\uFEFFterm,definition\n\n\nuno,one\n   \n,missing front\ndos,two\n';
    const preview = parseCsv(text, { header: true });
    expect(preview.items).toEqual([card('uno', 'one'), card('dos', 'two')]);
    expect(preview.problems).toEqual([{ line: 6, reason: 'The front is required.' }]);
  });

  it('detects semicolons and tabs, or uses the delimiter given', () => {
    expect(parseCsv('uno;one\ndos;two, also 2\n').items).toEqual([card('uno', 'one'), card('dos', 'two, also 2')]);
    expect(parseCsv('uno\tone\ndos\ttwo\n').items).toEqual([card('uno', 'one'), card('dos', 'two')]);
    expect(parseCsv('uno|one|x\ndos|two|y\n', { delimiter: '|', columns: { kind: 'flashcard', front: 2, back: 0 } }).items).toEqual([
      card('x', 'uno'),
      card('y', 'dos'),
    ]);
  });

  it('reads questions by a column choice: the answer as text, letter or number; empty options dropped', () => {
    const text = [
      'Question,A,B,C,D,Answer,Why',
      'Capital of France?,Paris,Lyon,,Nice,A,Paris is the capital.',
      '"Largest of 3, 7, 5?",3,7,5,,2,',
      'Which is a pair?,"salt, pepper",bread,,,"salt, pepper",',
      'Lowercase letter?,yes,no,,,b,',
      'Unknown answer?,yes,no,,,E,',
      'Single option?,only,,,,A,',
    ].join('\n');
    const columns = { kind: 'question' as const, question: 0, options: [1, 2, 3, 4], answer: 5, explanation: 6 };
    const preview = parseCsv(text, { header: true, columns });
    expect(preview.items).toEqual([
      setItem.parse({ kind: 'question', question: 'Capital of France?', options: ['Paris', 'Lyon', 'Nice'], answer: 'Paris', explanation: 'Paris is the capital.' }),
      setItem.parse({ kind: 'question', question: 'Largest of 3, 7, 5?', options: ['3', '7', '5'], answer: '7' }),
      setItem.parse({ kind: 'question', question: 'Which is a pair?', options: ['salt, pepper', 'bread'], answer: 'salt, pepper' }),
      setItem.parse({ kind: 'question', question: 'Lowercase letter?', options: ['yes', 'no'], answer: 'no' }),
    ]);
    expect(preview.problems).toEqual([
      { line: 6, reason: 'The answer must be one of the options.' },
      { line: 7, reason: 'A question needs at least 2 options.' },
    ]);
  });

  it('names an unclosed quote on the line where its row starts', () => {
    const preview = parseCsv('uno,one\ndos,"two\ntres,three\n');
    expect(preview.items).toEqual([card('uno', 'one')]);
    expect(preview.problems).toEqual([{ line: 2, reason: 'A quoted field has no closing quote (").' }]);
  });

  it('says why a long or odd cell is refused, in plain words', () => {
    const preview = parseCsv(`long,${'x'.repeat(5000)}\nbell,ring\u0007\nfine,good\n`);
    expect(preview.problems).toEqual([
      { line: 1, reason: 'The back is longer than 4,000 characters.' },
      { line: 2, reason: 'The back must not contain control characters.' },
    ]);
  });

  it('reads 10 000 rows', () => {
    const rows = Array.from({ length: SET_ITEMS_MAX }, (_, i) => `term ${i},"definition ${i}, with a comma"`);
    const preview = parseCsv(rows.join('\n'));
    expect(preview.items).toHaveLength(SET_ITEMS_MAX);
    expect(preview.items[9_999]).toEqual(card('term 9999', 'definition 9999, with a comma'));
  });

  it('refuses a file of 50 000 rows with a sentence that says why', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => `term ${i},definition ${i}`);
    expect(() => parseCsv(rows.join('\n'))).toThrow(expect.objectContaining({ code: 'too_many_items', message: IMPORT_MSG.tooManyItems }));
  });

  it('refuses a file with nothing usable, keeping the lines and why on the error', () => {
    const rows = Array.from({ length: IMPORT_PROBLEMS_SHOWN + 5 }, (_, i) => `only term ${i}`);
    let thrown: unknown;
    try {
      parseCsv(rows.join('\n'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'empty', message: SETS_MSG.emptyImport });
    const preview = (thrown as { preview: { problems: unknown[]; problem_count: number; items: unknown[] } }).preview;
    expect(preview.items).toEqual([]);
    expect(preview.problems).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    expect(preview.problems[0]).toEqual({ line: 1, reason: 'The back is required.' });
    expect(preview.problem_count).toBe(IMPORT_PROBLEMS_SHOWN + 5);
  });

  it('says which rows had columns past the ones read, instead of dropping them without a word', () => {
    const wide = Array.from({ length: 100_000 }, (_, i) => `cell ${i}`).join(',');
    const preview = parseCsv(wide);
    expect(preview.items).toEqual([card('cell 0', 'cell 1')]);
    expect(preview.notices).toEqual(['Line 1: 99,998 extra columns left out.']);

    // empty cells are no loss; the first rows are named, the rest counted
    const rows = ['a,b,,', 'c,d,e', 'f,g,h,i', 'j,k,l', 'm,n,o', 'p,q,r'].join('\n');
    expect(parseCsv(rows).notices).toEqual([
      'Line 2: 1 extra column left out.',
      'Line 3: 2 extra columns left out.',
      'Line 4: 1 extra column left out.',
      '2 more lines have extra columns, left out too.',
    ]);
    const chosen = parseCsv('q,x,1,2,2,why,more', { columns: { kind: 'question', question: 0, options: [2, 3], answer: 4, explanation: 5 } });
    expect(chosen.notices).toEqual(['Line 1: 2 extra columns left out.']);
  });

  it('samples the first rows for a column choice', () => {
    expect(sampleCsv('a;b\n"c;d";e\nf;g\n', {}, 2)).toEqual({ delimiter: ';', rows: [['a', 'b'], ['c;d', 'e']] });
  });
});

describe('writing CSV', () => {
  const items: SetItem[] = [
    setItem.parse({
      kind: 'question',
      module: 'Maths',
      topic: 'Signs',
      question: 'What is 2 - 7?',
      options: ['-5', '5', '=5', '"five", said he'],
      answer: '-5',
      explanation: 'Subtract:\n2 - 7 = -5',
    }),
    setItem.parse({
      kind: 'flashcard',
      topic: 'Words',
      front: '@home',
      back: 'at home,\nin the house',
      example: "'=quoted' stays",
      protip: '+ think of "casa"',
      difficulty: 'medium',
      formulas: ['E = mc^2', '=a+b'],
    }),
    setItem.parse({ kind: 'flashcard', front: 'hola', back: 'hello' }),
  ];

  it('reads its own export back item for item', () => {
    const text = writeCsv('Mixed', items);
    expect(text.startsWith('\uFEFFkind,front,back,question,option 1,')).toBe(true);
    expect(text).toContain('\r\n');
    expect(parseCsv(decodeText(new TextEncoder().encode(text)))).toEqual({ items, problems: [], problem_count: 0, notices: [], title: null });
  });

  it('writes cells a spreadsheet would run as formulas after an apostrophe', () => {
    const cells = writeCsv('Mixed', items);
    expect(cells).toContain(",'-5,");
    expect(cells).toContain("'@home");
    expect(cells).not.toMatch(/,=5,/);
  });

  it('can be read with the documented column choices, one kind at a time', () => {
    const text = writeCsv('Mixed', items);
    const questions = parseCsv(text, { header: true, columns: CSV_EXPORT_COLUMNS.question });
    expect(questions.items).toEqual([{ ...items[0], module: null, topic: null }]);
    expect(questions.problems.map((p) => p.line)).toEqual([4, 7]);
    const cards = parseCsv(text, { header: true, columns: CSV_EXPORT_COLUMNS.flashcard });
    expect(cards.items).toEqual([card('@home', 'at home,\nin the house'), card('hola', 'hello')]);
  });
});

describe('question types in CSV', () => {
  const q = (fields: Record<string, unknown>) => setItem.parse({ kind: 'question', question: 'Q?', ...fields });
  const HEADER = writeCsv('S', []).replace(/^\uFEFF/, '').trim();
  const row = (type: string, answer: string, options: string[] = [], weights = '', question = 'Q?') => {
    const cells = HEADER.split(',').map(() => '');
    const at = (name: string) => HEADER.split(',').indexOf(name);
    cells[at('kind')] = 'question';
    cells[at('question')] = question;
    options.forEach((o, i) => (cells[at(`option ${i + 1}`)] = o));
    cells[at('answer')] = answer;
    cells[at('type')] = type;
    cells[at('weights')] = weights;
    return cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',');
  };

  it('reads each type from its answer cell, as documented', () => {
    const text = [
      HEADER,
      row('multiple_response', 'red | B', ['red', 'blue', 'green'], '50 | 50 | -100'),
      row('true_false', 'false'),
      row('typed', 'Paris | City of light'),
      row('numeric', '3.14±0.01 | 1..5 | 42'),
      row('matching', 'cat -> meow | dog -> woof | a -\\> b -> c'),
      row('ordering', 'one | two \\| three | four'),
      row('cloze', 'ignored', [], '', 'The {{c1::sun}} is a star.'),
    ].join('\n');
    expect(parseCsv(text).items).toEqual([
      q({ type: 'multiple_response', options: ['red', 'blue', 'green'], answers: ['red', 'blue'], weights: [50, 50, -100] }),
      q({ type: 'true_false', answer: false }),
      q({ type: 'typed', answers: ['Paris', 'City of light'] }),
      q({ type: 'numeric', answers: [{ value: 3.14, tolerance: 0.01 }, { min: 1, max: 5 }, { value: 42, tolerance: 0 }] }),
      q({ type: 'matching', pairs: [{ prompt: 'cat', match: 'meow' }, { prompt: 'dog', match: 'woof' }, { prompt: 'a -> b', match: 'c' }] }),
      q({ type: 'ordering', items: ['one', 'two | three', 'four'] }),
      q({ type: 'cloze', question: 'The {{c1::sun}} is a star.' }),
    ]);
  });

  it('names a row of an unknown type or an unreadable answer, and reads on', () => {
    const preview = parseCsv([HEADER, row('essay', 'x'), row('numeric', 'about three'), row('true_false', 'maybe'), row('typed', 'fine')].join('\n'));
    expect(preview.problems).toEqual([
      { line: 2, reason: expect.stringMatching(/^The type must be one of multiple_choice, multiple_response/) },
      { line: 3, reason: 'Each accepted number is written 3.14, 3.14±0.01 or 1..5.' },
      { line: 4, reason: 'The answer of a true/false question must be True or False.' },
    ]);
    expect(preview.items).toEqual([q({ type: 'typed', answers: ['fine'] })]);
  });

  it('reads a file exported before question types (no type column) whole, its questions multiple choice', () => {
    const old = HEADER.split(',').slice(0, -2).join(',');
    const cells = old.split(',').map(() => '');
    const at = (name: string) => old.split(',').indexOf(name);
    Object.assign(cells, { [at('kind')]: 'question', [at('question')]: 'Q?', [at('option 1')]: 'a', [at('option 2')]: 'b', [at('answer')]: 'B', [at('topic')]: 'T' });
    expect(parseCsv(`${old}\n${cells.join(',')}`).items).toEqual([q({ options: ['a', 'b'], answer: 'b', topic: 'T' })]);
  });
});
