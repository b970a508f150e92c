import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, USECASE_GENERATIONS_PER_MINUTE, USECASE_KEYWORD_MAX, USECASES_PER_REQUEST } from '@curio/core/limits';
import { splitUseCases, USECASE_GENERATION_MSG, USECASE_STREAM_PATH } from '@curio/core/usecase-text';
import type { App } from '../../app';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { flashcardItem, quizItem, uploadFlashcards, uploadQuiz } from '../../../test/content-factory';
import { answers, type ChatServer, sendJson, startChatServer } from '../../../test/chat-server';
import { createQuestion } from '../../../test/question-factory';
import type { Db } from '../../db/client';
import { loadDemoContent } from '../../seed/demo-content';
import { createOfflineProvider } from '../../ai/offline';
import { findCatalogueMentions, generateUseCases } from './usecase-generation.service';
import { as } from '../../../test/client';

const URL = '/functions/v1/usecases';

const generate = (app: App, cookie: string | undefined, payload: unknown, url = URL) =>
  as(app, cookie).post(url, payload);

/** The events of a finished text/event-stream, in order. */
function eventsOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .map((frame) => ({ event: /^event: (.*)$/m.exec(frame)?.[1], data: /^data: (.*)$/m.exec(frame)?.[1] }))
    .filter((e): e is { event: string; data: string } => Boolean(e.event && e.data))
    .map((e) => ({ event: e.event, data: JSON.parse(e.data) }));
}

/** A finished quiz of these questions (made in the catalogue first: the server grades by question id). */
async function quizResult(db: Db, questions: string[], topic = 'Segments and Personas') {
  const names = { category: 'business', course: 'Marketing Essentials', topic };
  const ids = [];
  for (const question of questions) ids.push((await createQuestion(db, { ...names, question, answer: 'A', options: ['A', 'B'] })).id);
  return { ...names, time_taken: 60, client_id: randomUUID(), answers: ids.map((question_id) => ({ question_id, selectedOption: 'A', timeTaken: 5 })) };
}

describeEachEngine('use case generation', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner gets three use cases for a keyword, as “Use Case N:” text', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);

    const res = await generate(app, cookie, { topic: '  renewable   energy ' });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ result: expect.any(String), usedLastQuizContext: false, provenance: Array(3).fill({ kind: 'library' }), notKnown: null });
    const items = splitUseCases(body.result);
    expect(items).toHaveLength(USECASES_PER_REQUEST);
    expect(items!.every((item) => item.includes('renewable energy'))).toBe(true);
  });

  test('a keyword the offline writer does not know gets no use case, but what it knows nearby', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    await loadDemoContent(db);

    const res = await generate(app, cookie, { topic: 'Canberra' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: '',
      usedLastQuizContext: false,
      provenance: [],
      notKnown: {
        mentions: [{ category: 'fun&games', course: 'World Trivia', topic: 'Countries and Capitals', text: expect.stringContaining('Canberra') }],
        nearby: expect.arrayContaining([{ title: 'World geography', subject: 'Geography', keyword: 'geography' }]),
      },
    });
  });

  test('guests get 401: generation is part of the signed-in product (docs/product.md#who-uses-curio, docs/product.md#roles-and-permissions)', async () => {
    const { app } = testApp();
    const res = await generate(app, undefined, { topic: 'solar panels' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });

  test.each([
    ['an empty keyword', { topic: '' }, USECASE_GENERATION_MSG.keywordRequired],
    ['a blank keyword', { topic: ' \n\t ' }, USECASE_GENERATION_MSG.keywordRequired],
    ['no keyword', {}, USECASE_GENERATION_MSG.keywordRequired],
    ['a null keyword', { topic: null }, USECASE_GENERATION_MSG.keywordNotText],
    ['a number', { topic: 42 }, USECASE_GENERATION_MSG.keywordNotText],
    ['a list', { topic: ['solar'] }, USECASE_GENERATION_MSG.keywordNotText],
    ['an object', { topic: { text: 'solar' } }, USECASE_GENERATION_MSG.keywordNotText],
    [`${USECASE_KEYWORD_MAX + 1} characters`, { topic: 'k'.repeat(USECASE_KEYWORD_MAX + 1) }, USECASE_GENERATION_MSG.keywordTooLong],
    ['a very long keyword', { topic: 'solar '.repeat(20_000) }, USECASE_GENERATION_MSG.keywordTooLong],
  ])('%s is refused with a clear message', async (_what, payload, message) => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await generate(app, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: `topic: ${message}` });
  });

  test(`a keyword of ${USECASE_KEYWORD_MAX} characters is taken once trimmed, whatever the spaces around it`, async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await generate(app, cookie, { topic: `   ${'k'.repeat(USECASE_KEYWORD_MAX)}   ` });
    expect(res.statusCode).toBe(200);
  });

  test('a body that is not JSON, or not an object, is refused', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const typed = (type: string) => as(app, cookie, { headers: { 'content-type': type } });
    const notJson = await typed('application/json').post(URL, '{"topic": ');
    expect(notJson.statusCode).toBe(400);
    expect((await generate(app, cookie, ['solar'])).statusCode).toBe(400);
    const text = await typed('text/plain').post(URL, 'solar');
    expect(text.statusCode).toBe(400);
    const form = await typed('application/x-www-form-urlencoded').post(URL, 'topic=solar');
    expect(form.statusCode).toBe(415);
  });

  test('a huge body is refused before it is read', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await as(app, cookie, { headers: { 'content-type': 'application/json' } }).post(URL, JSON.stringify({ topic: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });

  test(`each learner may generate ${USECASE_GENERATIONS_PER_MINUTE} times a minute; then 429 with a clear message, for that learner only`, async () => {
    const { app } = testApp();
    const busy = await signUp(app);
    const other = await signUp(app);

    for (let i = 0; i < USECASE_GENERATIONS_PER_MINUTE; i++) {
      expect((await generate(app, busy.cookie, { topic: `keyword ${i}` })).statusCode).toBe(200);
    }
    const limited = await generate(app, busy.cookie, { topic: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'rate_limited', message: USECASE_GENERATION_MSG.rateLimited });
    // the seconds until the minute's allowance is back
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await generate(app, other.cookie, { topic: 'one more' })).statusCode).toBe(200);
  });

  test('refused input does not count against the allowance', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    for (let i = 0; i < USECASE_GENERATIONS_PER_MINUTE; i++) expect((await generate(app, cookie, { topic: '' })).statusCode).toBe(400);
    expect((await generate(app, cookie, { topic: 'solar panels' })).statusCode).toBe(200);
  });

  test('the use cases are grounded in the catalogue: a flashcard that mentions the keyword is named with its course and topic', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    await uploadFlashcards(db, [
      flashcardItem(
        { category: 'finance', course: 'Personal Finance', module: 'Budgeting and Saving', topic: 'Building a Budget' },
        { concept: 'A zero-based budget gives every unit of income a job.', example: 'Income 2,800: rent 1,100, food 400, savings 450.', protip: 'Give irregular costs a monthly line.' },
      ),
    ]);
    await uploadQuiz(db, [quizItem({ category: 'finance', course: 'Personal Finance', module: 'Budgeting and Saving', topic: 'Building a Budget', question: 'What is a zero-based budget?', options: ['A plan', 'A loan'], answer: 'A plan' })]);

    const items = splitUseCases((await generate(app, cookie, { topic: 'budget' })).json().result)!;

    expect(items[0]).toContain('Finance: Building a Budget');
    expect(items[0]).toContain('Income 2,800');
    expect(items[0]).toContain('Personal Finance › Building a Budget');
    expect(items[0]).toContain('“What is a zero-based budget?” Answer: A plan.');
  });

  test('Kids Lock: a learner under 10 gets no grounding from categories they may not open', async () => {
    const { app, db } = testApp();
    const kid = await signUp(app, { age: 8 });
    const adult = await signUp(app, { age: 30 });
    await uploadFlashcards(db, [
      flashcardItem({ category: 'business', course: 'Startup Fundamentals', topic: 'Funding' }, { concept: 'Gravity of the market pulls prices down.' }),
      flashcardItem({ category: 'kids', course: 'Numbers & Shapes', topic: 'Falling Things' }, { concept: 'Gravity pulls a dropped ball to the ground.' }),
    ]);

    const forKid = await generate(app, kid.cookie, { topic: 'gravity' });
    const forAdult = await generate(app, adult.cookie, { topic: 'gravity' });

    expect(forKid.json().result).toContain('Falling Things');
    expect(forKid.json().result).not.toContain('Startup Fundamentals');
    expect(forKid.json().provenance[0]).toEqual({ kind: 'course', course: 'Numbers & Shapes', topic: 'Falling Things' });
    expect(forAdult.json().result).toContain('Startup Fundamentals');
  });

  test('when the last quiz asked about the keyword, its context is used and the answer says so', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    expect((await client.post('/api/results', await quizResult(db, ['What is market segmentation?', 'Which channel reaches commuters?']))).statusCode).toBe(201);

    const res = await generate(app, cookie, { topic: 'Segmentation' });
    expect(res.json().usedLastQuizContext).toBe(true);
    expect(res.json().result).toContain('your last quiz (Marketing Essentials › Segments and Personas), which asked: “What is market segmentation?”');

    const unrelated = await generate(app, cookie, { topic: 'photosynthesis' });
    expect(unrelated.json()).toMatchObject({ result: expect.not.stringContaining('last quiz'), usedLastQuizContext: false });
  });

  test('only the latest quiz counts, and only the learner’s own', async () => {
    const { app, db } = testApp();
    const learner = await signUp(app);
    const other = await signUp(app);
    expect((await authed(app, learner.cookie).post('/api/results', await quizResult(db, ['What is market segmentation?']))).statusCode).toBe(201);
    expect((await authed(app, learner.cookie).post('/api/results', await quizResult(db, ['What is a persona?'], 'Personas'))).statusCode).toBe(201);
    expect((await authed(app, other.cookie).post('/api/results', await quizResult(db, ['Why does segmentation matter?']))).statusCode).toBe(201);

    expect((await generate(app, learner.cookie, { topic: 'segmentation' })).json().usedLastQuizContext).toBe(false);
    expect((await generate(app, learner.cookie, { topic: 'persona' })).json().usedLastQuizContext).toBe(true);
    expect((await generate(app, other.cookie, { topic: 'segmentation' })).json().usedLastQuizContext).toBe(true);
  });

  test('a learner without any quiz gets no quiz context', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await generate(app, cookie, { topic: 'segmentation' })).json().usedLastQuizContext).toBe(false);
  });

  test('catalogue search matches whole words, plurals and hyphenation, and treats the keyword as text, not a pattern', async () => {
    const { db } = testApp();
    await uploadFlashcards(db, [
      flashcardItem({ topic: 'Said and done' }, { concept: 'She said it again.' }),
      flashcardItem({ topic: 'Machines' }, { concept: 'Machine-learning models learn from examples.' }),
      flashcardItem({ topic: 'Budgets' }, { concept: 'Two budgets side by side.' }),
      flashcardItem({ topic: 'Symbols' }, { concept: 'Prices like $5 (or more) rise.' }),
    ]);
    const topicsFor = async (keyword: string) => (await findCatalogueMentions(db, keyword)).map((m) => m.topic);

    expect(await topicsFor('AI')).toEqual([]);
    expect(await topicsFor('machine learning')).toEqual(['Machines']);
    expect(await topicsFor('budget')).toEqual(['Budgets']);
    expect(await topicsFor('$5 (or')).toEqual(['Symbols']);
    expect(await topicsFor('.*')).toEqual([]);
  });

  test('over the demo content, every keyword the library knows gets three finished use cases, grounded where the catalogue covers it; its neighbours get the honest answer', async () => {
    const { db } = testApp();
    await loadDemoContent(db);
    const provider = createOfflineProvider({ appName: 'Curio' });
    const learner = { id: 'no-such-user', age: 30 };
    const grounded: Record<string, string> = {
      budget: 'Personal Finance › Building a Budget',
      segmentation: 'Marketing Essentials › Segments and Personas',
      gravity: 'Cartoon Science ›',
      habitat: 'Animals & Nature ›',
      countries: 'World Trivia › Countries and Capitals',
      diversification: 'Investing Basics ›',
    };
    for (const keyword of [...Object.keys(grounded), 'machine learning', 'blockchain', 'negotiation', 'public speaking']) {
      const { result, usedLastQuizContext, notKnown } = await generateUseCases(db, provider, learner, keyword);
      const items = splitUseCases(result);
      expect(items, `${keyword}: ${result}`).toHaveLength(USECASES_PER_REQUEST);
      expect(usedLastQuizContext).toBe(false);
      expect(notKnown).toBeNull();
      if (grounded[keyword]) expect(result, keyword).toContain(grounded[keyword]);
    }
    // a neighbour of a known topic, even one the catalogue covers, is not told that topic's stories
    for (const keyword of ['origami', 'Canberra', 'leadership', 'capitals', 'SEO']) expect((await generateUseCases(db, provider, learner, keyword)).notKnown, keyword).not.toBeNull();
  });
});

describeEachEngine('use case generation with an OpenAI-compatible server', (engine) => {
  const env: Record<string, string> = { AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' };
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
    env.AI_BASE_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  const testApp = useTestApp({ engine, env });

  test('the configured model writes the use cases', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    server.reply = answers('Use Case 1: Energy\nWind.\n\nUse Case 2: Health\nTriage.\n\nUse Case 3: Retail\nStock.');

    const res = await generate(app, cookie, { topic: 'machine learning' });

    expect(res.statusCode).toBe(200);
    expect(splitUseCases(res.json().result)).toEqual(['Energy\nWind.', 'Health\nTriage.', 'Retail\nStock.']);
    expect(server.requests.at(-1)!.body.model).toBe('test-model');
    expect(server.requests.at(-1)!.authorization).toBe('Bearer sk-test');
  });

  test('an answer without three use cases is a 502 with a clear message, never half a result', async () => {
    const { app, expectErrors } = testApp();
    expectErrors();
    const { cookie } = await signUp(app);
    server.reply = answers('Machine learning is useful in many places.');

    const res = await generate(app, cookie, { topic: 'machine learning' });

    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'ai_bad_reply', message: USECASE_GENERATION_MSG.aiBadReply });
  });

  test('streamed: the use cases drafted as the model writes, then the whole answer with the model as provenance', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    server.reply = answers(JSON.stringify({ use_cases: ['Energy', 'Health', 'Retail'].map((sector) => ({ sector, title: 'a title', description: `${sector} text.` })) }));

    const res = await generate(app, cookie, { topic: 'machine learning' }, USECASE_STREAM_PATH);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(res.body);
    expect(events.at(-2)).toEqual({ event: 'progress', data: { model: 'test-model', useCases: [{ title: 'Energy: a title', body: 'Energy text.' }, expect.any(Object), expect.any(Object)] } });
    expect(events.at(-1)).toEqual({
      event: 'result',
      data: { result: expect.stringContaining('Use Case 3: Retail: a title'), usedLastQuizContext: false, provenance: Array(3).fill({ kind: 'model', model: 'test-model' }), notKnown: null },
    });
  });

  test('streamed: a failing model ends in an error event that offers the offline writer, which then answers', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    server.reply = (_req, res) => sendJson(res, 500, { error: { message: 'internal error' } });
    const asked = server.requests.length;

    const failed = eventsOf((await generate(app, cookie, { topic: 'volcanoes' }, USECASE_STREAM_PATH)).body);
    expect(failed).toEqual([{ event: 'error', data: { error: 'ai_unavailable', message: USECASE_GENERATION_MSG.aiUnavailable, offline: true } }]);

    const offline = eventsOf((await generate(app, cookie, { topic: 'volcanoes', writer: 'offline' }, USECASE_STREAM_PATH)).body);
    expect(offline).toEqual([{ event: 'result', data: expect.objectContaining({ provenance: Array(3).fill({ kind: 'library' }) }) }]);
    const plain = await generate(app, cookie, { topic: 'volcanoes', writer: 'offline' });
    expect(plain.json().provenance).toEqual(Array(3).fill({ kind: 'library' }));
    // the offline writer never asks the model
    expect(server.requests.length).toBe(asked + 1);
  });

  test('streamed: guests, bad input and an unknown writer are refused before any stream opens', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await generate(app, undefined, { topic: 'solar' }, USECASE_STREAM_PATH)).statusCode).toBe(401);
    const blank = await generate(app, cookie, { topic: ' ' }, USECASE_STREAM_PATH);
    expect(blank.statusCode).toBe(400);
    expect(blank.headers['content-type']).toContain('application/json');
    const writer = await generate(app, cookie, { topic: 'solar', writer: 'model' }, USECASE_STREAM_PATH);
    expect(writer.json()).toEqual({ error: 'validation_error', message: `writer: ${USECASE_GENERATION_MSG.writerUnknown}` });
  });

  test('the two routes spend one allowance per learner', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    server.reply = answers('Use Case 1: Energy\nWind.\n\nUse Case 2: Health\nTriage.\n\nUse Case 3: Retail\nStock.');
    for (let i = 0; i < USECASE_GENERATIONS_PER_MINUTE; i++) {
      const res = await generate(app, cookie, { topic: `k${i}`, writer: 'offline' }, i % 2 ? URL : USECASE_STREAM_PATH);
      expect(res.statusCode).toBe(200);
    }
    expect((await generate(app, cookie, { topic: 'one more' }, USECASE_STREAM_PATH)).statusCode).toBe(429);
    expect((await generate(app, cookie, { topic: 'one more' })).statusCode).toBe(429);
  });

  test('a failing server is a 502 saying the AI service is unavailable', async () => {
    const { app, expectErrors } = testApp();
    expectErrors();
    const { cookie } = await signUp(app);
    server.reply = (_req, res) => sendJson(res, 503, { error: { message: 'overloaded' } });

    const res = await generate(app, cookie, { topic: 'machine learning' });

    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'ai_unavailable', message: USECASE_GENERATION_MSG.aiUnavailable });
  });
});
