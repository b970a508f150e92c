import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';

/*
 * For tests: exported documents read back as a reader would, a PDF through poppler's pdftotext
 * (Debian poppler-utils, installed by .ci/run), a DOCX by opening its Office Open XML package.
 */

/** Runs a poppler tool on the PDF; a missing tool says how to install it. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Buffer, args: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'curio-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...(tool === 'pdffonts' ? [] : ['-enc', 'UTF-8']), file, ...args], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install -y poppler-utils`, { cause: err });
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF, laid out as pdftotext reads it; throws when the file is not a PDF it can open. */
export const pdfText = (pdf: Buffer) => poppler('pdftotext', pdf, ['-']);

/** A PDF's document information (pdfinfo): Title, Author, Pages, … */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const lines = poppler('pdfinfo', pdf, []).split('\n');
  return Object.fromEntries(lines.filter((line) => line.includes(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
}

/** The names of the fonts a PDF embeds (pdffonts), a subset's prefix and all: 'ABCDEF+DejaVuSans'. */
export function pdfFonts(pdf: Buffer): string[] {
  // a header line, a rule, then a font a line, its name first
  return poppler('pdffonts', pdf, [])
    .split('\n')
    .slice(2)
    .map((line) => line.split(' ')[0]!)
    .filter(Boolean);
}

export interface DocxParts {
  /** word/document.xml as stored */
  documentXml: string;
  /** the text of its paragraphs, one line each */
  text: string;
  files: string[];
}

/** Opens a DOCX package: its part list and the body text; throws when it is not a zip with a Word body. */
export async function docxParts(docx: Buffer): Promise<DocxParts> {
  const zip = await JSZip.loadAsync(docx);
  const document = zip.file('word/document.xml');
  if (!document) throw new Error('not a Word document: no word/document.xml');
  const documentXml = await document.async('string');
  const text = documentXml
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
        .map((m) => (m[0] === '<w:tab/>' ? '\t' : m[0] === '<w:br/>' ? '\n' : m[1]!))
        .join(''),
    )
    .filter((line) => line.length > 0)
    .join('\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  return { documentXml, text, files: Object.keys(zip.files) };
}
