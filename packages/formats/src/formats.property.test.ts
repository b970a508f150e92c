import { answerText } from '@curio/core/question-types-rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES } from '@curio/core/catalogue';
import { type SetItem, type SetItemInput, setItem } from '@curio/core/study-sets';
import { IMPORT_PROBLEMS_SHOWN } from '@curio/core/study-sets-rules';
import { parseAiken } from './aiken';
import { parseApkg, writeApkg } from './apkg';
import { parseCsv, writeCsv } from './csv';
import { parseGift, writeGift } from './gift';
import { ImportError } from './import-error';
import { parseQuizlet, writeQuizlet } from './quizlet';
import { typedQuestions } from './testing/typed-questions';

/*
 * Properties of the importers and exporters: what an export writes, its import reads back as the
 * same items, within what each format can carry; an importer given any text at all answers with a
 * preview or its own refusal, never anything else.
 */

// characters that are syntax in one format or another, beside any text at all
const SYNTAX = [',', '"', "'", ';', ';;', '\t', '\n', '\r\n', '\r', ' ', '  ', '=', '+', '-', '@', '\uFEFF', '#', '{', '}', '~', ':', '\\', '<', '>', '&', '&amp;', '[', ']', 'A.', 'ANSWER: A', '//', '\u00a0'];
const piece = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.constantFrom(...SYNTAX));
const text = (maxLength = 12) => fc.array(piece, { maxLength }).map((parts) => parts.join(''));

/** Generated fields made into items the way the editor and importers make them: what the schema keeps. */
const valid = (input: SetItemInput): SetItem | null => {
  const result = setItem.safeParse(input);
  return result.success ? result.data : null;
};

const place = fc.option(text(4), { nil: null });

const flashcard = fc
  .record({
    front: text(),
    back: text(),
    example: fc.option(text(), { nil: null }),
    protip: fc.option(text(), { nil: null }),
    difficulty: fc.constantFrom(null, ...DIFFICULTIES),
    formulas: fc.array(text(4), { maxLength: 3 }),
    module: place,
    topic: place,
  })
  .map((fields) => valid({ kind: 'flashcard', ...fields }))
  .filter((item): item is SetItem => item !== null);

const question = fc
  .record({
    question: text(),
    options: fc.uniqueArray(text(4), { minLength: 2, maxLength: 6, selector: (o) => o.trim().toLowerCase() }),
    answerAt: fc.nat(),
    explanation: fc.option(text(), { nil: null }),
    module: place,
    topic: place,
  })
  .map(({ answerAt, ...fields }) => valid({ kind: 'question', ...fields, answer: fields.options[answerAt % fields.options.length]?.trim() ?? '' }))
  .filter((item): item is SetItem => item !== null);

/** Every text an item holds. */
const texts = (item: SetItem): string[] => Object.values(item).flat().filter((v): v is string => typeof v === 'string');

const items = (item: fc.Arbitrary<SetItem>) => fc.array(item, { minLength: 1, maxLength: 8 });

describe('CSV: an export reads back as it was', () => {
  it('keeps every field of cards and questions, mixed, in order (an item id is the server’s, not written)', () => {
    fc.assert(
      fc.property(items(fc.oneof(flashcard, question)), (set) => {
        const preview = parseCsv(writeCsv('Set', set));
        expect(preview.items).toEqual(set);
        expect(preview.problems).toEqual([]);
        expect(preview.notices).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

/*
 * GIFT carries every type, within what Moodle's format can hold: no carriage return (Moodle drops
 * it), none of U+E000–U+E006 (the reader's stand-ins for escaped characters); a cloze of one blank
 * without a hint (GIFT's missing word), whose answer, like a typed one, is no catch-all * and holds
 * no '->' (which makes a matching question); a matching prompt holds no '->' and prompts 1, 2, … n
 * are an ordering; weights that are what Curio gives anyway are left out; a card is its front and
 * back; a module is written above its topic, and a place name starts with no '/' ('//' is a '/').
 */
const giftText = (t: string) => !/[\r\ue000-\ue006]/.test(t);
const giftQuestions = typedQuestions(text, place);
const noArrow = (t: string) => !t.includes('->');
const giftHolds = (item: SetItem): boolean => {
  if (!texts(item).every(giftText) || (item.module !== null && item.topic === null) || [item.module, item.topic].some((n) => n?.startsWith('/'))) return false;
  if (item.kind === 'flashcard') return true;
  switch (item.type) {
    case 'typed':
      return item.answers.every((a) => noArrow(a) && a !== '*');
    case 'matching':
      return item.pairs.every((p) => noArrow(p.prompt)) && !item.pairs.every((p, i) => p.prompt === String(i + 1));
    case 'multiple_response':
      return item.weights === undefined || !weightsAsDefault(item.weights);
    case 'cloze': {
      const blanks = [...item.question.matchAll(/\{\{c(\d+)::((?:(?!\}\}).)+?)(::(?:(?!\}\}).)*?)?\}\}/gs)];
      const blank = blanks[0];
      return blanks.length === 1 && !!blank && blank[1] === '1' && !blank[3] && !/::|\{\{|\}\}|->|\n|^\*$/.test(blank[2]!) && blank[2] === blank[2]!.trim();
    }
    default:
      return true;
  }
};
const weightsAsDefault = (weights: number[]) => {
  const share = 100 / Math.max(1, weights.filter((w) => w > 0).length);
  return weights.every((w) => Math.abs(w - (w > 0 ? share : -share)) < 1e-9);
};
const giftCard = flashcard.map((item) => (item.kind === 'flashcard' ? setItem.parse({ kind: 'flashcard', module: item.module, topic: item.topic, front: item.front, back: item.back }) : item));

describe('GIFT: an export reads back as it was', () => {
  it.each(Object.keys(giftQuestions) as (keyof typeof giftQuestions)[])('keeps every %s question', (type) => {
    fc.assert(
      fc.property(items(giftQuestions[type].filter(giftHolds)), (set) => {
        const preview = parseGift(writeGift('Set', set));
        expect(preview.items).toEqual(set);
        expect(preview.problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps sets of every type and cards, mixed, in order', () => {
    const any = fc.oneof(giftCard, ...Object.values(giftQuestions)).filter(giftHolds);
    fc.assert(
      fc.property(items(any), (set) => {
        expect(parseGift(writeGift('Set', set)).items).toEqual(set);
      }),
      { numRuns: 300 },
    );
  });
});

describe('CSV: every question type reads back as it was', () => {
  const csvQuestions = typedQuestions(text, place);
  it.each(Object.keys(csvQuestions) as (keyof typeof csvQuestions)[])('keeps every %s question', (type) => {
    fc.assert(
      fc.property(items(fc.oneof(csvQuestions[type], flashcard)), (set) => {
        const preview = parseCsv(writeCsv('Set', set));
        expect(preview.items).toEqual(set);
        expect(preview.problems).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

/*
 * Quizlet carries a term and a definition and has no escapes: a tab ends a term (one in a term is
 * written as a space), and ';;' is the card separator of the layout for cards of several lines
 * (written '; ;'), so texts here hold no ';;'. A card's other fields have no place there.
 */
const noRowMark = (item: SetItem) => !texts(item).some((t) => t.includes(';;'));
const quizletCard = (front: string, back: string) => setItem.parse({ kind: 'flashcard', front: front.replace(/\t/g, ' '), back });

describe('Quizlet: an export reads back as it was', () => {
  it('keeps each card’s term and definition, on one line or several', () => {
    fc.assert(
      fc.property(items(flashcard.filter(noRowMark)), (set) => {
        const preview = parseQuizlet(writeQuizlet('Set', set));
        expect(preview.items).toEqual(set.map((item) => (item.kind === 'flashcard' ? quizletCard(item.front, item.back) : item)));
        expect(preview.problems).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a ";;" but where it would end a card, as "; ;"', () => {
    const flashcardWithMarks = flashcard.map((item) => (item.kind === 'flashcard' ? setItem.parse({ ...item, back: `${item.back};;` }) : item));
    fc.assert(
      fc.property(items(fc.oneof(flashcard, flashcardWithMarks)), (set) => {
        const cards = set.filter((item) => item.kind === 'flashcard');
        const severalLines = cards.some((card) => card.front.includes('\n') || card.back.includes('\n'));
        const kept = (text: string) => (severalLines ? text.replace(/;(?=;)/g, '; ') : text);
        const preview = parseQuizlet(writeQuizlet('Set', cards));
        expect(preview.items).toEqual(cards.map((card) => quizletCard(kept(card.front), severalLines ? kept(card.back) : card.back.replace(/;;$/, '; ;'))));
      }),
      { numRuns: 200 },
    );
  });

  it('reads a question as a card: the question, then its answer and the explanation after a blank line', () => {
    fc.assert(
      fc.property(items(question.filter(noRowMark)), (set) => {
        const preview = parseQuizlet(writeQuizlet('Set', set));
        const cards = set.map((item) =>
          item.kind === 'question' ? quizletCard(item.question, item.explanation ? `${answerText(item)}\n\n${item.explanation}` : answerText(item)) : item,
        );
        expect(preview.items).toEqual(cards);
      }),
      { numRuns: 200 },
    );
  });
});

/*
 * An Anki field is HTML: white space other than spaces and line breaks (a tab, a carriage return,
 * the Unicode spaces, U+FEFF) is HTML's white space or trimmed at a line's edge, and '[sound:…]' is
 * Anki's own media mark, so texts here hold none of them. A card's example, tip and formulas follow
 * its back as paragraphs; a question is its text and lettered options, then the right one and the
 * explanation. A no-break space reads as a space, as Anki's editor writes spaces.
 */
const ankiText = (item: SetItem) => !texts(item).some((t) => /[^\S \n\u00a0]|\[sound:/.test(t));
const paragraphs = (...parts: (string | null)[]) => parts.filter((p) => !!p).join('\n\n');
const letter = (i: number) => String.fromCharCode(65 + i);

function asAnkiCard(item: SetItem): SetItem {
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
  if (item.kind === 'flashcard') {
    return setItem.parse({ kind: 'flashcard', front: spaced(item.front), back: spaced(paragraphs(item.back, item.example, item.protip, item.formulas.join('\n'))) });
  }
  if (item.type !== 'multiple_choice') throw new Error('only multiple choice is generated here');
  const options = item.options.map((o, i) => `${letter(i)}. ${o}`).join('\n');
  const answer = `${letter(item.options.indexOf(item.answer))}. ${item.answer}`;
  return setItem.parse({ kind: 'flashcard', front: spaced(paragraphs(item.question, options)), back: spaced(paragraphs(answer, item.explanation)) });
}

describe('.apkg: an export reads back as it was', () => {
  it('keeps each note’s front and back, line by line', async () => {
    await fc.assert(
      fc.asyncProperty(items(fc.oneof(flashcard, question).filter(ankiText)), async (set) => {
        const preview = await parseApkg(await writeApkg('Set', set, 1_700_000_000_000));
        expect(preview.items).toEqual(set.map(asAnkiCard));
      }),
      { numRuns: 40 },
    );
  });
});

/** A preview, or the importer's own refusal of the whole file; bounded by the file's lines. */
function checkReader(read: () => { items: unknown[]; problems: unknown[] }, input: string) {
  let preview;
  try {
    preview = read();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return;
  }
  // a carriage return alone ends a line of CSV
  const lines = input.split(/\r\n|\r|\n/).length;
  expect(preview.items.length).toBeLessThanOrEqual(lines);
  expect(preview.problems.length).toBeLessThanOrEqual(Math.min(lines, IMPORT_PROBLEMS_SHOWN));
}

// lines that look like each format's own, mixed with anything
const giftLine = fc.oneof(text(), fc.constantFrom('::Title::', '{', '}', '=right', '~wrong', '{T}', '{FALSE#no#yes}', '$CATEGORY: $course$/top/Maths', '####general', '~%50%half', 'a -> b', '[html]<b>x</b>', '\\{', ''));
const aikenLine = fc.oneof(text(), fc.constantFrom('Question?', 'A. one', 'B) two', 'C. three', 'ANSWER: B', 'ANSWER: Z', 'answer:a', ''));
const lines = (line: fc.Arbitrary<string>) => fc.array(line, { maxLength: 30 }).map((l) => l.join('\n'));

describe('readers of formats Curio does not write', () => {
  it('GIFT: any text gives a preview or the refusal of a file with nothing usable', () => {
    fc.assert(
      fc.property(fc.oneof(lines(giftLine), fc.string({ unit: 'binary' })), (input) => checkReader(() => parseGift(input), input)),
      { numRuns: 500 },
    );
  });

  it('Aiken: any text gives a preview or the refusal of a file with nothing usable', () => {
    fc.assert(
      fc.property(fc.oneof(lines(aikenLine), fc.string({ unit: 'binary' })), (input) => checkReader(() => parseAiken(input), input)),
      { numRuns: 500 },
    );
  });

  it('CSV and Quizlet: any text gives a preview or the refusal of a file with nothing usable', () => {
    fc.assert(
      fc.property(fc.oneof(lines(text()), fc.string({ unit: 'binary' })), (input) => {
        checkReader(() => parseCsv(input), input);
        checkReader(() => parseQuizlet(input), input);
      }),
      { numRuns: 300 },
    );
  });

  it('.apkg: any bytes give a preview or a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        await parseApkg(bytes).then(
          () => undefined,
          (error: unknown) => expect(error).toBeInstanceOf(ImportError),
        );
      }),
      { numRuns: 100 },
    );
  });
});
