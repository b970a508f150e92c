import { describe, expect, test } from 'vitest';
import { linkParts } from './linked-text';

describe('links in learners’ text', () => {
  test('http and https addresses become links; the text around them stays', () => {
    expect(linkParts('See https://example.org/a?b=1 and http://x.io.')).toEqual([
      { text: 'See ' },
      { text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { text: ' and ' },
      { text: 'http://x.io', href: 'http://x.io/' },
      { text: '.' },
    ]);
  });

  test('a bare www address is read as http', () => {
    expect(linkParts('www.example.com/page')).toEqual([{ text: 'www.example.com/page', href: 'http://www.example.com/page' }]);
  });

  test('other schemes, e-mail addresses and script URLs stay text', () => {
    for (const text of ['javascript:alert(1)', 'mailto:a@b.co', 'ada@example.com', 'ftp://files.example.com/x', 'data:text/html,<b>x</b>', '//evil.example/x']) {
      expect(linkParts(text).filter((part) => 'href' in part)).toEqual([]);
    }
  });

  test('text without links is one part; empty text is none', () => {
    expect(linkParts('Solar panels on every roof')).toEqual([{ text: 'Solar panels on every roof' }]);
    expect(linkParts('')).toEqual([]);
  });
});
