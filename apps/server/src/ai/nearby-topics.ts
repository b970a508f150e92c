import WordPOS from 'wordpos';
import type { Family } from './library/library-types';

/*
 * Which topics of the offline library are near a keyword it does not know, by meaning rather than
 * spelling, without a model: the keyword's own words, and what WordNet (a lexical database shipped
 * as an npm package) says about it — its synonyms, its definition, the broader terms it is a kind
 * of and the field it belongs to — are weighed against each topic's title, terms and "about" words.
 * "origami" is "the Japanese art of folding paper", a kind of "art": near the arts topics.
 */

/** Words that say nothing about a subject, in glosses or topic names. */
const STOP = new Set(
  `a an and are as at be by for from has have in into is it its of on or that the their this to was were will with where which who
  whose what when how than then there these those such some any each other its one two many more most much very can may might
  used use using uses usually especially often something someone thing things kind sort type form part way act state process
  group person people make makes made e g etc also not no all about over under between within without like e.g
  system body power set number unit field matter time place point line level work working theory them they him her`.split(/\s+/),
);

/** A word as it is compared: lower-case, a plain plural made singular. */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/[’']s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(?:ch|sh|x|ss|o)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The meaningful words of a text, stemmed. */
function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [])
    .flatMap((w) => w.split('-'))
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map(stem);
}

/**
 * The forms to look a word up by, the word itself first: WordNet lists nouns in the singular, and
 * the package reads no list of irregular plurals ("mitochondria" is under "mitochondrion").
 */
function singulars(word: string): string[] {
  const w = word.toLowerCase();
  const forms = [w, stem(w)];
  if (w.endsWith('s')) forms.push(w.slice(0, -1));
  if (w.endsWith('ae')) forms.push(w.slice(0, -1));
  if (w.endsWith('a')) forms.push(`${w.slice(0, -1)}on`, `${w.slice(0, -1)}um`);
  if (w.endsWith('i')) forms.push(`${w.slice(0, -1)}us`);
  return [...new Set(forms)];
}

/** What a lexicon knows about a word: related words, each with how close it is (higher is closer). */
export interface Lexicon {
  related(keyword: string): Promise<Map<string, number>>;
}

interface Synset {
  synonyms: string[];
  def: string;
  ptrs: { pointerSymbol: string; synsetOffset: string; pos: string }[];
}

/** Noun senses read of a word: the commonest few are what a learner means. */
const SENSES = 3;

/** WordNet: synonyms and the broader terms weigh most, the words of definitions least. */
export function createWordNetLexicon(): Lexicon {
  // reads its files on demand: no start-up cost, and a server that never needs it never opens them
  let wordpos: WordPOS | undefined;
  const open = () => (wordpos ??= new WordPOS());

  return {
    async related(keyword) {
      const found = new Map<string, number>();
      const addWords = (text: string, weight: number) => {
        for (const w of wordsOf(text.replace(/_/g, ' '))) found.set(w, Math.max(found.get(w) ?? 0, weight));
      };
      const lookup = async (word: string): Promise<Synset[]> => {
        for (const form of singulars(word)) {
          const senses = (await open().lookupNoun(form)) as Synset[];
          if (senses.length > 0) return senses;
        }
        return [];
      };
      const seek = (offset: string) => open().seek(offset, 'n') as Promise<Synset>;

      const phrase = keyword.replace(/^(?:the|a|an)\s+/i, '');
      let senses = await lookup(phrase);
      // "Keynesian economics": what WordNet knows of its words
      if (senses.length === 0) senses = (await Promise.all(phrase.split(/\s+/).filter((w) => !STOP.has(w.toLowerCase())).map(lookup))).flat();
      for (const [rank, sense] of senses.slice(0, SENSES).entries()) {
        // the commonest sense first: "energy" is physics before it is vigour
        const add = (text: string, weight: number) => addWords(text, weight / (rank + 1));
        sense.synonyms.forEach((s) => add(s, 2));
        add(sense.def, 1);
        // @ is "a kind of", @i "an instance of", ;c "in the field of"
        const broader = sense.ptrs.filter((p) => p.pos === 'n' && ['@', '@i', ';c'].includes(p.pointerSymbol)).slice(0, 3);
        for (const parent of await Promise.all(broader.map((p) => seek(p.synsetOffset)))) {
          parent.synonyms.forEach((s) => add(s, 2));
          add(parent.def, 0.5);
          const grand = parent.ptrs.find((p) => p.pos === 'n' && (p.pointerSymbol === '@' || p.pointerSymbol === ';c'));
          if (grand) (await seek(grand.synsetOffset)).synonyms.forEach((s) => add(s, 1));
        }
      }
      return found;
    },
  };
}

/** How strongly a topic's own words stand for it. */
const TOPIC_WEIGHTS = { term: 3, title: 2, about: 2, subject: 1 } as const;
/** The keyword's own words count most: they are what the learner typed. */
const KEYWORD_WEIGHT = 4;
/** The least score worth showing: one good shared word (a title word and a synonym), not a shared word of two glosses. */
const MIN_SCORE = 4;
/** Topics far behind the nearest one share a stray word with the keyword, not its meaning. */
const SHARE_OF_BEST = 0.4;

export interface NearbyFinder {
  /** The library topics nearest the keyword, nearest first; only topics for children when forKids. */
  near(keyword: string, options: { forKids: boolean; limit: number }): Promise<Family[]>;
}

export function createNearbyFinder(library: readonly Family[], lexicon: Lexicon): NearbyFinder {
  const topics = library.map((family) => {
    const words = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const w of wordsOf(text)) words.set(w, Math.max(words.get(w) ?? 0, weight));
    };
    for (const term of family.terms) add(typeof term === 'string' ? term : term[0], TOPIC_WEIGHTS.term);
    add(family.title, TOPIC_WEIGHTS.title);
    family.about?.forEach((a) => add(a, TOPIC_WEIGHTS.about));
    add(family.subject, TOPIC_WEIGHTS.subject);
    return { family, words };
  });
  // a word most topics share ("energy", "money") tells little about which one is near
  const documents = new Map<string, number>();
  for (const { words } of topics) for (const w of words.keys()) documents.set(w, (documents.get(w) ?? 0) + 1);
  const rarity = (w: string) => Math.log(1 + topics.length / (documents.get(w) ?? topics.length));

  return {
    async near(keyword, { forKids, limit }) {
      const query = await lexicon.related(keyword).catch(() => new Map<string, number>());
      for (const w of wordsOf(keyword)) query.set(w, KEYWORD_WEIGHT);
      return topics
        .filter(({ family }) => !forKids || family.forKids)
        .map(({ family, words }) => {
          let score = 0;
          for (const [w, weight] of query) {
            const own = words.get(w);
            if (own) score += weight * own * rarity(w);
          }
          return { family, score };
        })
        .filter((t) => t.score >= MIN_SCORE)
        .sort((a, b) => b.score - a.score)
        .filter((t, _, [best]) => t.score >= best!.score * SHARE_OF_BEST)
        .slice(0, limit)
        .map((t) => t.family);
    },
  };
}
