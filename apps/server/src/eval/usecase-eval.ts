import { USECASES_PER_REQUEST } from '@curio/core/limits';
import { splitHeadline, splitUseCases } from '@curio/core/usecase-text';
import { keywordMatcher, keywordForms } from '../ai/keyword-match';

/*
 * Scores the answers of a use-case writer for a list of keywords, so anyone can see whether it
 * writes real use cases or fills a template. Pure functions: the command line (cli/eval.ts)
 * gathers the answers, this module judges them.
 */

/** Word n-grams compared between answers: four words make a phrase, not a common pair like "of the". */
const FILLER_NGRAM = 4;
/**
 * A use case is filler when at least this share of its four-word phrases, keyword masked, is found
 * in the answers for other keywords. A template filled with another word shares nearly all of them
 * (0.9 and more); two real use cases on different subjects share only stock phrases such as "at the
 * end of" (under 0.15 in our runs). Half sits far from both, so neither side is misjudged by a few
 * shared phrases.
 */
export const FILLER_THRESHOLD = 0.5;

/** What the writer answered for one keyword. */
export interface EvalAnswer {
  keyword: string;
  /** 'Use Case N:' text; empty when the writer said it does not know the keyword */
  result: string;
  /** the writer's own words when it gives no use cases ("doesn't know … yet") */
  notKnown?: string;
  /** where each use case came from, in order; empty when the writer does not say */
  provenance: string[];
  /** why the writer failed, when it did */
  error?: string;
  ms: number;
}

export interface EvalRow {
  keyword: string;
  kind: 'use cases' | 'not known' | 'failed';
  useCases: number;
  /** the three use cases are in three different sectors */
  distinctSectors: boolean;
  /** use cases that mention the keyword */
  keywordPresent: number;
  /** the highest filler score among its use cases (0 without use cases) */
  filler: number;
  fillerUseCases: number;
  provenance: string;
  ms: number;
}

export interface EvalSummary {
  keywords: number;
  answeredWithUseCases: number;
  notKnown: number;
  failed: number;
  /** keywords with three use cases in three different sectors */
  threeDistinct: number;
  useCases: number;
  keywordPresent: number;
  fillerUseCases: number;
  /** share of use cases above FILLER_THRESHOLD */
  fillerShare: number;
  /** pairs of keywords with a use case alike, worst first: the eval fails when there is one */
  nearDuplicates: NearDuplicate[];
}

/** Two keywords whose answers tell the same story, each keyword masked. */
export interface NearDuplicate {
  a: string;
  b: string;
  /** use cases of a and of b that have a near-duplicate in the other's answer */
  alikeA: number;
  alikeB: number;
  useCasesA: number;
  useCasesB: number;
  /** the largest share of one use case's four-word phrases found in a single use case of the other */
  overlap: number;
}

/**
 * Two keywords' answers are near-duplicates when one of their use cases shares at least this share
 * of its four-word phrases, each keyword masked, with a use case of the other: the same story with
 * another word in it. Two different topics share only stock phrases (under 0.2 in our runs).
 */
const NEAR_DUPLICATE_THRESHOLD = 0.5;

const straight = (text: string) => text.replace(/[’‘]/g, "'");
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const MASK = '\u0000k';
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Endings cut from a keyword's word so its other forms are masked too ("negotiation" → negotiat-ing, -or). */
const ENDINGS = /(?:ations?|ions?|ings?|ers?|ors?|ies|es|s|ed|al|ity|ive|ment|ness|y|e)$/;
/** Words of a keyword too common to mask on their own. */
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'of', 'a', 'an', 'in', 'on', 'to', 'law', 'how']);

/** The stems of a keyword's words: each word of four letters or more, cut before a usual ending. */
function keywordStems(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4 && !STOP_WORDS.has(w))
    .map((w) => {
      const stem = w.replace(ENDINGS, '');
      return stem.length >= 4 ? stem : w;
    });
}

/**
 * The words of a use case with every mention of the keyword replaced by one mask word: the keyword
 * in every form, and each of its words with any ending ("public speaking" masks "speakers" too).
 */
export function maskedWords(text: string, keyword: string): string[] {
  const forms = keywordForms(keyword).flatMap((form) => [form, form.replace(/-/g, ' ')]);
  let masked = text;
  for (const form of new Set(forms)) {
    const words = form.split(/[\s-]+/).filter(Boolean).map(escapeRegex);
    if (words.length === 0) continue;
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s-]+')}(?:s|es)?(?![\\p{L}\\p{N}])`, 'giu'), ` ${MASK} `);
  }
  for (const stem of new Set(keywordStems(keyword))) {
    masked = masked.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(stem)}[\\p{L}]*`, 'giu'), ` ${MASK} `);
  }
  return (masked.toLowerCase().match(new RegExp(`${WORD.source}|\u0000k`, 'gu')) ?? []).map((w) => w.replace(/’/g, "'"));
}

export function ngrams(words: string[], n = FILLER_NGRAM): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) grams.add(words.slice(i, i + n).join(' '));
  return grams;
}

/** The sector a use case names in its title ("Energy: forecasting wind" → "energy"). */
export function sectorOf(item: string): string | null {
  const { title } = splitHeadline(item);
  if (!title) return null;
  const colon = title.indexOf(':');
  return (colon > 0 ? title.slice(0, colon) : title).trim().toLowerCase();
}

const shareIn = (own: Set<string>, other: Set<string>) => (own.size === 0 ? 0 : [...own].filter((g) => other.has(g)).length / own.size);

/**
 * Every pair of keywords with a use case that is a near-duplicate of one of the other's, keyword
 * masked in each: the same story told for two keywords fits neither. Keywords are expected to be
 * different topics; two names of one topic (a plural, an abbreviation) belong on one line.
 */
export function findNearDuplicates(keywords: string[], grams: Set<string>[][]): NearDuplicate[] {
  const pairs: NearDuplicate[] = [];
  for (let i = 0; i < grams.length; i++) {
    for (let j = i + 1; j < grams.length; j++) {
      const [a, b] = [grams[i]!, grams[j]!];
      if (a.length === 0 || b.length === 0) continue;
      const best = (own: Set<string>, others: Set<string>[]) => Math.max(0, ...others.map((other) => shareIn(own, other)));
      const scoresA = a.map((set) => best(set, b));
      const scoresB = b.map((set) => best(set, a));
      const overlap = Math.max(...scoresA, ...scoresB);
      if (overlap < NEAR_DUPLICATE_THRESHOLD) continue;
      pairs.push({
        a: keywords[i]!,
        b: keywords[j]!,
        alikeA: scoresA.filter((s) => s >= NEAR_DUPLICATE_THRESHOLD).length,
        alikeB: scoresB.filter((s) => s >= NEAR_DUPLICATE_THRESHOLD).length,
        useCasesA: a.length,
        useCasesB: b.length,
        overlap,
      });
    }
  }
  return pairs.sort((x, y) => y.overlap - x.overlap || x.a.localeCompare(y.a));
}

/** Scores every answer: filler is measured against the use cases of all other keywords. */
export function scoreAnswers(answers: EvalAnswer[]): { rows: EvalRow[]; summary: EvalSummary } {
  const items = answers.map((a) => (a.result ? (splitUseCases(a.result) ?? []) : []));
  const grams = answers.map((a, i) => items[i]!.map((item) => ngrams(maskedWords(item, a.keyword))));

  const rows = answers.map((answer, i): EvalRow => {
    const own = items[i]!;
    const others = new Set<string>();
    grams.forEach((list, j) => {
      if (j !== i) for (const set of list) for (const g of set) others.add(g);
    });
    const scores = grams[i]!.map((set) => shareIn(set, others));
    const sectors = own.map(sectorOf);
    // a typographic apostrophe ("Pythagoras’ theorem") is the same word as a typed one
    const mentions = keywordMatcher(straight(answer.keyword));
    return {
      keyword: answer.keyword,
      kind: answer.error ? 'failed' : own.length > 0 ? 'use cases' : 'not known',
      useCases: own.length,
      distinctSectors: own.length === USECASES_PER_REQUEST && sectors.every(Boolean) && new Set(sectors).size === USECASES_PER_REQUEST,
      keywordPresent: own.filter((item) => mentions(straight(item))).length,
      filler: Math.max(0, ...scores),
      fillerUseCases: scores.filter((s) => s >= FILLER_THRESHOLD).length,
      provenance: [...new Set(answer.provenance)].join(' | ') || '(none)',
      ms: answer.ms,
    };
  });

  const useCases = rows.reduce((n, r) => n + r.useCases, 0);
  const fillerUseCases = rows.reduce((n, r) => n + r.fillerUseCases, 0);
  return {
    rows,
    summary: {
      keywords: rows.length,
      answeredWithUseCases: rows.filter((r) => r.kind === 'use cases').length,
      notKnown: rows.filter((r) => r.kind === 'not known').length,
      failed: rows.filter((r) => r.kind === 'failed').length,
      threeDistinct: rows.filter((r) => r.distinctSectors).length,
      useCases,
      keywordPresent: rows.reduce((n, r) => n + r.keywordPresent, 0),
      fillerUseCases,
      fillerShare: useCases === 0 ? 0 : fillerUseCases / useCases,
      nearDuplicates: findNearDuplicates(
        answers.map((a) => a.keyword),
        grams,
      ),
    },
  };
}

/** The keywords of a keyword file: one a line, blank lines and # comments skipped. */
export function readKeywordFile(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(Boolean);
}

const pad = (text: string, width: number) => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));
const percent = (x: number) => `${Math.round(x * 100)}%`;

const duplicatedKeywords = (pairs: NearDuplicate[]) => new Set(pairs.flatMap((d) => [d.a, d.b])).size;

/** The table printed per keyword, then the overall figures. */
export function formatReport(provider: string, { rows, summary }: { rows: EvalRow[]; summary: EvalSummary }): string {
  const lines = [
    `Use-case evaluation · writer: ${provider} · filler: ${FILLER_NGRAM}-word phrases shared with other keywords' answers, threshold ${FILLER_THRESHOLD}`,
    '',
    `${pad('keyword', 26)} ${pad('answer', 10)} ${pad('n', 2)} ${pad('3 sectors', 9)} ${pad('keyword', 7)} ${pad('filler', 6)} ${pad('time', 7)} provenance`,
  ];
  for (const r of rows) {
    const filler = r.useCases === 0 ? '–' : `${r.filler.toFixed(2)}${r.fillerUseCases > 0 ? '!' : ''}`;
    lines.push(
      `${pad(r.keyword, 26)} ${pad(r.kind, 10)} ${pad(String(r.useCases), 2)} ${pad(r.useCases ? (r.distinctSectors ? 'yes' : 'NO') : '–', 9)} ${pad(r.useCases ? `${r.keywordPresent}/${r.useCases}` : '–', 7)} ${pad(filler, 6)} ${pad(`${r.ms} ms`, 7)} ${r.provenance}`,
    );
  }
  const s = summary;
  lines.push(
    '',
    `keywords: ${s.keywords} · answered with use cases: ${s.answeredWithUseCases} · "not known yet": ${s.notKnown} · failed: ${s.failed}`,
    `three use cases in three distinct sectors: ${s.threeDistinct}/${s.answeredWithUseCases} answers`,
    `keyword present: ${s.keywordPresent}/${s.useCases} use cases`,
    `filler (≥ ${FILLER_THRESHOLD}): ${s.fillerUseCases}/${s.useCases} use cases (${percent(s.fillerShare)}), in ${rows.filter((r) => r.fillerUseCases > 0).length} answers`,
    `near-duplicate keyword pairs (a use case sharing ≥ ${NEAR_DUPLICATE_THRESHOLD} of its ${FILLER_NGRAM}-word phrases with one of another keyword, keywords masked): ${s.nearDuplicates.length}, among ${duplicatedKeywords(s.nearDuplicates)} keywords`,
  );
  for (const d of s.nearDuplicates) {
    lines.push(`  ${d.overlap.toFixed(2)}  ${d.a} (${d.alikeA}/${d.useCasesA} use cases alike) ~ ${d.b} (${d.alikeB}/${d.useCasesB})`);
  }
  lines.push(s.nearDuplicates.length > 0 ? 'FAIL: the same use cases are written for different keywords.' : 'OK: no two keywords share a use case.');
  return lines.join('\n');
}

/** Every answer in full, for a person to read and score. */
export function formatAnswers(provider: string, answers: EvalAnswer[], rows: EvalRow[]): string {
  const parts = [`# Use cases written by ${provider}\n`];
  answers.forEach((a, i) => {
    const row = rows[i]!;
    parts.push(`## ${a.keyword}\n`);
    parts.push(`_${row.kind} · provenance: ${row.provenance} · filler ${row.filler.toFixed(2)} · ${a.ms} ms_\n`);
    if (a.error) parts.push(`Failed: ${a.error}\n`);
    if (a.notKnown) parts.push(`${a.notKnown}\n`);
    if (a.result) parts.push(`${a.result}\n`);
  });
  return parts.join('\n');
}
