import { describe, expect, it } from 'vitest';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import { importOptions, type SetItem, setItem } from '@curio/core/study-sets';
import { IMPORT_FILE_MAX_BYTES } from '@curio/core/study-sets-rules';
import { CSV_EXPORT_COLUMNS } from './csv';
import { IMPORT_MSG } from './import-error';
import { exportFile, exportSet, parseImport } from './index';

const encode = (text: string) => new TextEncoder().encode(text);
const utf16le = (text: string) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) new DataView(bytes.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
  return bytes;
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

const items: SetItem[] = [
  setItem.parse({ kind: 'flashcard', front: 'hola', back: 'hello,\nhi' }),
  setItem.parse({ kind: 'flashcard', front: 'gracias', back: 'thank you' }),
];

describe('reading an upload', () => {
  it('reads each format from its bytes, with the options of a query string', async () => {
    const csv = await parseImport(utf16le('front\tback\r\nhola\thello\r\n'), importOptions.parse({ format: 'csv', header: 'true' }));
    expect(csv.items).toEqual([setItem.parse({ kind: 'flashcard', front: 'hola', back: 'hello' })]);
    const questions = importOptions.parse({ format: 'csv', columns: JSON.stringify({ kind: 'question', question: 0, options: [1, 2], answer: 3 }) });
    expect((await parseImport(encode('2+2?,3,4,B'), questions)).items).toEqual([
      setItem.parse({ kind: 'question', question: '2+2?', options: ['3', '4'], answer: '4' }),
    ]);
    expect((await parseImport(encode('uno,one;dos,two'), { format: 'quizlet', term_separator: ',', card_separator: ';' })).items).toHaveLength(2);
    expect((await parseImport(encode('Sky? {=blue ~green}'), { format: 'gift' })).items).toHaveLength(1);
    expect((await parseImport(encode('Sky?\nA. blue\nB. green\nANSWER: A'), { format: 'aiken' })).items).toHaveLength(1);
  });

  it('refuses a PNG given as text or as a deck, and a file over the size limit', async () => {
    await expect(parseImport(PNG, { format: 'csv' })).rejects.toMatchObject({ code: 'not_readable', message: IMPORT_MSG.notText });
    await expect(parseImport(PNG, { format: 'apkg' })).rejects.toMatchObject({ code: 'not_readable', message: IMPORT_MSG.notApkg });
    const huge = new Uint8Array(IMPORT_FILE_MAX_BYTES + 1);
    await expect(parseImport(huge, { format: 'apkg' })).rejects.toMatchObject({ code: 'file_too_large', message: SETS_MSG.fileTooLarge });
  });

  it('refuses a deck given as CSV as text it cannot read', async () => {
    const deck = await exportSet('apkg', 'Deck', items);
    await expect(parseImport(deck, { format: 'csv' })).rejects.toMatchObject({ message: IMPORT_MSG.notText });
  });
});

describe('exporting a set', () => {
  it('makes files each importer reads back', async () => {
    const csv = await parseImport(await exportSet('csv', 'Spanish', items), { format: 'csv' });
    expect(csv.items).toEqual(items);
    const byColumns = await parseImport(await exportSet('csv', 'Spanish', items), { format: 'csv', header: true, columns: CSV_EXPORT_COLUMNS.flashcard });
    expect(byColumns.items).toEqual(items);
    const quizlet = await parseImport(await exportSet('quizlet', 'Spanish', items), { format: 'quizlet' });
    expect(quizlet.items).toEqual(items);
    const apkg = await parseImport(await exportSet('apkg', 'Spanish', items), { format: 'apkg' });
    expect(apkg).toMatchObject({ items, title: 'Spanish' });
  });

  it('names the file after the title, safely', () => {
    expect(exportFile('csv', 'Spanish: verbs / nouns')).toEqual({ fileName: 'Spanish verbs nouns.csv', contentType: 'text/csv; charset=utf-8' });
    expect(exportFile('quizlet', 'Русский язык (A1)')).toEqual({ fileName: 'Русский язык (A1).txt', contentType: 'text/plain; charset=utf-8' });
    expect(exportFile('apkg', '../../etc/passwd')).toEqual({ fileName: 'etc passwd.apkg', contentType: 'application/octet-stream' });
    expect(exportFile('apkg', '"\u0000"').fileName).toBe('set.apkg');
  });
});
