/*
 * When a text "mentions" a keyword: as whole words, any case, a plural counting as the singular,
 * and "machine learning" matching "machine-learning". "AI" must not match "said". The same rule
 * is written for Postgres (catalogue search) and for JavaScript (the last quiz's questions).
 */

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const REGEX_SYNTAX = /[.*+?^${}()|[\]\\/]/g;

/** The keyword and, for a plural, its singular, lower-cased: the forms a text may use. */
export function keywordForms(keyword: string): string[] {
  const base = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
  const forms = [base];
  if (/ies$/.test(base) && base.length > 4) forms.push(base.replace(/ies$/, 'y'));
  else if (/[^su]s$/.test(base) && !/is$/.test(base) && base.length > 3) forms.push(base.slice(0, -1));
  return forms;
}

type Flavor = 'postgres' | 'js';

const BOUNDARY: Record<Flavor, { start: string; end: string }> = {
  // Postgres ARE: \m and \M are the start and end of a word
  postgres: { start: '\\m', end: '\\M' },
  js: { start: '(?<![\\p{L}\\p{N}_])', end: '(?![\\p{L}\\p{N}_])' },
};

function formPattern(form: string, flavor: Flavor): string {
  const escape = (text: string) => text.replace(REGEX_SYNTAX, '\\$&');
  const words = form.split(/[\s-]+/).filter(Boolean);
  // a keyword of dashes only is matched as written, never as an empty pattern that matches all
  const body = words.length > 0 ? words.map(escape).join('[\\s-]+') : escape(form);
  const plural = /\p{L}$/u.test(form) ? '(?:s|es)?' : '';
  const start = WORD_CHAR.test(form[0] ?? '') ? BOUNDARY[flavor].start : '';
  const end = WORD_CHAR.test(form.at(-1) ?? '') ? BOUNDARY[flavor].end : '';
  return `${start}${body}${plural}${end}`;
}

/** A case-insensitive Postgres regular expression (use with ~*) for texts that mention the keyword. */
export function keywordPostgresPattern(keyword: string): string {
  return `(?:${keywordForms(keyword).map((f) => formPattern(f, 'postgres')).join('|')})`;
}

/** A JavaScript test for texts that mention the keyword. */
export function keywordMatcher(keyword: string): (text: string) => boolean {
  const regex = new RegExp(`(?:${keywordForms(keyword).map((f) => formPattern(f, 'js')).join('|')})`, 'iu');
  return (text) => regex.test(text);
}
