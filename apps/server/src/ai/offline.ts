import { USECASES_PER_REQUEST } from '@curio/core/limits';
import type { NotKnownAnswer } from '@curio/core/usecase-generation';
import { keywordForms, keywordMatcher } from './keyword-match';
import { LIBRARY } from './library/library';
import { ACRONYMS, CATEGORY_SECTORS, type Family, type Scenario, SECTORS, type Sector } from './library/library-types';
import { createNearbyFinder, createWordNetLexicon, type NearbyFinder } from './nearby-topics';
import type { CatalogueMention, LastQuizContext, UseCaseProvider, UseCaseRequest, WrittenAnswer, WrittenUseCase } from './provider';

/*
 * The built-in writer: no network, no model. For a keyword its library knows, it writes three use
 * cases in different sectors from what it has — our catalogue's flashcards that mention the
 * keyword, the learner's last quiz, and the library's scenarios for the topic — and always the same
 * three for the same keyword and content. For any other keyword it writes no use case: a template
 * with the word dropped in would read as one and be filler. It says so, and shows what it knows
 * nearby: catalogue items that mention the keyword and library topics close to it in meaning.
 */

/** Catalogue flashcards among the three use cases: the rest come from other sectors of the library. */
const MAX_CATALOGUE_ITEMS = 2;
/**
 * The least relevance (see findCatalogueMentions) for a flashcard to carry a use case, or for a
 * question to be quoted beside a scenario: it must be in the concept or the question, or in two
 * lesser places ("capital" in "venture capital" is not a card about capitals). For a keyword the
 * library does not know, one mention is still worth showing as related.
 */
const MIN_RELEVANCE_KNOWN = 5;
const MIN_RELEVANCE_OTHER = 2;
/** A second flashcard, from another category, must match nearly as well as the first. */
const SECOND_CARD_SHARE = 0.75;

interface Item {
  /** a library sector, or category:<name> for a catalogue category without one */
  sector: string;
  title: string;
  lines: string[];
  /** course and topic of the catalogue content it is built on, for matching quiz questions to it */
  course?: string;
  topic?: string;
  topicKey?: string;
}

/** Catalogue items and nearby topics shown with an answer that does not know the keyword. */
const NOT_KNOWN_MENTIONS = 4;
const NOT_KNOWN_NEARBY = 3;

/** FNV-1a: a stable number from a string, so the same topic always picks the same scenarios. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Longest flashcard section quoted: a use case is a paragraph, whatever an upload holds. */
const SECTION_MAX = 400;

/** A text as a full sentence: trimmed, cut at a word if very long, ending in a stop. */
function sentence(text: string): string {
  let t = text.trim().replace(/\s+/g, ' ');
  if (t.length > SECTION_MAX) t = `${t.slice(0, SECTION_MAX).replace(/\s+\S*$/, '')}…`;
  return /[.!?…]["”’)]?$/.test(t) ? t : `${t}.`;
}

/** How a library term reads inside a sentence: known abbreviations in capitals, the rest as the library writes it. */
const displayTerm = (term: string) =>
  term
    .split(' ')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word)
    .join(' ');

const lookupKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s*&\s*/g, ' and ')
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/[.!?]+$/, '')
    .trim();

/** The library topic whose term the keyword is (a plural or a leading "the" allowed), and the keyword's phrase in it. */
function findFamily(keyword: string): { family: Family; phrase: string } | null {
  const forms = new Set(keywordForms(lookupKey(keyword)).map(lookupKey));
  for (const family of LIBRARY) {
    for (const term of family.terms) {
      const [name, phrase] = typeof term === 'string' ? [term, undefined] : term;
      if (forms.has(lookupKey(name))) return { family, phrase: phrase ?? displayTerm(name) };
    }
  }
  return null;
}

/** The term a nearby topic is generated for: its first, as the library writes it. */
const topicKeyword = (family: Family) => {
  const first = family.terms[0]!;
  return displayTerm(typeof first === 'string' ? first : first[0]);
};

const fill = (template: string, phrase: string) => template.replaceAll('{k}', phrase);

const topicKey = (m: { course: string; topic: string }) => `${m.course}\u0000${m.topic}`;

const sectorOf = (category: string): string => CATEGORY_SECTORS[category] ?? `category:${category}`;
const sectorLabel = (sector: string): string =>
  sector in SECTORS ? SECTORS[sector as Sector] : capitalize(sector.replace(/^category:/, '').replace(/&/g, ' and '));

function cardItem(card: CatalogueMention, appName: string): Item {
  const lines = card.example ? [sentence(card.example), `The idea behind it: ${sentence(card.text)}`] : [sentence(card.text)];
  if (card.protip) lines.push(`Try it yourself: ${sentence(card.protip)}`);
  else if (card.summary?.length) lines.push(`Remember: ${sentence(card.summary.join('; '))}`);
  lines.push(`Explore it further in ${appName}: ${card.course} › ${card.topic}.`);
  const sector = sectorOf(card.category);
  return { sector, title: `${sectorLabel(sector)}: ${card.topic}`, lines, course: card.course, topic: card.topic, topicKey: topicKey(card) };
}

function scenarioItem(scenario: Scenario, phrase: string): Item {
  return { sector: scenario.sector, title: `${SECTORS[scenario.sector]}: ${fill(scenario.title, phrase)}`, lines: [fill(scenario.body, phrase)] };
}

const questionLine = (q: CatalogueMention, appName: string, sameCourse: boolean) =>
  `${sameCourse ? 'Test yourself:' : `It comes up in ${appName} too:`} the ${q.course} quiz (${q.topic}) asks “${q.text}” Answer: ${sentence(q.answer ?? '')}`;

const lastQuizLine = (quiz: LastQuizContext) => `This links to your last quiz (${quiz.course} › ${quiz.topic}), which asked: “${sentence(quiz.questions[0]!)}”`;

/** The answer for a keyword the library does not know: what the catalogue and the library have near it. */
async function notKnownAnswer({ keyword, mentions, lastQuiz, learnerIsChild }: UseCaseRequest, nearby: NearbyFinder): Promise<NotKnownAnswer> {
  const seen = new Set<string>();
  const related: NotKnownAnswer['mentions'] = [];
  const relate = (m: { category: string; course: string; topic: string; text: string }) => {
    if (seen.has(topicKey(m)) || related.length >= NOT_KNOWN_MENTIONS) return;
    seen.add(topicKey(m));
    related.push({ category: m.category, course: m.course, topic: m.topic, text: m.text });
  };
  // the last quiz first: the learner has just been thinking about it
  if (lastQuiz) relate({ ...lastQuiz, text: lastQuiz.questions[0]! });
  // the words of a card that mention the keyword: its example, when its concept does not
  const mentionsKeyword = keywordMatcher(keyword);
  const quote = (m: CatalogueMention) => [m.text, m.example, m.answer && `${m.text} ${m.answer}`].find((t) => t && mentionsKeyword(t)) ?? m.text;
  for (const m of [...mentions].sort((a, b) => b.relevance - a.relevance)) if (m.relevance >= MIN_RELEVANCE_OTHER) relate({ ...m, text: quote(m) });
  const near = await nearby.near(keyword, { forKids: learnerIsChild, limit: NOT_KNOWN_NEARBY });
  return { mentions: related, nearby: near.map((family) => ({ title: family.title, subject: family.subject, keyword: topicKeyword(family) })) };
}

/**
 * The three use cases for a keyword the library knows, as each use case's text and provenance; null
 * when it does not know it (or, for a child, knows it only in words written for grown-ups).
 */
export function composeUseCases({ keyword, mentions, lastQuiz, learnerIsChild }: UseCaseRequest, appName: string): WrittenUseCase[] | null {
  const found = findFamily(keyword);
  if (!found || (learnerIsChild && !found.family.forKids)) return null;
  const { family, phrase } = found;
  // by topic, not by keyword: every name of a topic gets the same use cases
  const seed = hash(family.id);
  const cards = mentions.filter((m) => m.kind === 'flashcard' && m.relevance >= MIN_RELEVANCE_KNOWN);
  const questions = mentions.filter((m) => m.kind === 'question');

  const items: Item[] = [];
  const usedSectors = new Set<string>();
  const add = (item: Item) => {
    items.push(item);
    usedSectors.add(item.sector);
  };

  // the last quiz first: the learner has just been thinking about it
  if (lastQuiz) {
    const card = cards.find((c) => topicKey(c) === topicKey(lastQuiz)) ?? cards.find((c) => c.course === lastQuiz.course);
    if (card) {
      const item = cardItem(card, appName);
      item.lines.splice(-1, 0, lastQuizLine(lastQuiz));
      add(item);
    }
  }

  const best = cards[0]?.relevance ?? 0;
  for (const card of cards) {
    if (items.length >= MAX_CATALOGUE_ITEMS) break;
    if (usedSectors.has(sectorOf(card.category)) || (items.length > 0 && card.relevance < best * SECOND_CARD_SHARE)) continue;
    add(cardItem(card, appName));
  }

  // the topic's scenarios fill the rest, each from a sector not used yet
  for (const scenario of rotate(family.scenarios, seed)) {
    if (items.length >= USECASES_PER_REQUEST) break;
    if (usedSectors.has(scenario.sector)) continue;
    add(scenarioItem(scenario, phrase));
  }

  if (lastQuiz && !items.some((item) => item.lines.includes(lastQuizLine(lastQuiz)))) {
    // no flashcard of that quiz mentions the keyword: the quiz still frames the first use case
    items[0]!.lines.push(lastQuizLine(lastQuiz));
  }

  // each catalogue use case quotes a quiz question of its topic (or course) the learner has not just answered
  const asked = new Set(lastQuiz?.questions.map((q) => q.trim()));
  const fresh = questions.filter((q) => !asked.has(q.text));
  let quoted = 0;
  for (const item of items.filter((i) => i.topicKey)) {
    const q = fresh.find((m) => topicKey(m) === item.topicKey) ?? fresh.find((m) => m.course === item.course);
    if (!q) continue;
    item.lines.push(questionLine(q, appName, true));
    quoted += 1;
  }
  // without one, a question that clearly mentions the keyword still shows where the catalogue covers it
  const stray = fresh.find((q) => q.relevance >= MIN_RELEVANCE_KNOWN);
  const firstScenario = items.find((item) => !item.topicKey);
  if (quoted === 0 && stray && firstScenario) firstScenario.lines.push(questionLine(stray, appName, false));

  return items.map((item) => ({
    text: `${item.title}\n${item.lines.join(' ')}`,
    provenance: item.course && item.topic ? { kind: 'course', course: item.course, topic: item.topic } : { kind: 'library' },
  }));
}

function rotate<T>(list: readonly T[], seed: number): T[] {
  const start = list.length === 0 ? 0 : seed % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

export function createOfflineProvider(options: { appName: string; nearby?: NearbyFinder }): UseCaseProvider {
  const nearby = options.nearby ?? createNearbyFinder(LIBRARY, createWordNetLexicon());
  return {
    name: 'offline',
    kind: 'offline',
    async generate(request): Promise<WrittenAnswer> {
      const useCases = composeUseCases(request, options.appName);
      return useCases ? { useCases, notKnown: null } : { useCases: [], notKnown: await notKnownAnswer(request, nearby) };
    },
    async polish(text) {
      return { text, polished: false };
    },
    // cards are then made from the use cases as written (useCaseCard): nothing here would be better
    async flashcards() {
      return null;
    },
  };
}
