/** The most words of a search that are looked for. */
const SEARCH_WORDS_MAX = 8;

/**
 * Words of a search as a PostgreSQL prefix query for to_tsquery('simple', …): 'solar pan' finds
 * 'Solar panels'. Only letters and digits pass, so nothing typed can break the query's syntax.
 * Null when there is nothing to look for.
 */
export function prefixSearch(q: string | undefined): string | null {
  const words = q?.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, SEARCH_WORDS_MAX);
  return words?.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
