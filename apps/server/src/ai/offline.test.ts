import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { USECASES_PER_REQUEST } from '@curio/core/limits';
import { splitUseCases } from '@curio/core/usecase-text';
import { joinUseCases } from '@curio/core/usecase-text';
import { composeUseCases as compose, createOfflineProvider } from './offline';
import { LIBRARY } from './library/library';
import { SECTORS } from './library/library-types';
import type { NearbyFinder } from './nearby-topics';
import type { CatalogueMention, UseCaseRequest } from './provider';
import { findNearDuplicates, maskedWords, ngrams, readKeywordFile } from '../eval/usecase-eval';

const APP = 'Curio';

/** The use cases as the route sends them: 'Use Case N:' text; the keyword must be one the library knows. */
function composeUseCases(request: UseCaseRequest, appName: string): string {
  const written = compose(request, appName);
  expect(written, request.keyword).not.toBeNull();
  return joinUseCases(written!.map((u) => u.text));
}
const request = (keyword: string, more: Partial<UseCaseRequest> = {}): UseCaseRequest => ({ keyword, mentions: [], lastQuiz: null, learnerIsChild: false, ...more });

const card = (overrides: Partial<CatalogueMention> = {}): CatalogueMention => ({
  kind: 'flashcard',
  relevance: 12,
  category: 'finance',
  forKids: false,
  course: 'Personal Finance',
  module: 'Budgeting and Saving',
  topic: 'Building a Budget',
  text: 'A zero-based budget gives every unit of income a job',
  example: 'Income $2,800: rent $1,100, food $400, savings $450 → $0 left unassigned',
  protip: 'Give irregular costs a monthly line',
  summary: ['Every dollar has a job'],
  ...overrides,
});

const question = (overrides: Partial<CatalogueMention> = {}): CatalogueMention => ({
  kind: 'question',
  relevance: 12,
  category: 'finance',
  forKids: false,
  course: 'Personal Finance',
  module: 'Budgeting and Saving',
  topic: 'Building a Budget',
  text: 'Why track your spending for a month before setting a budget?',
  answer: 'To see where your money actually goes',
  ...overrides,
});

const sectorLabels = new Set(Object.values(SECTORS) as string[]);

/** The three use cases of a result, each checked to be a headed, finished paragraph. */
function readResult(text: string) {
  const items = splitUseCases(text);
  expect(items, text).not.toBeNull();
  expect(items).toHaveLength(USECASES_PER_REQUEST);
  return items!.map((item) => {
    const [title, ...rest] = item.split('\n');
    const body = rest.join(' ');
    const sector = title!.split(':')[0]!;
    expect(title, item).toMatch(/^[^:]+: \S/);
    expect(body.split(/\s+/).length, item).toBeGreaterThanOrEqual(30);
    expect(body, item).toMatch(/[.!?…”]$/);
    expect(item, item).not.toMatch(/\{[kK]\}|undefined|null|\s{2,}\S/);
    return { title: title!, body, sector };
  });
}

// keywords the library knows, plain and awkward; with how each reads in a sentence when that differs
const KEYWORDS: (string | [string, string])[] = [
  'AI', 'machine learning', ['Chatbot', 'chatbots'], 'computer vision', 'cybersecurity', ['IoT', 'the Internet of Things'], 'cloud computing',
  'blockchain', 'cryptocurrency', 'robots', 'drones', '3D printing', ['budget', 'budgeting'], 'compound interest', 'inflation', 'diversification',
  'segmentation', 'online marketing', ['MVP', 'the minimum viable product approach'], 'renewable energy', 'sustainability', 'gravity', 'habitats', 'DNA',
  'photosynthesis', 'arithmetic', 'geometry', 'probability', 'health', 'geography', 'supply chain', 'negotiation', 'public speaking',
  'time management', 'friction', 'sleep', ['password', 'passwords'], 'recycling', ['percentage', 'percentages'], ['PHOTOSYNTHESIS', 'photosynthesis'], 'CRISPR', ['crispr', 'CRISPR'], ['volcano', 'volcanoes'], 'supply and demand', 'opportunity cost', 'algorithms',
  'vaccines', 'electricity', 'colour theory', ['the solar system', 'the solar system'], 'weather', 'poetry', 'music theory', 'primary sources', 'language learning',
];

/** The use cases of each keyword, keyword masked, as the evaluation compares them; none for a keyword the library does not know. */
const maskedUseCases = (keywords: string[]) => keywords.map((k) => (compose(request(k), APP) ?? []).map((u) => ngrams(maskedWords(u.text, k))));

/** A finder that knows only what the test says, so the answer does not depend on the lexicon. */
const nearbyOf = (...titles: string[]): NearbyFinder => ({
  near: async () => LIBRARY.filter((family) => titles.includes(family.title)),
});

describe('the offline generator', () => {
  test.each(KEYWORDS.map((k) => (typeof k === 'string' ? [k, k] : k)))('%j: three finished use cases in three different sectors, each naming it as %j', (keyword, phrase) => {
    const items = readResult(composeUseCases(request(keyword), APP));
    expect(new Set(items.map((i) => i.sector)).size).toBe(USECASES_PER_REQUEST);
    for (const item of items) {
      expect(sectorLabels.has(item.sector), item.title).toBe(true);
      expect(item.body, item.body).toContain(phrase);
    }
  });

  test('the same keyword and content always give the same text', () => {
    const withContent = request('budget', { mentions: [card(), question()] });
    expect(composeUseCases(withContent, APP)).toBe(composeUseCases(structuredClone(withContent), APP));
    expect(composeUseCases(request('volcanoes'), APP)).toBe(composeUseCases(request('  volcanoes '.trim()), APP));
  });

  test('negotiation and public speaking are not told the same story with the word swapped', () => {
    const keywords = ['negotiation', 'public speaking'];
    expect(findNearDuplicates(keywords, maskedUseCases(keywords))).toEqual([]);
  });

  test('no two keywords of the evaluation list share a use case: each gets its own, or the answer that it is not known yet', () => {
    const keywords = readKeywordFile(readFileSync(new URL('../eval/usecase-keywords.txt', import.meta.url), 'utf8'));
    expect(findNearDuplicates(keywords, maskedUseCases(keywords))).toEqual([]);
  });

  test('no two library topics share a scenario', () => {
    const firstTerms = LIBRARY.map((family) => {
      const first = family.terms[0]!;
      return typeof first === 'string' ? first : first[0];
    });
    expect(findNearDuplicates(firstTerms, maskedUseCases(firstTerms))).toEqual([]);
  });

  test('every name of a topic gets the same use cases: a name is not a way to pick other stories', () => {
    const texts = new Set(['AI', 'artificial intelligence', 'machine learning', 'ML'].map((k) => composeUseCases(request(k), APP).replace(/machine learning|artificial intelligence|\bAI\b|\bML\b/g, '…')));
    expect(texts.size).toBe(1);
  });

  test.each(['leadership', 'project management', 'teamwork', 'momentum', 'acceleration', 'nutrition', 'mental health', 'fractions', 'statistics', 'phishing', 'composting', 'climate change', 'evolution', 'bees', 'SEO', 'advertising', 'credit cards'])(
    '%j, a neighbour of a known topic, is not told that topic’s stories',
    (keyword) => {
      expect(compose(request(keyword), APP)).toBeNull();
    },
  );

  test('every term of every family reads as a whole sentence in every one of its scenarios', () => {
    for (const family of LIBRARY) {
      for (const term of family.terms) {
        const keyword = typeof term === 'string' ? term : term[0];
        const items = readResult(composeUseCases(request(keyword), APP));
        expect(new Set(items.map((i) => i.sector)).size, keyword).toBe(USECASES_PER_REQUEST);
      }
    }
  });

  test('abbreviations are written as such, and a known term as the library writes it', () => {
    expect(composeUseCases(request('ai'), APP)).toContain(' uses AI ');
    expect(composeUseCases(request('iot'), APP)).toContain('the Internet of Things');
    expect(composeUseCases(request('crispr'), APP)).toContain('CRISPR');
    expect(composeUseCases(request('PHOTOSYNTHESIS'), APP)).not.toContain('PHOTOSYNTHESIS');
    expect(composeUseCases(request('dna'), APP)).toContain('DNA');
  });

  test('every use case says where it came from: the library, or the course of the flashcard it is built on', () => {
    expect(compose(request('volcanoes'), APP)!.map((u) => u.provenance)).toEqual([{ kind: 'library' }, { kind: 'library' }, { kind: 'library' }]);
    expect(compose(request('budget', { mentions: [card()] }), APP)!.map((u) => u.provenance)).toEqual([
      { kind: 'course', course: 'Personal Finance', topic: 'Building a Budget' },
      { kind: 'library' },
      { kind: 'library' },
    ]);
  });

  test('every library topic has three scenarios in three sectors, its own terms, and a title and subject for nearby lists', () => {
    const terms = new Map<string, string>();
    for (const family of LIBRARY) {
      expect(new Set(family.scenarios.map((s) => s.sector)).size, family.id).toBeGreaterThanOrEqual(USECASES_PER_REQUEST);
      expect(family.title.trim(), family.id).not.toBe('');
      for (const term of family.terms) {
        const name = typeof term === 'string' ? term : term[0];
        expect(terms.get(name), `${name} is a term of ${terms.get(name)} and ${family.id}`).toBeUndefined();
        terms.set(name, family.id);
      }
      // every scenario names its topic, as the keyword typed reads in a sentence
      for (const scenario of family.scenarios) expect(scenario.body, family.id).toContain('{k}');
    }
  });

  test('a topic of the demo catalogue gets the library’s stories only when it is that library topic', () => {
    const libraryTopics = [
      'Animal Homes', 'Plants and Trees', 'Weather and Seasons', 'Gravity', 'Air and Parachutes', 'Bouncing and Stretching', 'Speed and Stopping',
      'Diversification and Costs', 'Segments and Personas', 'Funnels and Metrics', 'Building a Budget', 'How Interest Works', 'Validating Demand',
      'Funding and Runway', 'Countries and Capitals', 'Natural Wonders', 'Our Solar System', 'The Human Body',
    ];
    for (const topic of libraryTopics) expect(compose(request(topic), APP), topic).not.toBeNull();
    // a neighbour of a library topic: its own cards are listed with the answer that it is not known yet
    const neighbours = [
      'What Animals Eat', 'Risk and Return', 'Compounding and Time', 'Stocks, Bonds and Funds', 'Positioning and Messaging', 'Content and SEO',
      'Counting and Comparing', 'Adding and Taking Away', 'Shapes All Around', 'Measuring and Time', 'Saving and Emergency Funds', 'Credit and Debt',
      'Customer Problems', 'Unit Economics',
    ];
    for (const topic of neighbours) expect(compose(request(topic), APP), topic).toBeNull();
  });

  describe('grounded in the catalogue', () => {
    test('a flashcard that mentions the keyword becomes a use case naming its course and topic, with a question of that topic', () => {
      const items = readResult(composeUseCases(request('budget', { mentions: [card(), question()] }), APP));
      expect(items[0]!.title).toBe('Finance: Building a Budget');
      expect(items[0]!.body).toContain('Income $2,800');
      expect(items[0]!.body).toContain('The idea behind it: A zero-based budget gives every unit of income a job.');
      expect(items[0]!.body).toContain('Try it yourself: Give irregular costs a monthly line.');
      expect(items[0]!.body).toContain('Explore it further in Curio: Personal Finance › Building a Budget.');
      expect(items[0]!.body).toContain('Test yourself: the Personal Finance quiz (Building a Budget) asks “Why track your spending for a month before setting a budget?” Answer: To see where your money actually goes.');
      expect(items.slice(1).every((i) => !i.body.includes('Personal Finance'))).toBe(true);
    });

    test('a very long flashcard section is cut at a word, so a use case stays a paragraph', () => {
      const items = readResult(composeUseCases(request('budget', { mentions: [card({ example: `Income ${'and more '.repeat(2000)}` })] }), APP));
      expect(items[0]!.body.length).toBeLessThan(1500);
      expect(items[0]!.body).toMatch(/ (and|more)… The idea behind it/);
    });

    test('the product name comes from the configuration', () => {
      expect(composeUseCases(request('budget', { mentions: [card()] }), 'Lumen')).toContain('Explore it further in Lumen: Personal Finance › Building a Budget.');
    });

    test('at most two flashcards, from different categories, so the sectors stay varied', () => {
      const mentions = [
        card(),
        card({ text: 'A sinking fund spreads a known cost', topic: 'Sinking Funds', relevance: 11 }),
        card({ category: 'business', course: 'Startup Fundamentals', topic: 'Funding and Runway', text: 'A startup budget sets its runway', relevance: 10 }),
        card({ category: 'kids', forKids: true, course: 'Numbers & Shapes', topic: 'Money', text: 'A budget for pocket money', relevance: 10 }),
      ];
      const items = readResult(composeUseCases(request('budget', { mentions }), APP));
      expect(items.map((i) => i.title)).toEqual(['Finance: Building a Budget', 'Business: Funding and Runway', expect.not.stringMatching(/Sinking|Money$/)]);
    });

    test('a card that only brushes the keyword is not turned into a use case', () => {
      const weak = card({ category: 'business', course: 'Marketing Essentials', topic: 'Content and SEO', text: 'Search intent is the purpose of a query', relevance: 2 });
      const text = composeUseCases(request('budget', { mentions: [weak] }), APP);
      expect(text).not.toContain('Content and SEO');
    });

    test('a second card from another category must match nearly as well as the first', () => {
      const incidental = card({ category: 'business', course: 'Marketing Essentials', topic: 'Positioning', text: 'Diversification of channels lowers a buyer’s sense of risk', relevance: 6 });
      const text = composeUseCases(request('diversification', { mentions: [card({ topic: 'Diversification and Costs', relevance: 12 }), incidental] }), APP);
      expect(text).toContain('Finance: Diversification and Costs');
      expect(text).not.toContain('Positioning');
    });

    test('without a flashcard, a question that mentions the keyword is quoted in a scenario', () => {
      const text = composeUseCases(request('geometry', { mentions: [question({ category: 'fun&games', course: 'World Trivia', topic: 'Countries and Capitals', text: 'Which country has the largest land area?', answer: 'Russia', relevance: 6 })] }), APP);
      expect(text).toContain('It comes up in Curio too: the World Trivia quiz (Countries and Capitals) asks “Which country has the largest land area?” Answer: Russia.');
    });
  });

  describe('the last quiz', () => {
    const lastQuiz = { category: 'finance', course: 'Personal Finance', topic: 'Building a Budget', questions: ['What is zero-based budgeting?'] };

    test('comes first, on the flashcard of its topic, and is not quoted again as a test question', () => {
      const other = card({ topic: 'Sinking Funds', text: 'A sinking fund spreads a known cost', relevance: 20 });
      const asked = question({ text: 'What is zero-based budgeting?', answer: 'Giving every unit a job' });
      const items = readResult(composeUseCases(request('budgeting', { mentions: [other, card(), asked], lastQuiz }), APP));
      expect(items[0]!.title).toBe('Finance: Building a Budget');
      expect(items[0]!.body).toContain('This links to your last quiz (Personal Finance › Building a Budget), which asked: “What is zero-based budgeting?”');
      expect(items[0]!.body).not.toContain('Test yourself');
    });

    test('frames the first use case even when no flashcard of it mentions the keyword', () => {
      const items = readResult(composeUseCases(request('budget', { lastQuiz }), APP));
      expect(items[0]!.body).toContain('This links to your last quiz (Personal Finance › Building a Budget)');
    });
  });

  test('a child gets the topics written for children, and for the others the answer that it does not know them yet', async () => {
    expect(compose(request('gravity', { learnerIsChild: true }), APP)).not.toBeNull();
    expect(compose(request('photosynthesis', { learnerIsChild: true }), APP)).not.toBeNull();
    for (const keyword of ['marketing', 'machine learning', 'compound interest', 'inflation']) {
      expect(compose(request(keyword), APP), keyword).not.toBeNull();
      expect(compose(request(keyword, { learnerIsChild: true }), APP), keyword).toBeNull();
    }
  });

  test('a child’s use cases built on kids’ flashcards keep the card, with the topic’s scenarios', () => {
    const falling = card({ category: 'cartoons', forKids: true, course: 'Cartoon Science', topic: 'Gravity', text: 'Gravity pulls everything down towards the ground' });
    const items = readResult(composeUseCases(request('gravity', { mentions: [falling], learnerIsChild: true }), APP));
    expect(items[0]!.title).toBe('Science: Gravity');
    expect(items.slice(1).every((item) => item.body.includes('gravity'))).toBe(true);
  });

  describe('a keyword the library does not know', () => {
    const provider = (nearby = nearbyOf()) => createOfflineProvider({ appName: APP, nearby });

    test.each(['origami', 'Shakespeare', 'jazz', 'AI in healthcare', 'C++'])('%j gets no use case dressed up from a template', async (keyword) => {
      expect(compose(request(keyword), APP)).toBeNull();
      const answer = await provider().generate(request(keyword));
      expect(answer.useCases).toEqual([]);
      expect(answer.notKnown).toEqual({ mentions: [], nearby: [] });
    });

    test('it shows the library topics near it, each with the keyword that generates it', async () => {
      const answer = await provider(nearbyOf('Colour theory and design', 'Poetry')).generate(request('origami'));
      expect(answer.notKnown!.nearby).toEqual([
        { title: 'Poetry', subject: 'Arts', keyword: 'poetry' },
        { title: 'Colour theory and design', subject: 'Arts', keyword: 'colour theory' },
      ]);
    });

    test('it shows the catalogue items that mention it, the last quiz first, one per topic, weak mentions too', async () => {
      const canberra = card({ category: 'fun&games', course: 'World Trivia', module: 'Geography', topic: 'Countries and Capitals', text: 'Many capitals are not the biggest city', relevance: 2 });
      const again = question({ category: 'fun&games', course: 'World Trivia', module: 'Geography', topic: 'Countries and Capitals', text: 'Which city is the capital of Australia?', relevance: 6 });
      const lastQuiz = { category: 'fun&games', course: 'World Trivia', topic: 'Natural Wonders', questions: ['Is Canberra near the Blue Mountains?'] };
      const answer = await provider().generate(request('Canberra', { mentions: [canberra, again], lastQuiz }));
      expect(answer.notKnown!.mentions).toEqual([
        { category: 'fun&games', course: 'World Trivia', topic: 'Natural Wonders', text: 'Is Canberra near the Blue Mountains?' },
        { category: 'fun&games', course: 'World Trivia', topic: 'Countries and Capitals', text: 'Which city is the capital of Australia?' },
      ]);
    });

    test('nearby topics come from the library’s words and WordNet’s, by meaning: for a child only children’s topics', async () => {
      const real = createOfflineProvider({ appName: APP });
      const titles = async (keyword: string, learnerIsChild = false) => (await real.generate(request(keyword, { learnerIsChild }))).notKnown!.nearby.map((n) => n.title);
      expect(await titles('origami')).toContain('Colour theory and design');
      expect(await titles('jazz')).toEqual(['Music theory']);
      expect(await titles('tsunamis')).toContain('Volcanoes');
      expect(await titles('the subjunctive')).toEqual(['Learning a language']);
      expect(await titles('black holes', true)).toEqual(['The solar system']);
      expect(await titles('qwzxv')).toEqual([]);
    });
  });

  test('polish leaves the text as it is and says so', async () => {
    const provider = createOfflineProvider({ appName: APP });
    expect(provider.name).toBe('offline');
    expect(provider.kind).toBe('offline');
    await expect(provider.polish('Some  text.\nUse Case 1: x')).resolves.toEqual({ text: 'Some  text.\nUse Case 1: x', polished: false });
  });
});
