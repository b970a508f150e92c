import { describe, expect, test } from 'vitest';
import { APP_NAME_DEFAULT } from './limits';
import { AUTHOR_FALLBACK, authorLabel, originBadgeText } from './usecase-badge';

describe('origin badge of a published use case (docs/product.md#limits)', () => {
  test.each([
    ['ai', 'Ollama', 'via Ollama'],
    ['ai', null, 'via AI'],
    ['ai', '   ', 'via AI'],
    ['assisted', 'GPT-4o', 'assisted by GPT-4o'],
    ['assisted', null, 'assisted by AI'],
    ['gpt', 'anything', 'via GPT'],
  ])('%s with provider %j reads %j', (origin, provider, text) => {
    expect(originBadgeText(origin, provider, APP_NAME_DEFAULT)).toBe(text);
  });

  test('a legacy origin naming the product shows the product name', () => {
    expect(originBadgeText(APP_NAME_DEFAULT.toLowerCase(), null, APP_NAME_DEFAULT)).toBe(APP_NAME_DEFAULT);
  });

  test('a use case a person wrote, or of an unknown origin, shows only its author', () => {
    expect(originBadgeText('user', 'Ollama', APP_NAME_DEFAULT)).toBeNull();
    expect(originBadgeText('robot', null, APP_NAME_DEFAULT)).toBeNull();
  });
});

describe('author of a post', () => {
  test('falls back to User when the name is missing or blank', () => {
    expect(authorLabel('Ada Lovelace')).toBe('Ada Lovelace');
    expect(authorLabel(null)).toBe(AUTHOR_FALLBACK);
    expect(authorLabel('  ')).toBe(AUTHOR_FALLBACK);
    expect(AUTHOR_FALLBACK).toBe('User');
  });
});
