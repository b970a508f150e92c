import { describe, expect, it } from 'vitest';
import { importOptions, newSet, setDetail, setIdParams, setItem, setItems, setItemsQuery } from './study-sets';
import { SET_ITEMS_MAX, SET_ITEMS_PAGE, SET_ITEMS_PAGE_MAX, setIdOf } from './study-sets-rules';

describe('study set items', () => {
  it('reads a question and a card, trimming and defaulting what is optional', () => {
    const q = setItem.parse({ kind: 'question', question: ' 2 + 2? ', options: ['3', '4'], answer: '4' });
    expect(q).toEqual({ kind: 'question', type: 'multiple_choice', module: null, topic: null, question: '2 + 2?', options: ['3', '4'], answer: '4', explanation: null });
    const card = setItem.parse({ kind: 'flashcard', front: 'hola', back: 'hello', topic: '' });
    expect(card).toMatchObject({ front: 'hola', back: 'hello', topic: null, example: null, formulas: [] });
  });

  it('refuses an answer outside the options, repeated options and one option only', () => {
    expect(setItem.safeParse({ kind: 'question', question: 'q', options: ['a', 'b'], answer: 'c' }).success).toBe(false);
    expect(setItem.safeParse({ kind: 'question', question: 'q', options: ['a', 'A'], answer: 'a' }).success).toBe(false);
    expect(setItem.safeParse({ kind: 'question', question: 'q', options: ['a'], answer: 'a' }).success).toBe(false);
  });

  it('refuses an empty card, a NUL and a set over the item limit', () => {
    expect(setItem.safeParse({ kind: 'flashcard', front: ' ', back: 'b' }).success).toBe(false);
    expect(setItem.safeParse({ kind: 'flashcard', front: 'a\u0000', back: 'b' }).success).toBe(false);
    const card = { kind: 'flashcard', front: 'a', back: 'b' };
    expect(setItems.safeParse(Array.from({ length: SET_ITEMS_MAX + 1 }, () => card)).success).toBe(false);
  });

  it('gives a new set an empty description and no items', () => {
    expect(newSet.parse({ title: 'Spanish' })).toEqual({ title: 'Spanish', description: '', items: [] });
  });

  it('keeps ids in a set detail', () => {
    const detail = setDetail.parse({
      id: 1, title: 't', description: '', question_count: 0, flashcard_count: 1, share_slug: null, offered_at: null, created_at: 'x', updated_at: 'x',
      owner: { id: 'u', name: 'A' }, is_owner: true, topics: [], items: [{ kind: 'flashcard', id: 5, front: 'a', back: 'b' }], next: null,
    });
    expect(detail.items[0]?.id).toBe(5);
  });

  it('reads a page of items from a query string', () => {
    expect(setItemsQuery.parse({})).toEqual({ limit: SET_ITEMS_PAGE });
    expect(setItemsQuery.parse({ after: 'f40', limit: '500' })).toEqual({ after: 'f40', limit: 500 });
    for (const after of ['x1', 'q0', 'q', 'q1; drop', 'f12345678901']) expect(setItemsQuery.safeParse({ after }).success, after).toBe(false);
    expect(setItemsQuery.safeParse({ limit: String(SET_ITEMS_PAGE_MAX + 1) }).success).toBe(false);
  });

  it('reads import options from a query string', () => {
    const options = importOptions.parse({ format: 'csv', header: 'true', columns: JSON.stringify({ kind: 'flashcard', front: 1, back: 0 }) });
    expect(options).toMatchObject({ format: 'csv', header: true, columns: { kind: 'flashcard', front: 1, back: 0 } });
    expect(importOptions.safeParse({ format: 'csv', columns: '{' }).success).toBe(false);
    expect(importOptions.safeParse({ format: 'docx' }).success).toBe(false);
  });
});

describe('a set named by its address', () => {
  it('is read by the page as the server reads it', () => {
    for (const id of ['1', '42', ' 7 ', '1e3', '2147483647', '2147483648', '0', '-3', '1.5', '', 'abc', '0x10', undefined]) {
      const parsed = setIdParams.safeParse({ id });
      expect(setIdOf(id)).toBe(parsed.success ? parsed.data.id : null);
    }
  });
});
