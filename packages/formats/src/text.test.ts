import { describe, expect, it } from 'vitest';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import { IMPORT_TEXT_MAX_BYTES } from '@curio/core/study-sets-rules';
import { IMPORT_MSG, ImportError } from './import-error';
import { decodeText } from './text';

const utf16 = (text: string, order: 'le' | 'be', mark: boolean) => {
  const bytes: number[] = mark ? (order === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (order === 'le') bytes.push(unit & 0xff, unit >> 8);
    else bytes.push(unit >> 8, unit & 0xff);
  }
  return new Uint8Array(bytes);
};

describe('reading the text of a file', () => {
  const sample = 'hola,hello\r\nadiós,goodbye – ¡ciao! 日本\r\n';
  const expected = 'hola,hello\nadiós,goodbye – ¡ciao! 日本\n';

  it('reads UTF-8 with and without a byte order mark, Windows line ends made \\n', () => {
    const bytes = new TextEncoder().encode(sample);
    expect(decodeText(bytes)).toBe(expected);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toBe(expected);
    expect(decodeText(new TextEncoder().encode('a\rb\r\nc'))).toBe('a\nb\nc');
  });

  it('reads UTF-16 either way round, with a byte order mark or recognised without one', () => {
    for (const order of ['le', 'be'] as const) {
      expect(decodeText(utf16(sample, order, true))).toBe(expected);
      expect(decodeText(utf16(sample, order, false))).toBe(expected);
    }
  });

  it('refuses bytes that are not text: a PNG, Latin-1, NULs', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x63, 0x6f, 0x66, 0x66, 0x65, 0x65]);
    const nuls = new Uint8Array([0x61, 0, 0, 0, 0x62, 0, 0, 0]);
    for (const bytes of [png, latin1, nuls]) {
      expect(() => decodeText(bytes)).toThrow(new ImportError('not_readable', IMPORT_MSG.notText));
      expect(() => decodeText(bytes)).toThrow(expect.objectContaining({ code: 'not_readable' }));
    }
  });

  it('refuses text over the size limit', () => {
    const big = new Uint8Array(IMPORT_TEXT_MAX_BYTES + 1).fill(0x61);
    expect(() => decodeText(big)).toThrow(expect.objectContaining({ code: 'file_too_large', message: SETS_MSG.textTooLarge }));
  });
});
