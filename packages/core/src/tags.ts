import { KEYWORD_TAG_LIMIT } from './limits';

/*
 * The two tag rules of docs/product.md#validation: tags typed on the new use case form, and tags derived from a
 * generation keyword (UC Studio's Save & Publish).
 */

/** Words the keyword rule drops (docs/product.md#validation). */
export const TAG_STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'has', 'he', 'in', 'is', 'it', 'its',
  'of', 'on', 'that', 'the', 'to', 'was', 'were', 'will', 'with', 'where',
]);

// '#solar #energy' and '##solar' both mean the tag solar
const splitTags = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, ''))
    .filter((tag) => tag.length > 0);

/** Keeps the first of tags that differ only in case: 'AI, ai' is one tag. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Tags of a posted use case: split on commas and whitespace, a leading # removed, empties dropped,
 * repeats dropped; the case is kept. A list is read as the form's pieces joined.
 */
export function parseTags(input: string | readonly string[]): string[] {
  const text = typeof input === 'string' ? input : input.join(',');
  return uniqueTags(splitTags(text));
}

/** Tags derived from a keyword: as parseTags, lower-cased, stop words removed, at most KEYWORD_TAG_LIMIT. */
export function tagsFromKeyword(keyword: string): string[] {
  const words = splitTags(keyword.toLowerCase()).filter((tag) => !TAG_STOP_WORDS.has(tag));
  return uniqueTags(words).slice(0, KEYWORD_TAG_LIMIT);
}
