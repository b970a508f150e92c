import Papa from 'papaparse';

/**
 * What a paste into a term holds when it is more than one value: rows of cells, as a spreadsheet
 * copies them (tab between cells, a quoted cell keeps its own line breaks), or lines of
 * comma-separated values. Null when it is plain text for the field itself — one line without a
 * tab, which may well contain commas ("Paris, France").
 */
export function pastedRows(text: string): string[][] | null {
  const trimmed = text.replace(/[\r\n]+$/, '');
  const multiLine = /[\r\n]/.test(trimmed);
  const tabbed = trimmed.includes('\t');
  if (!tabbed && !multiLine) return null;
  const lines = trimmed.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  const delimiter = tabbed ? '\t' : lines.every((line) => line.includes(',')) ? ',' : null;
  const rows = delimiter
    ? Papa.parse<string[]>(trimmed, { delimiter, skipEmptyLines: 'greedy' }).data
    : // one value a line: a list of terms to define
      lines.map((line) => [line]);
  const cleaned = rows.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ''));
  return cleaned.length > 0 ? cleaned : null;
}
