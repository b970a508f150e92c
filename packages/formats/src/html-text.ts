import { decodeHTML } from 'entities';

/*
 * Anki keeps a field as HTML. Curio shows plain text, so HTML is read here as text, never rendered:
 * tags are dropped, line-making tags become line breaks, entities are decoded, media is left out.
 */

const WRAPPED = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>/gi;
const MEDIA_TAG = /<(?:img|audio|video|source|object)\b[^>]*>/gi;
const MEDIA_SOURCE = /\b(?:src|data)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SOUND = /\[sound:([^\]]*)\]/g;
const LINE_BREAK = /<br\s*\/?>/gi;
const BLOCK =
  /<\/?(?:address|article|aside|blockquote|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tr|ul)\b[^>]*>/gi;
// a no-break space is read as a space (below) whether or not the field has markup
const MARKUP = /[<&[\u00a0]/;
const WHITE_SPACE = /[ \t\r\n\f]+/g;
const TAG = /<\/?[a-z][^>]*>|<![^>]*>/gi;
/** Where a block starts or ends (a noncharacter, never in text); turned into at most one line break. */
const BLOCK_EDGE = '\uffff';

/** The names of the media files a field refers to (<img src>, [sound:…]). */
export function mediaNames(html: string): string[] {
  const names: string[] = [];
  if (!html.includes('<') && !html.includes('[')) return names;
  for (const tag of html.match(MEDIA_TAG) ?? []) {
    const source = MEDIA_SOURCE.exec(tag);
    names.push(source ? (source[1] ?? source[2] ?? source[3] ?? '') : tag);
  }
  for (const sound of html.matchAll(SOUND)) names.push(sound[1] ?? '');
  return names;
}

/** The text an HTML fragment shows. */
export function htmlToText(html: string): string {
  // most fields of a big deck are words without markup
  if (!MARKUP.test(html)) return html.replace(WHITE_SPACE, ' ').trim();
  const text = html
    .replace(WRAPPED, '')
    .replace(MEDIA_TAG, '')
    .replace(SOUND, '')
    // as a browser does, a run of white space in the source is one space
    .replace(WHITE_SPACE, ' ')
    .replace(LINE_BREAK, '\n')
    .replace(BLOCK, BLOCK_EDGE)
    .replace(TAG, '')
    // "a<div>b</div>" is two lines and "a<br><div>b</div>" too: a block's edge, with the spaces
    // around it, breaks a line only where none is
    .replace(/ *\uffff[\uffff ]*/g, (_, offset: number, whole: string) => (offset === 0 || whole[offset - 1] === '\n' ? '' : '\n'))
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
  return decodeHTML(text).replace(/\u00a0/g, ' ').trim();
}

/**
 * Plain text as HTML for an Anki field: escaped, line breaks as <br>, runs of spaces kept. A space
 * at a line's edge (an indent) is written &nbsp;, as HTML would drop a plain one there, and so is a
 * no-break space, which a reader trimming the line would drop too.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;')
    .replace(/ {2}/g, ' &nbsp;')
    .replace(/^ | $/gm, '&nbsp;')
    .replace(/\n/g, '<br>');
}

/** Anki's own stripping, for a note's sort field and checksum: tags gone (line breaks too), entities decoded. */
export function ankiStripHtml(html: string): string {
  return decodeHTML(html.replace(WRAPPED, '').replace(/<.*?>/gs, '')).replace(/\u00a0/g, ' ');
}
