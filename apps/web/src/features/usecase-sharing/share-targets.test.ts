import { describe, expect, test } from 'vitest';
import { SHARE_SUMMARY_LENGTH } from '@curio/core/limits';
import { copyableText, shareTargets, shareText, truncate, URL_TEXT_MAX, X_TEXT_MAX } from './share-targets';

const link = 'https://curio.example/s/abc_123';
const published = { id: '6c1f6f0e-2f7c-4d7e-9d9e-0b7f3c9a1e11', title: 'Solar & wind', content: 'Forecast output. '.repeat(30) };

const param = (url: string, name: string) => new URL(url).searchParams.get(name);

describe('share text', () => {
  test('a published use case goes as its title and a summary of SHARE_SUMMARY_LENGTH characters', () => {
    const [title, summary] = shareText(published, link).split('\n\n');
    expect(title).toBe('Solar & wind');
    expect(Array.from(summary!)).toHaveLength(SHARE_SUMMARY_LENGTH);
    expect(summary!.endsWith('…')).toBe(true);
  });

  test('one without a link goes whole', () => {
    const text = shareText({ ...published, id: undefined }, null);
    expect(text).toBe(`Solar & wind\n\n${published.content.trim()}`);
  });

  test('blank parts are left out, and copying nothing gives nothing', () => {
    expect(copyableText({ title: '  ', content: ' body ' })).toBe('body');
    expect(copyableText({ title: ' ', content: '\n' })).toBe('');
  });

  test('truncate never splits a character in two', () => {
    expect(truncate('🌱🌱🌱🌱', 3)).toBe('🌱🌱…');
    expect(truncate('short', 10)).toBe('short');
  });
});

describe('share targets', () => {
  test('each service gets the text and the link, encoded', () => {
    const targets = shareTargets(published, link);
    expect(param(targets.whatsapp, 'text')).toContain(link);
    expect(param(targets.whatsapp, 'text')).toContain('Solar & wind');
    expect(param(targets.x, 'url')).toBe(link);
    expect(Array.from(param(targets.x, 'text')!).length).toBeLessThanOrEqual(X_TEXT_MAX);
    expect(param(targets.telegram, 'url')).toBe(link);
    expect(param(targets.linkedin!, 'url')).toBe(link);
    expect(param(targets.webmail, 'su')).toBe('Solar & wind');
    expect(param(targets.webmail, 'body')).toContain(link);
    // mailto wants %20, not +, for spaces
    expect(targets.email).toMatch(/^mailto:\?subject=Solar%20%26%20wind&body=/);
  });

  test('LinkedIn needs a link: an unpublished use case cannot go there', () => {
    expect(shareTargets({ title: 'Draft', content: 'Text' }, null).linkedin).toBeNull();
  });

  test('without a link the text goes alone, and Telegram gets it as its url', () => {
    const targets = shareTargets({ title: 'Draft', content: 'Text' }, null);
    expect(param(targets.whatsapp, 'text')).toBe('Draft\n\nText');
    expect(param(targets.telegram, 'url')).toBe('Draft\n\nText');
    expect(param(targets.x, 'url')).toBeNull();
  });

  test('a long use case is cut to URL_TEXT_MAX characters in addresses', () => {
    const long = { title: 'Long', content: 'x'.repeat(URL_TEXT_MAX * 3) };
    const text = param(shareTargets(long, null).whatsapp, 'text')!;
    expect(Array.from(text)).toHaveLength(URL_TEXT_MAX);
  });
});
