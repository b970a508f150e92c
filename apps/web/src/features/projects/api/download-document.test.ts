import { describe, expect, test } from 'vitest';
import { fileNameFrom } from './download-document';

describe("a download keeps the server's file name", () => {
  test.each([
    ['both forms: filename* wins', `attachment; filename="caf-pitch.pdf"; filename*=UTF-8''caf%C3%A9-pitch.pdf`, 'café-pitch.pdf'],
    ['only the quoted name', 'attachment; filename="mealmatch.docx"', 'mealmatch.docx'],
    ['an unquoted name', 'attachment; filename=plan.md', 'plan.md'],
    ['a broken escape falls back to the plain name', `attachment; filename="plan.md"; filename*=UTF-8''%E0%A4%A`, 'plan.md'],
    ['no name', 'attachment', null],
    ['no header', null, null],
  ])('%s', (_what, header, name) => {
    expect(fileNameFrom(header)).toBe(name);
  });
});
