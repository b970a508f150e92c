import { describe, expect, it } from 'vitest';
import { type SetItemInput, setItem } from '@curio/core/study-sets';
import { parseGift, writeGift } from './gift';
import { GIFT_CASES } from './testing/gift-cases';

const at = (module: string | null, topic: string | null) => (fields: Record<string, unknown>) =>
  setItem.parse({ kind: 'question', module, topic, ...fields } as SetItemInput);
const cells = at('Default for Biology 101', 'Cells');
const stats = at('Cells', 'Maths/Stats');

describe('reading GIFT as Moodle does', () => {
  const preview = parseGift(GIFT_CASES);
  const item = (question: string) => preview.items.find((i) => (i.kind === 'question' ? i.question : i.front).startsWith(question));

  it('reads an essay as a flashcard to recall, its back a dash when there is no general feedback', () => {
    expect(item('Why do cells divide?')).toEqual(
      setItem.parse({ kind: 'flashcard', module: 'Default for Biology 101', topic: 'Cells', front: 'Why do cells divide?', back: '—' }),
    );
    expect(parseGift('Explain osmosis. {####Water moves to the saltier side.}').items).toEqual([
      setItem.parse({ kind: 'flashcard', front: 'Explain osmosis.', back: 'Water moves to the saltier side.' }),
    ]);
  });

  it('reads matching with every format tag taken off and HTML as text; an extra wrong match is named', () => {
    expect(item('Match each')).toEqual(
      cells({
        type: 'matching',
        question: 'Match each organelle to its job.',
        pairs: [
          { prompt: 'Makes energy for the cell.', match: 'Mitochondrion' },
          { prompt: 'Holds the genes.', match: 'Nucleus' },
          { prompt: 'Builds proteins.', match: 'Ribosome' },
          { prompt: 'Packs proteins for export.', match: 'Golgi body' },
        ],
      }),
    );
    expect(preview.notices).toContain('Extra wrong matches (= -> …) left out: Curio offers the pairs’ matches (line 8).');
  });

  it('reads multiple choice with feedback: [plain] taken off an option, the right answer’s feedback the explanation', () => {
    expect(item('Which gas')).toEqual(
      cells({
        type: 'multiple_choice',
        question: 'Which gas do plants take in?',
        options: ['carbon dioxide', 'oxygen', 'helium'],
        answer: 'carbon dioxide',
        explanation: 'right, they fix its carbon',
      }),
    );
  });

  it('reads multiple response with its weights, and one right at 100% with penalties as multiple response too', () => {
    expect(item('Which are parts')).toEqual(
      cells({
        type: 'multiple_response',
        question: 'Which are parts of a plant cell?',
        options: ['cell wall', 'hoof', 'chloroplast', 'feather'],
        answers: ['cell wall', 'chloroplast'],
        weights: [50, -100, 50, -100],
        explanation: 'yes',
      }),
    );
    expect(item('Which one makes sugar')).toEqual(
      cells({
        type: 'multiple_response',
        question: 'Which one makes sugar from light?',
        options: ['chloroplast', 'nucleus', 'ribosome'],
        answers: ['chloroplast'],
        weights: [100, -50, -50],
        explanation: 'right',
      }),
    );
  });

  it('leaves weights out where they are what Curio gives anyway', () => {
    expect(parseGift('Pick primes {~%50%2 ~%50%3 ~%-100%4}').items[0]).toMatchObject({ weights: [50, 50, -100] });
    expect(parseGift('Pick primes {~%50%2 ~%50%3 ~%-50%4 ~%-50%6}').items[0]).not.toHaveProperty('weights');
  });

  it('reads numerical questions: a margin, a range, and only the full-credit answers of several', () => {
    expect(item('How many chromosomes')).toEqual(
      cells({ type: 'numeric', question: 'How many chromosomes in a human cell, give or take 2?', answers: [{ value: 46, tolerance: 2 }] }),
    );
    expect(item('Pick a number')).toEqual(stats({ type: 'numeric', question: 'Pick a number from 1 to 5.', answers: [{ min: 1, max: 5 }] }));
    expect(item('What is 2')).toEqual(stats({ type: 'numeric', question: 'What is 2 or about 3?', answers: [{ value: 2, tolerance: 0 }] }));
    expect(preview.notices).toContain('Numerical answers with partial credit left out: the answers at 100% are accepted (line 80).');
  });

  it('reads short answers as typed: full-credit answers accepted, general feedback first in the explanation', () => {
    expect(item('Which organ')).toEqual(
      cells({ type: 'typed', question: 'Which organ pumps blood?', answers: ['heart'], explanation: 'The heart is a muscle.\n\nGood!' }),
    );
    expect(preview.notices).toContain('Short answers with partial credit left out: the answers at 100% are accepted (line 45).');
    expect(preview.notices).toContain('Catch-all answers (*) left out (line 45).');
    expect(item('Name the cell')).toEqual(cells({ type: 'typed', question: "Name the cell's outer layer.", answers: ['membrane', 'cell membrane'] }));
  });

  it('reads true/false as T, TRUE and FALSE with its feedback', () => {
    expect(item('Plant cells')).toEqual(
      cells({
        type: 'true_false',
        question: 'Plant cells have walls.',
        answer: false,
        explanation: 'Cellulose walls, that is.\n\nThey do have walls.\n\nYou gave the wrong answer on purpose?',
      }),
    );
    expect(item('Cells were first')).toEqual(cells({ type: 'true_false', question: 'Cells were first seen in cork.', answer: true }));
    expect(item('Robert Hooke')).toEqual(cells({ type: 'true_false', question: 'Robert Hooke named the cell.', answer: true }));
    // Moodle's T/F words are upper case: {true} is a short answer
    expect(parseGift('Is it? {true}').items[0]).toMatchObject({ type: 'typed', answers: ['true'] });
  });

  it('reads backslashes and every escape, \\n as a line break', () => {
    expect(item('Write a')).toMatchObject({ front: 'Write a \\ or two \\\\ here, and {braces} = ~ # : \n on a new line' });
  });

  it('reads [html] with <pre> and escaped braces as text', () => {
    expect(item('What does this print?')).toEqual(cells({ type: 'typed', question: 'What does this print?\nvoid main() { print(1); }', answers: ['1', 'one'] }));
  });

  it('takes $CATEGORY: paths as module and topic: the last two levels, // a slash in a name', () => {
    expect(parseGift('$CATEGORY: $course$/Default for Physics\n\nQ {T}').items[0]).toMatchObject({ module: null, topic: 'Default for Physics' });
    expect(parseGift('$CATEGORY: $system$/top/A/B/C\n\nQ {T}').items[0]).toMatchObject({ module: 'B', topic: 'C' });
    expect(parseGift('$CATEGORY: $course$/top/A\n\nQ {T}\n\n$CATEGORY: $course$/top\n\nR {F}').items.map((i) => [i.module, i.topic])).toEqual([
      [null, 'A'],
      [null, null],
    ]);
  });

  it('reads missing words: choices keep the blank as _____, one typed answer becomes a cloze, several stay typed', () => {
    expect(item('Missing words')).toEqual(
      stats({ type: 'multiple_choice', question: 'Missing words: Mitochondria are _____ in muscle cells.', options: ['rare', 'common', 'absent'], answer: 'common' }),
    );
    expect(item('The powerhouse')).toEqual(stats({ type: 'cloze', question: 'The powerhouse of the cell is the {{c1::mitochondrion}}.' }));
    expect(item('Plants are')).toEqual(stats({ type: 'typed', question: 'Plants are _____ mostly.', answers: ['green', 'verdant'] }));
  });

  it('names what it leaves out or changes, kind by kind, with the lines', () => {
    expect(preview.notices).toEqual([
      'Question names (::name::) are not kept (lines 5, 8, 17, 25, 34 and 13 more).',
      'Essay questions have no answer to check: imported as flashcards, the question on the front and the general feedback on the back (lines 5 and 62).',
      'Extra wrong matches (= -> …) left out: Curio offers the pairs’ matches (line 8).',
      'Feedback on wrong answers left out; the right answer’s feedback and the general feedback are the explanation (lines 17, 25, 34 and 42).',
      'Short answers with partial credit left out: the answers at 100% are accepted (line 45).',
      'Catch-all answers (*) left out (line 45).',
      'Numerical answers with partial credit left out: the answers at 100% are accepted (line 80).',
      'Text without answers (a Moodle description) left out (line 88).',
    ]);
  });

  it('names malformed questions on the line where they start', () => {
    expect(preview.problems).toEqual([
      { line: 90, reason: 'A { has no closing }.' },
      { line: 92, reason: 'No answer is marked right (= or a positive %weight%).' },
      { line: 94, reason: expect.stringMatching(/^More than one answer is marked right with =/) },
    ]);
  });

  it('keeps every question of the bank: nothing skipped as "multiple choice only"', () => {
    expect(preview.items).toHaveLength(18);
    expect(preview.items.map((i) => (i.kind === 'question' ? i.type : i.kind))).toEqual([
      'flashcard',
      'matching',
      'multiple_choice',
      'multiple_response',
      'multiple_response',
      'numeric',
      'typed',
      'true_false',
      'true_false',
      'true_false',
      'flashcard',
      'typed',
      'typed',
      'numeric',
      'numeric',
      'multiple_choice',
      'cloze',
      'typed',
    ]);
  });

  it('names pictures and sounds of HTML texts, which GIFT does not hold, and reads the text', () => {
    const preview = parseGift('[html]<p>Which bird?</p><img src\\="@@PLUGINFILE@@/owl.png"> {=owl ~hen}');
    expect(preview.items[0]).toMatchObject({ question: 'Which bird?', answer: 'owl' });
    expect(preview.notices).toContain('Pictures and sounds are not in a GIFT file: left out (line 1).');
  });

  it('reads the forms of Moodle’s GIFT documentation: answers over lines, spaced escapes, feedback over lines, a missing word before a full stop', () => {
    const text = String.raw`Which sum is 7? {
     ~ \= 3 + 3
     = \= 3 + 4   # Right! A sum
                    over two lines.
     ~ \= 3 + 5  }

Rome was founded on the {
    ~%50%Capitol#Close.
    =Palatine#Yes!
    ~Aventine} hill.

Napoleon was born on {
     =Corsica#Yes!
     =%75%Corsika#Misspelled.
}.

What is e to 2 places? {#2.718:0.005}.

Match the rivers to their countries.{=Nile->Egypt =Seine->France}`;
    const { items, notices } = parseGift(text);
    expect(items).toEqual([
      at(null, null)({ type: 'multiple_choice', question: 'Which sum is 7?', options: ['= 3 + 3', '= 3 + 4', '= 3 + 5'], answer: '= 3 + 4', explanation: 'Right! A sum\n                    over two lines.' }),
      at(null, null)({ type: 'multiple_choice', question: 'Rome was founded on the _____ hill.', options: ['Capitol', 'Palatine', 'Aventine'], answer: 'Palatine', explanation: 'Yes!' }),
      at(null, null)({ type: 'cloze', question: 'Napoleon was born on {{c1::Corsica}}.', explanation: 'Yes!' }),
      at(null, null)({ type: 'numeric', question: 'What is e to 2 places? _____.', answers: [{ value: 2.718, tolerance: 0.005 }] }),
      at(null, null)({ type: 'matching', question: 'Match the rivers to their countries.', pairs: [{ prompt: 'Nile', match: 'Egypt' }, { prompt: 'Seine', match: 'France' }] }),
    ]);
    expect(notices).toEqual([
      'Feedback on wrong answers left out; the right answer’s feedback and the general feedback are the explanation (line 7).',
      'Partial credit and penalties of multiple-choice answers left out: the answer at 100% is the right one (line 7).',
      'Short answers with partial credit left out: the answers at 100% are accepted (line 12).',
    ]);
  });

  it('reads prompts 1, 2, … n of a matching question as an ordering', () => {
    expect(parseGift('Order the planets {=1 -> Mercury =2 -> Venus =3 -> Earth}').items[0]).toMatchObject({ type: 'ordering', items: ['Mercury', 'Venus', 'Earth'] });
  });

  it('refuses a file of descriptions only, its notices kept on the error', () => {
    expect(() => parseGift('Just text.\n\nMore text.')).toThrow(
      expect.objectContaining({ code: 'empty', preview: expect.objectContaining({ notices: ['Text without answers (a Moodle description) left out (lines 1 and 3).'] }) }),
    );
  });
});

describe('writing GIFT', () => {
  it('writes every type as Moodle reads it, a $CATEGORY: line for each place', () => {
    const set = [
      at('Biology', 'Cells')({ type: 'multiple_choice', question: 'Ratio 1:2?', options: ['a = b', '%5%', '~c'], answer: 'a = b', explanation: 'Because {so}.' }),
      at('Biology', 'Cells')({ type: 'true_false', question: 'Cells divide.', answer: true }),
      at(null, 'Maths')({ type: 'numeric', question: 'Pi?', answers: [{ value: 3.14, tolerance: 0.01 }, { min: 1, max: 5 }] }),
      at(null, 'Maths')({ type: 'cloze', question: 'Two and two make {{c1::four}}' }),
      at(null, null)({ type: 'ordering', question: 'Order', items: ['a', 'b'] }),
    ];
    expect(writeGift('My set', set)).toBe(
      [
        '// My set',
        '',
        '$CATEGORY: $course$/top/Biology/Cells',
        '',
        'Ratio 1\\:2?{=a \\= b ~%0%%5% ~\\~c####Because \\{so\\}.}',
        '',
        'Cells divide.{TRUE}',
        '',
        '$CATEGORY: $course$/top/Maths',
        '',
        'Pi?{#=3.14:0.01 =1..5}',
        '',
        'Two and two make {=%100%four}\\n',
        '',
        '$CATEGORY: $course$/top',
        '',
        'Order{=1 -> a =2 -> b}',
        '',
      ].join('\n'),
    );
  });

  it('marks a question [plain] where Moodle would take its text for HTML or a comment', () => {
    const set = [
      at(null, null)({ type: 'typed', question: 'Is 3 < 5?', answers: ['yes'] }),
      at(null, null)({ type: 'multiple_choice', question: 'Which?', options: ['AT&T', 'IBM'], answer: 'IBM' }),
      at(null, null)({ type: 'true_false', question: '// not a comment', answer: false }),
    ];
    const text = writeGift('S', set);
    expect(text).toContain('[plain]Is 3 < 5?{=%100%yes}');
    expect(text).toContain('[plain]Which?{~AT&T =IBM}');
    expect(text).toContain('[plain]// not a comment{FALSE}');
    expect(parseGift(text).items).toEqual(set);
  });

  it('writes a cloze of several blanks as a matching question Moodle can ask', () => {
    const [cloze] = [at(null, null)({ type: 'cloze', question: '{{c1::Paris}} is in {{c2::France::country}}.' })];
    expect(writeGift('S', [cloze])).toContain('_____ (1) is in _____ (2).{=Blank 1 -> Paris =Blank 2 -> France}');
  });
});
