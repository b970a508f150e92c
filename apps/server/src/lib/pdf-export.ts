import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { type Block, type Run, toBlocks } from './markdown-document';
import { wordPieces } from './word-pieces';

/*
 * Markdown → PDF with pdfkit. The text is set in DejaVu Sans, embedded (as a subset of the glyphs
 * used): PDF's built-in fonts only cover Western European letters, DejaVu covers every Latin,
 * Greek and Cyrillic alphabet, so a learner's name or a café in Kraków prints as typed. DejaVu has
 * no emoji, and pdfkit falls back to no other font, so emoji are set in Noto Emoji (monochrome
 * outlines, which a PDF can hold; decision 057).
 */

const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));

type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'mono' | 'emoji';
let fonts: Record<FontName, Buffer> | undefined;
// read once, on the first PDF: most servers never make one
const loadFonts = () =>
  (fonts ??= {
    regular: fontFile('DejaVuSans'),
    bold: fontFile('DejaVuSans-Bold'),
    italic: fontFile('DejaVuSans-Oblique'),
    boldItalic: fontFile('DejaVuSans-BoldOblique'),
    mono: fontFile('DejaVuSansMono'),
    emoji: readFileSync(require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf')),
  });

/*
 * An emoji as Unicode writes one: a pictograph shown as an emoji by default, or any pictograph
 * followed by the emoji selector (U+FE0F), with its skin tone, the ones it joins (U+200D: 👩‍🔬) and
 * a flag's tags; a flag of two regional indicators; a keycap (1️⃣). A pictograph shown as text by
 * default (☺ ♠ ✈) is left to DejaVu, which has it.
 */
const PICTOGRAPH = String.raw`\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*`;
const EMOJI = new RegExp(
  String.raw`\p{Regional_Indicator}{2}|[#*0-9]\uFE0F?\u20E3|(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}(?=\uFE0F|\p{Emoji_Modifier}|\u200D))(?:\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*(?:\u200D${PICTOGRAPH})*`,
  'gu',
);

/** The text in runs of emoji and of the rest, in order. */
export function emojiRuns(text: string): { text: string; emoji: boolean }[] {
  const runs: { text: string; emoji: boolean }[] = [];
  let at = 0;
  for (const match of text.matchAll(EMOJI)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), emoji: false });
    const last = runs.at(-1);
    if (last?.emoji) last.text += match[0];
    else runs.push({ text: match[0], emoji: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), emoji: false });
  return runs;
}

const MARGIN = 56; // 2 cm
const BODY_SIZE = 10.5;
const HEADING_SIZES = [20, 15, 12.5, 11.5, 11, 11];
const LIST_INDENT = 16;
const TEXT = '#1f2328';
const MUTED = '#57606a';
const LINK = '#0969da';

type Doc = PDFKit.PDFDocument;

/**
 * The most characters in a row pdfkit is given with no place to break (word-pieces.ts), at a font
 * size: 16 at the body's size, as wide at any other. Even 16 of the widest letters (W) take half a
 * line, so pdfkit never breaks a piece: one that does not fit moves to the next line, and a long
 * word's lines end at most a piece short of the margin. A piece wider than a line, left to pdfkit
 * inside continued text, was broken by the room left on the line before, and ran past the margin.
 */
const pieceLength = (size: number) => Math.round((16 * BODY_SIZE) / size);

function fontOf(run: Run, boldAll: boolean): FontName {
  if ('break' in run) return 'regular';
  if (run.code) return 'mono';
  const bold = boldAll || run.bold;
  if (bold && run.italic) return 'boldItalic';
  return bold ? 'bold' : run.italic ? 'italic' : 'regular';
}

/** Writes runs as one paragraph at the current position; line breaks become new lines of it. */
function writeRuns(doc: Doc, runs: Run[], options: { size: number; boldAll?: boolean; color?: string; x?: number; y?: number; width?: number }) {
  // a line break joins the text before it: pdfkit breaks the line at '\n' inside a continued text
  const pieces: { text: string; run: Run }[] = [];
  for (const run of runs) {
    if ('break' in run) {
      if (pieces.length) pieces.at(-1)!.text += '\n';
    } else pieces.push({ text: run.text, run });
  }
  // no long word reaches pdfkit whole (word-pieces.ts)
  const parts = pieces.flatMap(({ text, run }) =>
    wordPieces(text, pieceLength(options.size)).flatMap((part) => emojiRuns(part).map(({ text: segment, emoji }) => ({ text: segment, run, emoji }))),
  );
  parts.forEach(({ text, run, emoji }, i) => {
    const href = 'href' in run ? run.href : undefined;
    doc
      .font(emoji ? 'emoji' : fontOf(run, options.boldAll ?? false))
      .fontSize(run && 'code' in run && run.code ? options.size * 0.92 : options.size)
      .fillColor(href ? LINK : (options.color ?? TEXT));
    const textOptions: PDFKit.Mixins.TextOptions = {
      continued: i < parts.length - 1,
      link: href ?? null,
      underline: Boolean(href),
      strike: 'strike' in run && Boolean(run.strike),
      lineGap: 2,
    };
    if (options.width !== undefined) textOptions.width = options.width;
    if (i === 0 && options.x !== undefined) doc.text(text, options.x, options.y, textOptions);
    else doc.text(text, textOptions);
  });
}

/** Starts a new page when fewer than `lines` lines fit: a heading or a list marker never ends a page alone. */
function keepLines(doc: Doc, lines: number, size: number) {
  const bottom = doc.page.height - doc.page.margins.bottom;
  if (doc.y + lines * size * 1.5 > bottom) doc.addPage();
}

function writeBlock(doc: Doc, block: Block) {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  switch (block.kind) {
    case 'heading': {
      const size = HEADING_SIZES[block.level - 1] ?? BODY_SIZE;
      keepLines(doc, 3, size);
      doc.moveDown(block.level === 1 ? 0 : 0.6);
      writeRuns(doc, block.runs, { size, boldAll: true, x: left, y: doc.y, width: right - left });
      if (block.level === 2) {
        const y = doc.y + 2;
        doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor('#d0d7de').stroke();
      }
      doc.moveDown(0.4);
      break;
    }
    case 'paragraph': {
      const indent = block.quote ? 14 : 0;
      const top = doc.y;
      writeRuns(doc, block.runs, { size: BODY_SIZE, color: block.quote ? MUTED : TEXT, x: left + indent, y: doc.y, width: right - left - indent });
      if (block.quote && doc.y > top) doc.moveTo(left + 3, top).lineTo(left + 3, doc.y).lineWidth(2).strokeColor('#d0d7de').stroke();
      doc.moveDown(0.5);
      break;
    }
    case 'item': {
      keepLines(doc, 2, BODY_SIZE);
      const markerX = left + (block.quote ? 14 : 0) + block.depth * LIST_INDENT;
      const textX = markerX + LIST_INDENT + (block.marker && block.marker.length > 2 ? 6 : 0);
      const y = doc.y;
      if (block.marker) doc.font('regular').fontSize(BODY_SIZE).fillColor(TEXT).text(block.marker, markerX, y, { lineBreak: false });
      writeRuns(doc, block.runs, { size: BODY_SIZE, x: textX, y, width: right - textX });
      doc.moveDown(0.25);
      break;
    }
    case 'code': {
      const size = BODY_SIZE * 0.9;
      doc.font('mono').fontSize(size).fillColor(TEXT);
      const parts = wordPieces(block.text, pieceLength(size));
      const y = doc.y;
      parts.forEach((part, i) => {
        const textOptions = { width: right - left - 20, lineGap: 1, continued: i < parts.length - 1 };
        if (i === 0) doc.text(part, left + 10, y, textOptions);
        else doc.text(part, textOptions);
      });
      doc.moveDown(0.6);
      break;
    }
    case 'rule': {
      doc.moveDown(0.3);
      doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).strokeColor('#d0d7de').stroke();
      doc.moveDown(0.8);
      break;
    }
  }
  doc.x = left;
}

/** The markdown as an A4 PDF document. */
export function markdownToPdf(source: string, meta: { title: string; author: string }): Promise<Buffer> {
  const loaded = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: meta.title, Author: meta.author, Creator: meta.author },
    displayTitle: true,
    lang: 'en',
  });
  for (const [name, data] of Object.entries(loaded)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('regular').fontSize(BODY_SIZE);
  for (const block of toBlocks(source)) writeBlock(doc, block);
  doc.end();
  return done;
}
