import { describe, expect, test } from 'vitest';
import { USECASES_PER_REQUEST } from './limits';
import { joinUseCases, splitHeadline, splitUseCases, useCaseMarker } from './usecase-text';
import { USECASE_TITLE_MAX } from './limits';

const three = ['Retail: stock that sells\nA grocer reorders by forecast.', 'Energy: peak demand\nA utility shifts load.', 'Health: triage\nA clinic sorts referrals.'];

describe('use case text', () => {
  test('joined use cases split back into the same items', () => {
    const text = joinUseCases(three);
    expect(text.startsWith('Use Case 1: Retail')).toBe(true);
    expect(text).toContain('\n\nUse Case 2: Energy');
    expect(splitUseCases(text)).toEqual(three);
  });

  test(`a result always splits into exactly ${USECASES_PER_REQUEST} items`, () => {
    expect(splitUseCases(joinUseCases(three))).toHaveLength(USECASES_PER_REQUEST);
  });

  test('an introduction before the first marker is dropped and items are trimmed', () => {
    const text = `Here are three ideas.\n\n${useCaseMarker(1)}   one  \n${useCaseMarker(2)}two\n${useCaseMarker(3)}\n three\n`;
    expect(splitUseCases(text)).toEqual(['one', 'two', 'three']);
  });

  test('markers are read whatever their case and spacing', () => {
    expect(splitUseCases('use case 1: a USE CASE 2 : b Use Case3: c')).toEqual(['a', 'b', 'c']);
  });

  test.each([
    ['no markers', 'Just some text about solar panels.'],
    ['two use cases', 'Use Case 1: a\nUse Case 2: b'],
    ['four use cases', 'Use Case 1: a\nUse Case 2: b\nUse Case 3: c\nUse Case 4: d'],
    ['markers out of order', 'Use Case 2: a\nUse Case 1: b\nUse Case 3: c'],
    ['a repeated marker', 'Use Case 1: a\nUse Case 1: b\nUse Case 3: c'],
    ['an empty use case', 'Use Case 1: a\nUse Case 2:   \nUse Case 3: c'],
    ['an empty text', ''],
  ])('%s is not a well-formed result', (_what, text) => {
    expect(splitUseCases(text)).toBeNull();
  });
});

describe('a use case\'s title', () => {
  test('the first line is the title when more text follows', () => {
    expect(splitHeadline('Energy: peak demand\nA utility shifts load.\nIt saves money.')).toEqual({
      title: 'Energy: peak demand',
      body: 'A utility shifts load.\nIt saves money.',
    });
  });

  test('Markdown emphasis and a closing colon around the title are dropped', () => {
    expect(splitHeadline('**Health: triage**:\nA clinic sorts referrals.').title).toBe('Health: triage');
    expect(splitHeadline('## Retail\nA grocer reorders.').title).toBe('Retail');
  });

  test.each([
    ['a single paragraph', 'A grocer reorders by forecast.'],
    ['an empty first line', '**\nA grocer reorders.'],
    ['a first line too long for a title', `${'t'.repeat(USECASE_TITLE_MAX + 1)}\nA grocer reorders.`],
  ])('%s has no title and keeps the whole text as body', (_what, item) => {
    expect(splitHeadline(item)).toEqual({ title: null, body: item.trim() });
  });
});
