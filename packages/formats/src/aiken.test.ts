import { describe, expect, it } from 'vitest';
import { setItem } from '@curio/core/study-sets';
import { parseAiken } from './aiken';
import { AIKEN_ERRORS, AIKEN_PLAIN } from './testing/aiken-cases';

const question = (text: string, options: string[], answer: string) => setItem.parse({ kind: 'question', question: text, options, answer });

describe('reading Aiken', () => {
  it('reads questions with A. and A) options, and questions over two lines', () => {
    const text = [
      'What is the capital of France?',
      'A. Paris',
      'B. Lyon',
      'C. Marseille',
      'ANSWER: A',
      '',
      'Which gas do plants take in?',
      'A) Oxygen',
      'B) Carbon dioxide',
      'ANSWER: B',
      '',
      'Read the line below.',
      'Which word is a verb?',
      'A. run',
      'B. blue',
      'answer: a',
    ].join('\n');
    expect(parseAiken(text)).toEqual({
      items: [
        question('What is the capital of France?', ['Paris', 'Lyon', 'Marseille'], 'Paris'),
        question('Which gas do plants take in?', ['Oxygen', 'Carbon dioxide'], 'Carbon dioxide'),
        question('Read the line below.\nWhich word is a verb?', ['run', 'blue'], 'run'),
      ],
      problems: [],
      problem_count: 0,
      notices: [],
      title: null,
    });
  });

  it('names each malformed question on its first line and reads on', () => {
    const text = [
      'No answer line?', // 1
      'A. yes',
      'B. no',
      '',
      'Answer out of range?', // 5
      'A. one',
      'B. two',
      'ANSWER: D',
      '',
      'Letters skip?', // 10
      'A. one',
      'C. three',
      'ANSWER: A',
      '',
      'No options?', // 15
      'ANSWER: A',
      '',
      'ANSWER: B', // 18
      '',
      'Same options?', // 20
      'A. same',
      'B. Same',
      'ANSWER: A',
      '',
      'Good one?', // 25
      'A. yes',
      'B. no',
      'ANSWER: A',
    ].join('\n');
    const preview = parseAiken(text);
    expect(preview.items).toEqual([question('Good one?', ['yes', 'no'], 'yes')]);
    expect(preview.problems).toEqual([
      { line: 1, reason: 'The question has no ANSWER line after its options.' },
      { line: 5, reason: 'The answer "D" is not the letter of one of its 2 options.' },
      { line: 10, reason: 'The options must be lettered A, B, C … in order: C came where B was due.' },
      { line: 15, reason: 'The question has no options (A. …, B. …).' },
      { line: 18, reason: 'An ANSWER line has no question before it.' },
      { line: 20, reason: 'Options must differ from each other.' },
    ]);
  });

  it('reads Moodle’s error cases as Moodle does: the good questions, "A)" with no space too, each error on its line', () => {
    const preview = parseAiken(AIKEN_ERRORS);
    expect(preview.items).toEqual([
      question('A fine question', ['Right', 'Wrong'], 'Right'),
      question('Another fine question', ['Wrong (no space)', 'Right (no space)'], 'Right (no space)'),
      question('A third fine one, with signs such as > < &', ['Right (< > &)', 'Wrong (< > &)'], 'Right (< > &)'),
    ]);
    expect(preview.problems).toEqual([
      { line: 1, reason: 'A question needs at least 2 options.' },
      { line: 5, reason: 'An option comes before its question.' },
      { line: 7, reason: 'An ANSWER line has no question before it.' },
      { line: 14, reason: 'The question has no ANSWER line after its options.' },
    ]);
  });

  it('reads Moodle’s plain file: A) options, markup kept as the text it is', () => {
    expect(parseAiken(AIKEN_PLAIN).items).toEqual([
      question('Who started the Moodle project?', ['Petra', 'Martin', 'Eloise', 'Tim'], 'Martin'),
      question('Markup such as <b class="x"> & pictures is kept as text:', ['True', 'False'], 'True'),
    ]);
  });

  it('reads an ANSWER letter written with its mark, B) or B.', () => {
    expect(parseAiken('Q?\nA. x\nB. y\nANSWER: B)').items).toEqual([question('Q?', ['x', 'y'], 'y')]);
  });

  it('refuses text with no question', () => {
    expect(() => parseAiken('Just a sentence.\nAnother one.')).toThrow(expect.objectContaining({ code: 'empty' }));
  });
});
