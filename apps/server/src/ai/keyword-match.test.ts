import { describe, expect, test } from 'vitest';
import { keywordForms, keywordMatcher, keywordPostgresPattern } from './keyword-match';

describe('when a text mentions a keyword', () => {
  test.each([
    ['AI', 'How AI reads scans', true],
    ['AI', 'She said it again', false],
    ['ai', 'Green AI.', true],
    ['budget', 'Two budgets compared', true],
    ['budgets', 'Building a Budget', true],
    ['machine learning', 'machine-learning models', true],
    ['machine  learning', 'Machine\nLearning', true],
    ['bus', 'a school bus', true],
    ['bus', 'a business plan', false],
    ['50/30/20', 'the 50/30/20 rule', true],
    ['C++', 'Learning C++ today', true],
    ['C++', 'Learning C today', false],
    ['café', 'Le Café du coin', true],
    ['-', 'anything at all', false],
    ['strategies', 'one strategy', true],
  ])('%j in %j: %s', (keyword, text, expected) => {
    expect(keywordMatcher(keyword)(text)).toBe(expected);
  });

  test('a plural is looked for in its singular form too, but words ending in s are left whole', () => {
    expect(keywordForms('Chatbots')).toEqual(['chatbots', 'chatbot']);
    expect(keywordForms('bus')).toEqual(['bus']);
    expect(keywordForms('analysis')).toEqual(['analysis']);
    expect(keywordForms('strategies')).toEqual(['strategies', 'strategy']);
  });

  test('the Postgres pattern uses word boundaries and escapes regular-expression syntax', () => {
    expect(keywordPostgresPattern('AI')).toBe('(?:\\mai(?:s|es)?\\M)');
    expect(keywordPostgresPattern('C++')).toBe('(?:\\mc\\+\\+)');
    expect(keywordPostgresPattern('risk (low)')).toBe('(?:\\mrisk[\\s-]+\\(low\\))');
  });
});
