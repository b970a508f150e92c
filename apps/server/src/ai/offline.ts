import { USECASES_PER_REQUEST } from '@curio/core/limits';
import { joinUseCases } from '@curio/core/usecase-text';
import { keywordForms } from './keyword-match';
import { ACRONYMS, CATEGORY_SECTORS, FAMILIES, GENERAL_SCENARIOS, KIDS_SCENARIOS, type Scenario, SECTORS, type Sector } from './offline-library';
import type { CatalogueMention, LastQuizContext, UseCaseProvider, UseCaseRequest } from './provider';

/*
 * The built-in generator: no network, no model. It writes three use cases in different sectors
 * from what it has — our catalogue's flashcards and questions that mention the keyword, the
 * learner's last quiz, and the scenario library — and always the same three for the same
 * keyword and content.
 */

/** Catalogue flashcards among the three use cases: the rest come from other sectors of the library. */
const MAX_CATALOGUE_ITEMS = 2;
/**
 * The least relevance (see findCatalogueMentions) for a flashcard to carry a use case, or for a
 * question to be quoted beside a scenario: for a keyword the library knows, it must be in the
 * concept or the question, or in two lesser places ("capital" in "venture capital" is not a card
 * about capitals); for any other keyword, one mention is grounding worth showing.
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
  topicKey?: string;
}

/** FNV-1a: a stable number from a string, so the same keyword always picks the same scenarios. */
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

/** How a keyword reads inside a sentence: known abbreviations in capitals, shouting toned down. */
function displayKeyword(keyword: string): string {
  return keyword
    .split(' ')
    .map((word) => {
      const known = ACRONYMS[word.toLowerCase()];
      if (known) return known;
      // "PHOTOSYNTHESIS" reads as shouting inside a sentence; short all-capital words are abbreviations
      return word.length > 4 && word === word.toUpperCase() && /\p{Lu}/u.test(word) ? word.toLowerCase() : word;
    })
    .join(' ');
}

const lookupKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s*&\s*/g, ' and ')
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/[.!?]+$/, '')
    .trim();

/** The library family whose term the keyword is (a plural or a leading "the" allowed), and the keyword's phrase in it. */
function findFamily(keyword: string): { scenarios: Scenario[]; phrase: string } | null {
  const forms = new Set(keywordForms(lookupKey(keyword)).map(lookupKey));
  for (const family of FAMILIES) {
    for (const term of family.terms) {
      const [name, phrase] = typeof term === 'string' ? [term, undefined] : term;
      if (forms.has(lookupKey(name))) return { scenarios: family.scenarios, phrase: phrase ?? displayKeyword(name) };
    }
  }
  return null;
}

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
  return { sector, title: `${sectorLabel(sector)}: ${card.topic}`, lines, course: card.course, topicKey: topicKey(card) };
}

function scenarioItem(scenario: Scenario, phrase: string): Item {
  return { sector: scenario.sector, title: `${SECTORS[scenario.sector]}: ${fill(scenario.title, phrase)}`, lines: [fill(scenario.body, phrase)] };
}

const questionLine = (q: CatalogueMention, appName: string, sameCourse: boolean) =>
  `${sameCourse ? 'Test yourself:' : `It comes up in ${appName} too:`} the ${q.course} quiz (${q.topic}) asks “${q.text}” Answer: ${sentence(q.answer ?? '')}`;

const lastQuizLine = (quiz: LastQuizContext) => `This links to your last quiz (${quiz.course} › ${quiz.topic}), which asked: “${sentence(quiz.questions[0]!)}”`;

/** The three use cases for a request, as 'Use Case N:' text. */
export function composeUseCases({ keyword, mentions, lastQuiz, learnerIsChild }: UseCaseRequest, appName: string): string {
  const family = findFamily(keyword);
  const phrase = family?.phrase ?? displayKeyword(keyword);
  const seed = hash(lookupKey(keyword));
  const minRelevance = family ? MIN_RELEVANCE_KNOWN : MIN_RELEVANCE_OTHER;
  const cards = mentions.filter((m) => m.kind === 'flashcard' && m.relevance >= minRelevance);
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

  // the library fills the rest, each from a sector not used yet, starting where the keyword points;
  // a family's scenarios are written for grown-ups, so a child gets only the children's ones
  const forKids = learnerIsChild || (!family && mentions[0]?.forKids === true);
  const general = forKids ? KIDS_SCENARIOS : GENERAL_SCENARIOS;
  const pointed = family && !learnerIsChild ? family.scenarios : [];
  const candidates = [...rotate(pointed, seed), ...rotate(general, seed)];
  for (const scenario of candidates) {
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
  const stray = fresh.find((q) => q.relevance >= minRelevance);
  const firstScenario = items.find((item) => !item.topicKey);
  if (quoted === 0 && stray && firstScenario) firstScenario.lines.push(questionLine(stray, appName, false));

  return joinUseCases(items.map((item) => `${item.title}\n${item.lines.join(' ')}`));
}

function rotate<T>(list: readonly T[], seed: number): T[] {
  const start = list.length === 0 ? 0 : seed % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

export function createOfflineProvider(options: { appName: string }): UseCaseProvider {
  return {
    name: 'offline',
    kind: 'offline',
    async generate(request) {
      return composeUseCases(request, options.appName);
    },
    async polish(text) {
      return { text, polished: false };
    },
  };
}
