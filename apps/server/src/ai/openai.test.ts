import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { splitUseCases } from '@curio/core/usecase-text';
import { answers, type ChatServer, completion, hang, sendJson, startChatServer } from '../../test/chat-server';
import { createOpenAiProvider } from './openai';
import { AiError, type UseCaseRequest } from './provider';

const GOOD = 'Use Case 1: Energy: forecasting wind\nA grid operator forecasts output.\n\nUse Case 2: Health: triage\nA ward flags sepsis early.\n\nUse Case 3: Retail: stock\nA grocer orders to demand.';

const request = (more: Partial<UseCaseRequest> = {}): UseCaseRequest => ({ keyword: 'machine learning', mentions: [], lastQuiz: null, learnerIsChild: false, ...more });

async function failureOf(promise: Promise<unknown>): Promise<AiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AiError) return err;
    throw err;
  }
  throw new Error('expected the provider to fail');
}

describe('the OpenAI-compatible provider', () => {
  let server: ChatServer;
  const provider = (timeoutMs?: number) => createOpenAiProvider({ baseURL: server.url, apiKey: 'test-key', model: 'test-model', timeoutMs });

  beforeEach(async () => {
    server = await startChatServer();
  });
  afterEach(async () => {
    await server.close();
  });

  test('asks the configured model for three use cases of the keyword and returns them in the marker format', async () => {
    server.reply = answers(GOOD);
    const text = await provider().generate(request());

    expect(splitUseCases(text)).toEqual(['Energy: forecasting wind\nA grid operator forecasts output.', 'Health: triage\nA ward flags sepsis early.', 'Retail: stock\nA grocer orders to demand.']);
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent!.authorization).toBe('Bearer test-key');
    expect(sent!.body.model).toBe('test-model');
    const [system, user] = sent!.body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('exactly 3 use cases');
    expect(system!.content).toContain('Use Case 1:');
    expect(user).toEqual({ role: 'user', content: expect.stringContaining('Keyword: "machine learning"') });
  });

  test('the catalogue, the last quiz and a child learner are described to the model', async () => {
    server.reply = answers(GOOD);
    await provider().generate(
      request({
        keyword: 'budget',
        mentions: [{ kind: 'question', relevance: 12, category: 'finance', forKids: false, course: 'Personal Finance', module: 'Saving', topic: 'Budgets', text: 'What is a budget?', answer: 'A plan' }],
        lastQuiz: { category: 'finance', course: 'Personal Finance', topic: 'Budgets', questions: ['Why keep a budget?'] },
        learnerIsChild: true,
      }),
    );
    const prompt = server.requests[0]!.body.messages![1]!.content;
    expect(prompt).toContain('- Personal Finance › Budgets, quiz question: "What is a budget?" (answer: A plan)');
    expect(prompt).toContain('quiz on Personal Finance › Budgets');
    expect(prompt).toContain('- "Why keep a budget?"');
    expect(prompt).toContain('child under 10');
  });

  test('a local server without a key is sent a placeholder, never an empty credential', async () => {
    const local = createOpenAiProvider({ baseURL: server.url, model: 'llama3.1' });
    await local.generate(request());
    expect(server.requests[0]!.authorization).toMatch(/^Bearer \S+$/);
  });

  test('a reply in markdown is repaired without asking again', async () => {
    server.reply = answers('Here you go!\n\n**Use Case 1:** Energy\nWind.\n\n**Use Case 2:** Health\nTriage.\n\n**Use Case 3:** Retail\nStock.');
    expect(splitUseCases(await provider().generate(request()))).toEqual(['Energy\nWind.', 'Health\nTriage.', 'Retail\nStock.']);
    expect(server.requests).toHaveLength(1);
  });

  test('a reply missing the markers is sent back once to be rewritten', async () => {
    server.reply = answers('Machine learning helps energy, health and retail.', GOOD);
    const text = await provider().generate(request());

    expect(splitUseCases(text)).toHaveLength(3);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages!;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Machine learning helps energy, health and retail.' });
    expect(retry.at(-1)!.content).toContain('not in the required format');
  });

  test('a reply that never holds three use cases is refused, not shown half-parsed', async () => {
    server.reply = answers('Use Case 1: only one idea', 'Use Case 1: still one\nUse Case 2: and two');
    const err = await failureOf(provider().generate(request()));
    expect(err.failure).toBe('bad_reply');
    expect(server.requests).toHaveLength(2);
  });

  test.each([
    ['a body that is not JSON', (res: Parameters<ChatServer['reply']>[1]) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [')],
    ['plain text instead of JSON', (res: Parameters<ChatServer['reply']>[1]) => res.writeHead(200, { 'content-type': 'text/plain' }).end(GOOD)],
    ['JSON without choices', (res: Parameters<ChatServer['reply']>[1]) => sendJson(res, 200, { id: 'x', object: 'chat.completion' })],
    ['an empty answer', (res: Parameters<ChatServer['reply']>[1]) => sendJson(res, 200, completion('   '))],
  ])('a malformed reply (%s) is a bad reply', async (_what, reply) => {
    server.reply = (_req, res) => reply(res);
    expect((await failureOf(provider().generate(request()))).failure).toBe('bad_reply');
  });

  test.each([
    [401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }],
    [404, { error: { message: 'model "test-model" not found' } }],
    [429, { error: { message: 'Rate limit reached' } }],
    [500, { error: { message: 'internal error' } }],
  ])('an error answer (%i) means the service is unavailable, and is not retried', async (status, body) => {
    server.reply = (_req, res) => sendJson(res, status, body);
    expect((await failureOf(provider().generate(request()))).failure).toBe('unavailable');
    expect(server.requests).toHaveLength(1);
  });

  test('a server that cannot be reached is unavailable', async () => {
    const url = server.url;
    await server.close();
    const unreachable = createOpenAiProvider({ baseURL: url, model: 'test-model' });
    expect((await failureOf(unreachable.generate(request()))).failure).toBe('unavailable');
    server = await startChatServer();
  });

  test('a server that does not answer in time is a timeout, after the configured time and not much later', async () => {
    server.reply = hang;
    const started = performance.now();
    const err = await failureOf(provider(300).generate(request()));
    const waited = performance.now() - started;

    expect(err.failure).toBe('timeout');
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(5000);
    expect(server.requests).toHaveLength(1);
  });

  test('the retry for a missing format shares the one deadline', async () => {
    let calls = 0;
    server.reply = (_req, res) => {
      calls += 1;
      if (calls === 1) sendJson(res, 200, completion('no markers here'));
    };
    const started = performance.now();
    expect((await failureOf(provider(400).generate(request()))).failure).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(2);
  });

  test('polish asks for an edit that keeps meaning and markers, and says the text was polished', async () => {
    server.reply = answers('Use Case 1: A clearer sentence.');
    const result = await provider().polish('Use Case 1: a sentense that is unclear');

    expect(result).toEqual({ text: 'Use Case 1: A clearer sentence.', polished: true });
    const [system, user] = server.requests[0]!.body.messages!;
    expect(system!.content).toContain('Keep its meaning');
    expect(user).toEqual({ role: 'user', content: 'Use Case 1: a sentense that is unclear' });
  });

  test('the provider is named after its model', () => {
    expect(provider().name).toBe('test-model');
  });
});
