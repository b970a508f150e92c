import { describe, expect, it } from 'vitest';
import { setItem, type SetItem } from '@curio/core/study-sets';
import { SET_OPTIONS_MAX } from '@curio/core/study-sets-rules';
import {
  blankRow,
  checkRows,
  isBlankRow,
  itemFromRow,
  rowErrors,
  rowFromItem,
  withAddedOption,
  withBlank,
  withKind,
  withoutOption,
  withPastedRows,
  withRight,
  withRowAfter,
  withSavedIds,
  withStepMoved,
  withType,
  type EditorRow,
} from './editor-rows';
import { topicsOf } from './set-topics';

const card = (front: string, back: string, extra: Partial<EditorRow> = {}): EditorRow => ({ ...blankRow(), prompt: front, back, ...extra });
const question = (prompt: string, options: string[], answer: number): EditorRow => ({ ...blankRow('question'), prompt, options, answer });

const savedQuestion: SetItem = {
  kind: 'question',
  type: 'multiple_choice',
  id: 7,
  module: null,
  topic: 'Capitals',
  question: 'Capital of Italy?',
  options: ['Rome', 'Milan', 'Turin'],
  answer: 'Rome',
  explanation: null,
};
const savedCard: SetItem = {
  kind: 'flashcard',
  id: 9,
  module: 'Unit 1',
  topic: null,
  front: 'ubiquitous',
  back: 'found everywhere',
  example: 'Phones are ubiquitous.',
  protip: null,
  difficulty: 'easy',
  formulas: [],
};

describe('a row and its item', () => {
  it('round-trips saved items, keeping their ids and what the editor does not show', () => {
    for (const item of [savedQuestion, savedCard]) expect(setItem.parse(itemFromRow(rowFromItem(item)))).toEqual(item);
  });

  it('holds the answer by its place, so renaming the right option keeps it right', () => {
    const row = rowFromItem(savedQuestion);
    expect(row.answer).toBe(0);
    const renamed = { ...row, options: ['Roma', 'Milan', 'Turin'] };
    expect(itemFromRow(renamed)).toMatchObject({ answer: 'Roma' });
  });

  it('drops the id of an item whose kind was switched: it is a new item of the other kind', () => {
    const switched = withKind(rowFromItem(savedCard), 'question');
    expect(itemFromRow(switched)).not.toHaveProperty('id');
    expect(itemFromRow(withKind(switched, 'flashcard'))).toMatchObject({ id: 9 });
  });

  it('offers a one-line definition as the first option and the answer when a card becomes a question', () => {
    const row = withKind(card('2 + 2', '4'), 'question');
    expect(row).toMatchObject({ kind: 'question', options: ['4', ''], answer: 0, back: '4' });
  });

  it('keeps the answer on its option when another option is removed, and unsets it when its own is', () => {
    const row = question('q', ['a', 'b', 'c'], 2);
    expect(withoutOption(row, 0)).toMatchObject({ options: ['b', 'c'], answer: 1 });
    expect(withoutOption(row, 2)).toMatchObject({ options: ['a', 'b'], answer: -1 });
    expect(withoutOption(question('q', ['a', 'b'], 0), 1).options).toEqual(['a', 'b']);
    let full = question('q', ['a', 'b'], 0);
    for (let i = 0; i < 10; i += 1) full = withAddedOption(full);
    expect(full.options).toHaveLength(SET_OPTIONS_MAX);
  });
});

const place = { kind: 'question' as const, module: null, topic: null, explanation: 'Why.' };
/** One saved question of each type but multiple choice, as the server gives them back. */
const savedOfEachType: SetItem[] = [
  { ...place, id: 11, type: 'multiple_response', question: 'Primes?', options: ['2', '3', '4'], answers: ['2', '3'], weights: [50, 50, -100] },
  { ...place, id: 12, type: 'true_false', question: 'The Sun is a star.', answer: true },
  { ...place, id: 13, type: 'typed', question: 'Capital of France?', answers: ['Paris', 'Paname'] },
  { ...place, id: 14, type: 'numeric', question: 'Pi?', answers: [{ value: 3.14, tolerance: 0.01 }, { min: 3, max: 4 }, { value: 22, tolerance: 0 }] },
  { ...place, id: 15, type: 'matching', question: 'Match.', pairs: [{ prompt: 'cat', match: 'chat' }, { prompt: 'dog', match: 'chien' }] },
  { ...place, id: 16, type: 'ordering', question: 'Smallest first.', items: ['1', '2', '3'] },
  { ...place, id: 17, type: 'cloze', question: '{{c1::Paris}} is the capital of {{c2::France::a country}}.' },
];

describe('question types', () => {
  it('round-trips a saved question of every type, weights included', () => {
    for (const item of savedOfEachType) expect(setItem.parse(itemFromRow(rowFromItem(item)))).toEqual(item);
  });

  it('keeps the question, its explanation and every type\'s fields across types, and carries the right answer over', () => {
    const mc = { ...question('Capital of France?', ['Paris', 'Lyon'], 0), explanation: 'Since 987.' };
    const typed = withType(mc, 'typed');
    expect(itemFromRow(typed)).toMatchObject({ type: 'typed', question: 'Capital of France?', explanation: 'Since 987.', answers: ['Paris'] });
    const many = withType(typed, 'multiple_response');
    expect(itemFromRow(many)).toMatchObject({ type: 'multiple_response', options: ['Paris', 'Lyon'], answers: ['Paris'] });
    const back = withType(withType(many, 'matching'), 'multiple_choice');
    expect(itemFromRow(back)).toMatchObject({ type: 'multiple_choice', options: ['Paris', 'Lyon'], answer: 'Paris', explanation: 'Since 987.' });
  });

  it('drops imported weights once the right options change', () => {
    const row = rowFromItem(savedOfEachType[0]!);
    expect(itemFromRow(withRight(row, 1, true))).toHaveProperty('weights');
    expect(itemFromRow(withRight(row, 2, true))).not.toHaveProperty('weights');
    expect(itemFromRow(withAddedOption(row))).not.toHaveProperty('weights');
  });

  it('puts each type\'s messages under its fields', () => {
    const of = (type: EditorRow['type'], change: Partial<EditorRow> = {}) => ({ ...blankRow('question', '', type), prompt: 'q', ...change });
    expect(rowErrors(of('multiple_response', { options: ['a', 'b'] }))).toEqual({ rights: 'A question needs at least 1 right option.' });
    expect(rowErrors(of('true_false'))).toEqual({ answer: 'Choose True or False.' });
    expect(rowErrors(of('true_false', { truth: false }))).toBeNull();
    expect(rowErrors(of('typed', { accepted: '\n  \n' }))).toEqual({ accepted: 'A question needs at least 1 accepted answer.' });
    expect(rowErrors(of('typed', { accepted: 'Paris\nparis!' }))).toEqual({ accepted: 'Accepted answers must differ from each other.' });
    const numbers = (list: Partial<EditorRow['numbers'][number]>[]) => list.map((n) => ({ range: false, value: '', tolerance: '', min: '', max: '', ...n }));
    expect(rowErrors(of('numeric', { numbers: numbers([{ value: 'pi' }, { range: true, min: '1', max: '' }]) }))).toEqual({
      'number-0-value': 'Write a number, as 3.14 or -2.',
      'number-1-max': 'Write a number, as 3.14 or -2.',
    });
    expect(rowErrors(of('numeric', { numbers: numbers([{ range: true, min: '5', max: '1' }]) }))).toEqual({ 'number-0-max': 'A range starts at or below its end.' });
    expect(rowErrors(of('numeric', { numbers: numbers([{ value: '3,5', tolerance: '-1' }]) }))).toEqual({ 'number-0-tolerance': 'A tolerance is 0 or more.' });
    expect(rowErrors(of('numeric', { numbers: numbers([{ value: '1 000' }]) }))).toBeNull();
    expect(rowErrors(of('matching', { pairs: [{ prompt: 'cat', match: 'chat' }, { prompt: '', match: 'chien' }] }))).toEqual({ 'pair-1-prompt': 'Prompt 2 must not be empty.' });
    expect(rowErrors(of('matching', { pairs: [{ prompt: 'cat', match: 'chat' }, { prompt: 'Cat', match: 'chien' }] }))).toEqual({ pairs: 'Each pair needs its own prompt.' });
    expect(rowErrors(of('ordering', { sequence: ['a', ''] }))).toEqual({ 'step-1': 'Position 2 must not be empty.' });
    expect(rowErrors(of('ordering', { sequence: ['a', 'A'] }))).toEqual({ sequence: 'Items must differ from each other.' });
    expect(rowErrors(of('cloze', { prompt: 'No blank here.' }))).toEqual({ prompt: 'Mark at least one blank as {{c1::answer}}.' });
    expect(rowErrors(of('cloze', { prompt: '{{c1::Paris}} is big.' }))).toBeNull();
  });

  it('counts a row of any type as blank until something is typed in its type\'s fields', () => {
    for (const type of ['true_false', 'numeric', 'matching', 'ordering', 'cloze'] as const) expect(isBlankRow(blankRow('question', '', type))).toBe(true);
    expect(isBlankRow({ ...blankRow('question', '', 'matching'), pairs: [{ prompt: 'x', match: '' }, { prompt: '', match: '' }] })).toBe(false);
    expect(isBlankRow({ ...blankRow('question', '', 'true_false'), truth: true })).toBe(false);
  });

  it('moves an item of an order up and down, never past its ends', () => {
    const row = { ...blankRow('question', '', 'ordering'), sequence: ['a', 'b', 'c'] };
    expect(withStepMoved(row, 2, -1).sequence).toEqual(['a', 'c', 'b']);
    expect(withStepMoved(row, 0, 1).sequence).toEqual(['b', 'a', 'c']);
    expect(withStepMoved(row, 0, -1)).toBe(row);
    expect(withStepMoved(row, 2, 1)).toBe(row);
  });

  it('makes the selected words a blank numbered after the highest, leaving the edge spaces out', () => {
    const text = 'Paris is the capital of France.';
    const first = withBlank(text, 0, 6);
    expect(first).toEqual({ text: '{{c1::Paris}} is the capital of France.', start: 6, end: 11 });
    const at = first.text.indexOf('France');
    expect(withBlank(first.text, at - 1, at + 6).text).toBe('{{c1::Paris}} is the capital of {{c2::France}}.');
    expect(withBlank('{{c3::a}} b', 10, 11).text).toBe('{{c3::a}} {{c4::b}}');
    expect(withBlank('ab', 1, 1)).toEqual({ text: 'a{{c1::}}b', start: 7, end: 7 });
  });
});

describe('checking rows with the core schema', () => {
  it('puts each message under its field, as a sentence', () => {
    expect(rowErrors(card('', 'def'))).toEqual({ prompt: 'Term is required.' });
    expect(rowErrors(card('term', ''))).toEqual({ back: 'Definition is required.' });
    expect(rowErrors(question('q', ['a', ''], 0))).toEqual({ 'option-1': 'Option B must not be empty.' });
    expect(rowErrors(question('q', ['a', 'b'], -1))).toEqual({ answer: 'Choose the right option.' });
    expect(rowErrors(question('q', ['Yes', 'yes'], 0))).toEqual({ options: 'Options must differ from each other.' });
    expect(rowErrors(card('x'.repeat(1001), 'd'))).toEqual({ prompt: 'At most 1,000 characters.' });
    expect(rowErrors(card('t', 'd', { topic: 'a\nb' }))).toEqual({ topic: 'Topic must be a single line.' });
    expect(rowErrors(card('t', 'd'))).toBeNull();
  });

  it('leaves blank rows out and sends the rest in order', () => {
    const rows = [card('a', '1'), blankRow(), question('q', ['x', 'y'], 1), blankRow('question')];
    expect(isBlankRow(rows[1]!)).toBe(true);
    expect(isBlankRow(rows[3]!)).toBe(true);
    const checked = checkRows(rows);
    expect(checked.errors.size).toBe(0);
    expect(checked.items.map((item) => item.kind)).toEqual(['flashcard', 'question']);
    expect(checked.sent).toEqual([rows[0], rows[2]]);
  });

  it('reports the rows that fail by their keys', () => {
    const bad = card('', 'orphan definition');
    const checked = checkRows([card('a', '1'), bad]);
    expect([...checked.errors.keys()]).toEqual([bad.key]);
  });
});

describe('the list', () => {
  it('learns the ids of a save in place: kept ones stay, new ones take the new ids in the order sent', () => {
    // saved earlier: a card (id 5) and a question (id 3); a card is put before the first, another
    // between, a question after, and the saved card becomes a question (a new item of that kind)
    const keptCard = { ...card('kept', 'k'), saved: { id: 5, kind: 'flashcard' as const } };
    const keptQuestion = { ...question('q', ['x', 'y'], 0), saved: { id: 3, kind: 'question' as const } };
    const switched = { ...question('was a card', ['x', 'y'], 1), saved: { id: 6, kind: 'flashcard' as const } };
    const rows = [card('first', '1'), keptCard, card('between', '2'), keptQuestion, blankRow(), question('new q', ['x', 'y'], 1), switched];
    const { sent, items } = checkRows(rows);
    expect(items.map((item) => item.id ?? null)).toEqual([null, 5, null, 3, null, null]);
    // the server answers every item's id, by kind in saving order
    const answer = { item_ids: { question: [3, 40, 41], flashcard: [5, 70, 71] } };
    const updated = withSavedIds(rows, sent, answer)!;
    expect(updated.map((row) => row.saved?.id ?? null)).toEqual([70, 5, 71, 3, null, 40, 41]);
    expect(updated.map((row) => row.key)).toEqual(rows.map((row) => row.key));
    expect(withSavedIds(rows, sent, { item_ids: { ...answer.item_ids, question: [40, 41] } })).toBeNull();
  });

  it('spreads pasted rows from a blank row over new rows after it', () => {
    const first = card('keep', 'me');
    const spare = blankRow('flashcard', 'Verbs');
    const after = card('last', 'row');
    const { rows, last } = withPastedRows([first, spare, after], spare.key, [['aller', 'to go'], ['venir', 'to come', 'Motion']]);
    expect(rows.map((row) => [row.prompt, row.back, row.topic])).toEqual([
      ['keep', 'me', ''],
      ['aller', 'to go', 'Verbs'],
      ['venir', 'to come', 'Motion'],
      ['last', 'row', ''],
    ]);
    expect(rows[1]!.key).toBe(spare.key);
    expect(last).toBe(rows[2]!.key);
  });

  it('keeps a filled row as it is and adds every pasted row after it', () => {
    const filled = card('keep', 'me');
    const { rows } = withPastedRows([filled], filled.key, [['a', '1']]);
    expect(rows.map((row) => row.prompt)).toEqual(['keep', 'a']);
  });

  it('adds a row after a given one or at the end', () => {
    const [a, b, c] = [card('a', '1'), card('b', '2'), blankRow()];
    expect(withRowAfter([a, b], a.key, c)).toEqual([a, c, b]);
    expect(withRowAfter([a, b], null, c)).toEqual([a, b, c]);
  });

  it('counts a set\'s topics per kind, a flat item under the default topic, one name across modules as one', () => {
    const topics = [
      { module: null, topic: null, question_count: 0, flashcard_count: 2 },
      { module: null, topic: 'Capitals', question_count: 1, flashcard_count: 0 },
      { module: 'Europe', topic: 'Words', question_count: 0, flashcard_count: 1 },
      { module: 'Asia', topic: 'Words', question_count: 0, flashcard_count: 3 },
    ];
    expect(topicsOf(topics, 'flashcard')).toEqual([
      { topic: 'General', count: 2 },
      { topic: 'Words', count: 4 },
    ]);
    expect(topicsOf(topics, 'question')).toEqual([{ topic: 'Capitals', count: 1 }]);
  });
});
