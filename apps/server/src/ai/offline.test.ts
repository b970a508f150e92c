import { describe, expect, test } from 'vitest';
import { USECASES_PER_REQUEST } from '@curio/core/limits';
import { splitUseCases } from '@curio/core/usecase-text';
import { composeUseCases, createOfflineProvider } from './offline';
import { FAMILIES, KIDS_SCENARIOS, SECTORS } from './offline-library';
import type { CatalogueMention, UseCaseRequest } from './provider';

const APP = 'Curio';
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

// keywords in the library, outside it, plain and awkward; with how each reads in a sentence when that differs
const KEYWORDS: (string | [string, string])[] = [
  'AI', 'machine learning', ['Chatbot', 'chatbots'], 'computer vision', 'SQL', 'phishing', ['IoT', 'the Internet of Things'], 'cloud computing',
  'blockchain', 'Bitcoin', 'robots', 'drones', '3D printing', ['budget', 'budgeting'], 'compound interest', 'inflation', 'diversification',
  'segmentation', 'SEO', ['MVP', 'the minimum viable product approach'], 'solar panels', 'recycling', 'gravity', 'habitats', 'DNA', 'photosynthesis',
  'fractions', 'area', 'probability', 'sleep', 'capitals', 'supply chain', 'negotiation', 'Shakespeare', 'jazz', 'origami', 'C++', 'AI in healthcare',
  ['PHOTOSYNTHESIS', 'photosynthesis'], 'the 50/30/20 rule',
];

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
    expect(composeUseCases(request('jazz'), APP)).toBe(composeUseCases(request('  jazz '.trim()), APP));
  });

  test('keywords of one family do not all get the same three scenarios', () => {
    const results = new Set(['machine learning', 'deep learning', 'neural networks', 'AI', 'predictive analytics'].map((k) => composeUseCases(request(k), APP).replace(/machine learning|deep learning|neural networks|AI|predictive analytics/g, '…')));
    expect(results.size).toBeGreaterThan(1);
  });

  test('every term of every family reads as a whole sentence in every one of its scenarios', () => {
    for (const family of FAMILIES) {
      for (const term of family.terms) {
        const keyword = typeof term === 'string' ? term : term[0];
        const items = readResult(composeUseCases(request(keyword), APP));
        expect(new Set(items.map((i) => i.sector)).size, keyword).toBe(USECASES_PER_REQUEST);
      }
    }
  });

  test('abbreviations are written as such and shouting is toned down', () => {
    expect(composeUseCases(request('ai'), APP)).toContain(' uses AI ');
    expect(composeUseCases(request('iot'), APP)).toContain('the Internet of Things');
    expect(composeUseCases(request('SHAKESPEARE'), APP)).toContain('shakespeare');
    expect(composeUseCases(request('GDPR'), APP)).toContain('GDPR');
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
      const incidental = card({ category: 'business', course: 'Marketing Essentials', topic: 'Positioning', text: 'Social proof lowers a buyer’s sense of risk', relevance: 6 });
      const text = composeUseCases(request('risk', { mentions: [card({ topic: 'Risk and Return', relevance: 12 }), incidental] }), APP);
      expect(text).toContain('Finance: Risk and Return');
      expect(text).not.toContain('Positioning');
    });

    test('for a keyword the library does not know, one mention in a card is enough to ground a use case', () => {
      const canberra = card({ category: 'fun&games', course: 'World Trivia', topic: 'Countries and Capitals', text: 'Many capitals are not the biggest city', example: 'Canberra was built as a compromise', relevance: 2 });
      const items = readResult(composeUseCases(request('Canberra', { mentions: [canberra] }), APP));
      expect(items[0]!.title).toBe('Games and trivia: Countries and Capitals');
    });

    test('without a flashcard, a question that mentions the keyword is quoted in a scenario', () => {
      const text = composeUseCases(request('area', { mentions: [question({ category: 'fun&games', course: 'World Trivia', topic: 'Countries and Capitals', text: 'Which country has the largest land area?', answer: 'Russia', relevance: 6 })] }), APP);
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

  test('a child gets children’s scenarios for a keyword the library does not know', () => {
    const items = readResult(composeUseCases(request('dinosaurs', { learnerIsChild: true }), APP));
    expect(items.map((i) => i.body).join(' ')).toMatch(/child|family|friends|class/);
    expect(items.map((i) => i.body).join(' ')).not.toMatch(/job seeker|newspaper|workshop on dinosaurs for adults/);
  });

  // the children's scenarios carry no {k} in their titles, so each reads the same for every keyword
  const childrensTitles = new Set(KIDS_SCENARIOS.map((scenario) => `${SECTORS[scenario.sector]}: ${scenario.title}`));

  test.each(['marketing', 'machine learning', 'credit cards', 'inflation', 'photosynthesis'])(
    'a child gets only children’s scenarios for %j, a keyword the library knows',
    (keyword) => {
      const grownUp = readResult(composeUseCases(request(keyword), APP));
      expect(grownUp.filter((item) => childrensTitles.has(item.title))).toEqual([]);

      const child = readResult(composeUseCases(request(keyword, { learnerIsChild: true }), APP));
      expect(child.map((item) => item.title).filter((title) => !childrensTitles.has(title))).toEqual([]);
    },
  );

  test('a child’s use cases built on kids’ flashcards keep the card and fill up with children’s scenarios', () => {
    const pocketMoney = card({ category: 'kids', forKids: true, course: 'Numbers & Shapes', topic: 'Pocket Money', text: 'A budget for pocket money' });
    const items = readResult(composeUseCases(request('budget', { mentions: [pocketMoney], learnerIsChild: true }), APP));
    expect(items[0]!.title).toBe('Everyday life: Pocket Money');
    expect(items.slice(1).every((item) => childrensTitles.has(item.title))).toBe(true);
  });

  test('polish leaves the text as it is and says so', async () => {
    const provider = createOfflineProvider({ appName: APP });
    expect(provider.name).toBe('offline');
    await expect(provider.polish('Some  text.\nUse Case 1: x')).resolves.toEqual({ text: 'Some  text.\nUse Case 1: x', polished: false });
  });
});
