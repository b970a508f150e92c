/*
 * The SPA's index.html for /s/{slug}, with the shared use case's title and summary in its meta
 * tags, so a pasted link previews well: link previewers read the HTML and run no JavaScript.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

export interface ShareMeta {
  title: string;
  description: string;
  url: string;
  siteName: string;
}

/** index.html with the page title, description, Open Graph and Twitter card tags of a shared use case. */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const oneLine = (text: string) => escapeHtml(text.replace(/\s+/g, ' ').trim());
  const title = oneLine(meta.title);
  const description = oneLine(meta.description);
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${oneLine(meta.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  // replacer functions: a '$&' in a title must stay text, not become a replacement pattern
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title} · ${oneLine(meta.siteName)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
