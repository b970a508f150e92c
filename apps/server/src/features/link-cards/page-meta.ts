/*
 * The SPA's index.html for a page worth previewing (/s/{slug}, /people/{username}), with its
 * title, description and picture in the meta tags, so a pasted link previews well: link
 * previewers read the HTML and run no JavaScript.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

export interface PageMeta {
  title: string;
  /** already cut to length (wordExcerpt) */
  description: string;
  url: string;
  siteName: string;
  /** og:type: a shared use case is an article, a person page a profile */
  type: 'article' | 'profile';
  /** the link card (1200×630 PNG) and what it shows, for readers who cannot see it */
  image?: { url: string; alt: string; width: number; height: number };
}

/** index.html with the page title, description, Open Graph and Twitter card tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const oneLine = (text: string) => escapeHtml(text.replace(/\s+/g, ' ').trim());
  const title = oneLine(meta.title);
  const description = oneLine(meta.description);
  const image = meta.image
    ? [
        `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
        `<meta property="og:image:type" content="image/png" />`,
        `<meta property="og:image:width" content="${meta.image.width}" />`,
        `<meta property="og:image:height" content="${meta.image.height}" />`,
        `<meta property="og:image:alt" content="${oneLine(meta.image.alt)}" />`,
        `<meta name="twitter:image" content="${escapeHtml(meta.image.url)}" />`,
        `<meta name="twitter:image:alt" content="${oneLine(meta.image.alt)}" />`,
      ]
    : [];
  const tags = [
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${oneLine(meta.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...image,
  ];
  // replacer functions: a '$&' in a title must stay text, not become a replacement pattern
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title} · ${oneLine(meta.siteName)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}
