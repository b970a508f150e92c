import { Fragment } from 'react';
import { LinkifyIt } from 'linkify-it';
import css from './linked-text.module.css';

/*
 * Text written by learners with its web addresses as links. Only http and https become links (a
 * bare www.… is read as http); anything else stays text. rel: a search engine owes these links
 * nothing (nofollow ugc) and the opened page gets no handle on this one (noopener).
 */

// one matcher for the app: no mail, ftp or protocol-relative links
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false }).add('ftp:', null).add('mailto:', null).add('//', null);

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** The text's parts in order: plain text, or a link with its address and the text shown. */
export function linkParts(text: string): ({ text: string } | { text: string; href: string })[] {
  const parts: ({ text: string } | { text: string; href: string })[] = [];
  let at = 0;
  for (const match of linkify.match(text) ?? []) {
    let href: URL;
    try {
      href = new URL(match.url);
    } catch {
      continue;
    }
    if (!WEB_PROTOCOLS.has(href.protocol)) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: match.text, href: href.href });
    at = match.lastIndex;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text as inline content, its web addresses as links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, i) =>
        'href' in part ? (
          <a key={i} href={part.href} target="_blank" rel="nofollow ugc noopener" className={css.link}>
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
