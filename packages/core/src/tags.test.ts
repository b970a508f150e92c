import { describe, expect, test } from 'vitest';
import { KEYWORD_TAG_LIMIT } from './limits';
import { parseTags, TAG_STOP_WORDS, tagsFromKeyword } from './tags';

describe('tags of a posted use case (docs/product.md#validation)', () => {
  test.each([
    ['ai, climate energy', ['ai', 'climate', 'energy']],
    ['#solar #Wind', ['solar', 'Wind']],
    ['  ,, #, ## ,\t\n', []],
    ['', []],
    ['ai,,ml\n\nrobots', ['ai', 'ml', 'robots']],
    ['AI ai Ai', ['AI']],
    ['c# f#', ['c#', 'f#']],
    ['##double', ['double']],
    ['<b>bold</b>', ['<b>bold</b>']],
  ])('%j gives %j', (input, tags) => {
    expect(parseTags(input)).toEqual(tags);
  });

  test('a list is read like the pieces of the form', () => {
    expect(parseTags(['#ai', 'deep learning', '', 'AI'])).toEqual(['ai', 'deep', 'learning']);
  });
});

describe('tags derived from a keyword (docs/product.md#validation)', () => {
  test('split on commas and spaces, # removed, lower-cased, stop words dropped', () => {
    expect(tagsFromKeyword('The Future of #AI, in Healthcare')).toEqual(['future', 'ai', 'healthcare']);
  });

  test('every stop word of the spec is dropped', () => {
    expect(tagsFromKeyword([...TAG_STOP_WORDS].join(' '))).toEqual([]);
    expect(TAG_STOP_WORDS.size).toBe(26);
  });

  test(`at most ${KEYWORD_TAG_LIMIT} tags, repeats counted once`, () => {
    const words = Array.from({ length: KEYWORD_TAG_LIMIT + 5 }, (_, i) => `word${i}`);
    expect(tagsFromKeyword(`Solar solar ${words.join(',')}`)).toEqual(['solar', ...words.slice(0, KEYWORD_TAG_LIMIT - 1)]);
  });
});
