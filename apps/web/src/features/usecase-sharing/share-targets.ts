import { SHARE_SUMMARY_LENGTH } from '@curio/core/limits';

/*
 * What the share dialog hands to each service (docs/routes.md#screens-and-web-routes Share dialog). A published use case is
 * shared as its title, a summary and its link; one that is not published yet has no link, so its
 * whole text goes instead.
 */

export interface ShareableUseCase {
  /** set once the use case is published */
  id?: string;
  title: string;
  content: string;
}

/** Text in a share URL is kept short: services and mail clients refuse very long addresses. */
export const URL_TEXT_MAX = 1500;
/** A post on X has 280 characters; its link takes 23 of them. */
export const X_TEXT_MAX = 240;

/** At most `max` characters (whole characters, never half an emoji), with … when cut. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}

const join = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n\n');

/** The text that goes with the link: title and summary, or the whole use case when there is no link. */
export function shareText(useCase: ShareableUseCase, link: string | null): string {
  const content = useCase.content.trim();
  return link ? join(useCase.title, truncate(content, SHARE_SUMMARY_LENGTH)) : join(useCase.title, content);
}

/** The text Copy text puts on the clipboard: the whole use case. */
export const copyableText = (useCase: ShareableUseCase) => join(useCase.title, useCase.content);

export interface ShareTargets {
  whatsapp: string;
  x: string;
  telegram: string;
  /** LinkedIn shares links only: null until the use case is published */
  linkedin: string | null;
  email: string;
  webmail: string;
}

const enc = encodeURIComponent;

/** The address of each share service for a use case and its link (null when it has none). */
export function shareTargets(useCase: ShareableUseCase, link: string | null): ShareTargets {
  const text = truncate(shareText(useCase, link), URL_TEXT_MAX);
  const withLink = link ? join(text, link) : text;
  const subject = truncate(useCase.title.trim() || 'A use case', 200);
  return {
    whatsapp: `https://wa.me/?text=${enc(withLink)}`,
    x: `https://x.com/intent/post?text=${enc(truncate(text, X_TEXT_MAX))}${link ? `&url=${enc(link)}` : ''}`,
    // Telegram's share page needs a url; without a link the text itself goes there
    telegram: link ? `https://t.me/share/url?url=${enc(link)}&text=${enc(text)}` : `https://t.me/share/url?url=${enc(text)}`,
    linkedin: link ? `https://www.linkedin.com/sharing/share-offsite/?url=${enc(link)}` : null,
    email: `mailto:?subject=${enc(subject)}&body=${enc(withLink)}`,
    webmail: `https://mail.google.com/mail/?view=cm&fs=1&su=${enc(subject)}&body=${enc(withLink)}`,
  };
}
