import MarkdownIt from 'markdown-it';

/*
 * Markdown is every document's source (decision 013). This module is the one place it is read:
 * into HTML for the html target and the preview, and into a small block model the PDF and DOCX
 * writers lay out. Raw HTML is off, so every character of a form value or a template body is
 * text: "<script>" comes out as "&lt;script&gt;", never as markup. Images are off too: a
 * document must not fetch from addresses a value names.
 */

// breaks: a line break typed in a form's text box stays a line break
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true }).disable(['image', 'table']);

type Token = ReturnType<typeof markdown.parse>[number];

interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  strike?: boolean;
  code?: boolean;
  /** a link's address (http, https or mailto: markdown-it refuses the rest) */
  href?: string;
}
/** A run, or a line break inside a paragraph. */
export type Run = TextRun | { break: true };

export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[]; quote: boolean }
  /** marker: '•' or '3.'; null continues the item above (its second paragraph) */
  | { kind: 'item'; marker: string | null; depth: number; runs: Run[]; quote: boolean }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const isBreak = (run: Run): run is { break: true } => 'break' in run;
const runText = (runs: Run[]) => runs.map((run) => (isBreak(run) ? '\n' : run.text)).join('');

function inlineRuns(token: Token): Run[] {
  const runs: Run[] = [];
  const style = { bold: 0, italic: 0, strike: 0 };
  let href: string | undefined;
  const push = (text: string, code = false) => {
    if (!text) return;
    const run: TextRun = { text };
    if (style.bold) run.bold = true;
    if (style.italic) run.italic = true;
    if (style.strike) run.strike = true;
    if (code) run.code = true;
    if (href) run.href = href;
    runs.push(run);
  };
  for (const child of token.children ?? []) {
    switch (child.type) {
      case 'text':
        push(child.content);
        break;
      case 'code_inline':
        push(child.content, true);
        break;
      case 'softbreak':
      case 'hardbreak':
        runs.push({ break: true });
        break;
      case 'strong_open':
        style.bold++;
        break;
      case 'strong_close':
        style.bold--;
        break;
      case 'em_open':
        style.italic++;
        break;
      case 'em_close':
        style.italic--;
        break;
      case 's_open':
        style.strike++;
        break;
      case 's_close':
        style.strike--;
        break;
      case 'link_open':
        href = String(child.attrGet('href') ?? '') || undefined;
        break;
      case 'link_close':
        href = undefined;
        break;
      default:
        // anything else markdown-it knows is shown as its text
        push(child.content);
    }
  }
  return runs;
}

interface ListState {
  ordered: boolean;
  next: number;
}

/** The document's blocks, in reading order. */
export function toBlocks(source: string): Block[] {
  const tokens = markdown.parse(source, {});
  const blocks: Block[] = [];
  const lists: ListState[] = [];
  let quote = 0;
  // the marker the next paragraph of a list item gets; null after its first
  let pendingMarker: string | null = null;
  let heading = 0;

  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = 0;
        break;
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 1 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const list = lists.at(-1)!;
        pendingMarker = list.ordered ? `${Number(token.info) || list.next}.` : '•';
        list.next = (Number(token.info) || list.next) + 1;
        break;
      }
      case 'blockquote_open':
        quote++;
        break;
      case 'blockquote_close':
        quote--;
        break;
      case 'inline': {
        const runs = inlineRuns(token);
        if (heading) blocks.push({ kind: 'heading', level: heading, runs });
        else if (lists.length) {
          blocks.push({ kind: 'item', marker: pendingMarker, depth: lists.length - 1, runs, quote: quote > 0 });
          pendingMarker = null;
        } else blocks.push({ kind: 'paragraph', runs, quote: quote > 0 });
        break;
      }
      case 'fence':
      case 'code_block':
        blocks.push({ kind: 'code', text: token.content.replace(/\n$/, '') });
        break;
      case 'hr':
        blocks.push({ kind: 'rule' });
        break;
    }
  }
  return blocks;
}

/** The text of the document's first heading, for a title and a file name. */
export function firstHeading(source: string): string | null {
  const heading = toBlocks(source).find((block) => block.kind === 'heading');
  return heading ? runText(heading.runs).replace(/\s+/g, ' ').trim() || null : null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Print-friendly: readable on screen, one column on paper, no page break inside a heading's first lines. */
const STYLESHEET = `
:root { color-scheme: light; }
body { margin: 0; background: #f4f5f7; color: #1f2328; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
main { max-width: 46rem; margin: 2rem auto; padding: 2.5rem 3rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.08); }
h1, h2, h3, h4 { line-height: 1.25; margin: 1.6em 0 .5em; break-after: avoid; }
h1 { font-size: 2rem; margin-top: 0; }
h2 { font-size: 1.4rem; padding-bottom: .2em; border-bottom: 1px solid #d8dee4; }
h3 { font-size: 1.15rem; }
p, ul, ol, blockquote, pre { margin: 0 0 1em; }
li + li { margin-top: .25em; }
blockquote { padding: .2em 1em; color: #57606a; border-left: 4px solid #d0d7de; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .9em; background: #f6f8fa; border-radius: 4px; }
code { padding: .1em .3em; }
pre { padding: 1em; overflow-x: auto; white-space: pre-wrap; }
hr { border: 0; border-top: 1px solid #d8dee4; margin: 2em 0; }
a { color: #0969da; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; margin: 0; padding: 0; box-shadow: none; }
  a { color: inherit; }
  p, li, blockquote { orphans: 3; widows: 3; }
}
@page { margin: 2cm; }
`;

/** The document as HTML (a fragment: what the web's preview shows). */
const markdownToHtml = (source: string) => markdown.render(source);

/** The document as a standalone HTML page: inline stylesheet, no script, nothing loaded from elsewhere. */
export function htmlPage(source: string, title: string, appName: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="generator" content="${escapeHtml(appName)}">
<title>${escapeHtml(title)}</title>
<style>${STYLESHEET}</style>
</head>
<body>
<main>
${markdownToHtml(source)}</main>
</body>
</html>
`;
}
