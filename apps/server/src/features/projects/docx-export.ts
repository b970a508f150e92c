import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from 'docx';
import { type Block, type Run, toBlocks } from '../../lib/markdown-document';

/*
 * Markdown → DOCX (Office Open XML) with the docx package: headings are Word's heading styles and
 * bullets Word's own lists, so the learner goes on editing a normal Word document. Numbered items
 * keep the numbers the markdown gives them, written before a hanging indent.
 */

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];
const BULLETS = 'bullets';
/** twentieths of a point: a quarter inch per list level */
const INDENT = 360;
const MONO = 'Consolas';

function children(runs: Run[]): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  let lineBreak = false;
  for (const run of runs) {
    if ('break' in run) {
      lineBreak = true;
      continue;
    }
    const text = new TextRun({
      text: run.text,
      bold: run.bold,
      italics: run.italic,
      strike: run.strike,
      ...(run.code ? { font: MONO } : {}),
      ...(run.href ? { style: 'Hyperlink' } : {}),
      // a line break inside the paragraph, before this text
      ...(lineBreak ? { break: 1 } : {}),
    });
    lineBreak = false;
    out.push(run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text);
  }
  return out;
}

function paragraphOf(block: Block): Paragraph {
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: HEADINGS[block.level - 1], children: children(block.runs) });
    case 'paragraph':
      return new Paragraph({
        children: children(block.runs),
        ...(block.quote ? { indent: { left: INDENT }, border: { left: { style: BorderStyle.SINGLE, size: 12, color: 'D0D7DE', space: 8 } } } : {}),
      });
    case 'item': {
      const left = INDENT * (block.depth + 1) + (block.quote ? INDENT : 0);
      if (block.marker === '•') return new Paragraph({ numbering: { reference: BULLETS, level: Math.min(block.depth, 8) }, children: children(block.runs) });
      if (block.marker === null) return new Paragraph({ indent: { left }, children: children(block.runs) });
      return new Paragraph({ indent: { left, hanging: INDENT }, children: [new TextRun(`${block.marker}\t`), ...children(block.runs)] });
    }
    case 'code':
      return new Paragraph({
        indent: { left: INDENT / 2 },
        children: block.text.split('\n').map((line, i) => new TextRun({ text: line, font: MONO, size: 19, ...(i > 0 ? { break: 1 } : {}) })),
      });
    case 'rule':
      return new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'D0D7DE', space: 1 } }, children: [] });
  }
}

/** The markdown as a Word document. */
export function markdownToDocx(source: string, meta: { title: string; author: string }): Promise<Buffer> {
  const doc = new Document({
    title: meta.title,
    creator: meta.author,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.BULLET,
            text: ['•', '◦', '▪'][level % 3]!,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: INDENT * (level + 1), hanging: INDENT } } },
          })),
        },
      ],
    },
    sections: [{ children: toBlocks(source).map(paragraphOf) }],
  });
  return Packer.toBuffer(doc);
}
