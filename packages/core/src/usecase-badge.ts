/*
 * Who and what made a published use case, as its card shows it (docs/product.md#limits badge text). No zod here,
 * so the feed can show it without loading the validation library.
 */

/** The author shown when a use case has no author name. */
export const AUTHOR_FALLBACK = 'User';

/** The name shown with a post or comment: its author's name, else 'User'. */
export const authorLabel = (authorName: string | null | undefined) => authorName?.trim() || AUTHOR_FALLBACK;

/**
 * The origin badge: 'via {provider or AI}' for ai, 'assisted by {provider or AI}' for assisted,
 * 'via GPT' for gpt, the product's name for a legacy origin that named the product; null when
 * only the author is shown (user, or anything else).
 */
export function originBadgeText(origin: string, provider: string | null | undefined, productName: string): string | null {
  const maker = provider?.trim() || 'AI';
  switch (origin) {
    case 'ai':
      return `via ${maker}`;
    case 'assisted':
      return `assisted by ${maker}`;
    case 'gpt':
      return 'via GPT';
    default:
      return origin.toLowerCase() === productName.toLowerCase() ? productName : null;
  }
}
