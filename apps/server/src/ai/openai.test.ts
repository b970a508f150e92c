import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DraftUseCase } from '@curio/core/usecase-generation';
import { answers, chunk, type ChatServer, completion, endless, hang, openStream, sendJson, startChatServer } from '../../test/chat-server';
import { AI_REPLY_MAX_CHARS, createOpenAiProvider, type OpenAiProviderOptions, replyTokens } from './openai';
import { AiError, type UseCaseRequest, type WrittenAnswer } from './provider';

const GOOD = 'Use Case 1: Energy: forecasting wind\nA grid operator forecasts output.\n\nUse Case 2: Health: triage\nA ward flags sepsis early.\n\nUse Case 3: Retail: stock\nA grocer orders to demand.';
const GOOD_ITEMS = ['Energy: forecasting wind\nA grid operator forecasts output.', 'Health: triage\nA ward flags sepsis early.', 'Retail: stock\nA grocer orders to demand.'];
const useCase = (sector: string, title: string, description: string) => ({ sector, title, description });
const GOOD_JSON = JSON.stringify({
  use_cases: [
    useCase('Energy', 'forecasting wind', 'A grid operator forecasts output.'),
    useCase('Health', 'triage', 'A ward flags sepsis early.'),
    useCase('Retail', 'stock', 'A grocer orders to demand.'),
  ],
});

const request = (more: Partial<UseCaseRequest> = {}): UseCaseRequest => ({ keyword: 'machine learning', mentions: [], lastQuiz: null, learnerIsChild: false, ...more });
const texts = (answer: WrittenAnswer) => answer.useCases.map((u) => u.text);

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
  const provider = (more: Partial<OpenAiProviderOptions> = {}) => createOpenAiProvider({ baseURL: server.url, apiKey: 'test-key', model: 'test-model', ...more });

  beforeEach(async () => {
    server = await startChatServer();
  });
  afterEach(async () => {
    await server.close();
  });

  test('asks the model for three use cases by a JSON schema, streamed, and names the model as their provenance', async () => {
    server.reply = answers(GOOD_JSON);
    const answer = await provider().generate(request());

    expect(texts(answer)).toEqual(GOOD_ITEMS);
    expect(answer.useCases.map((u) => u.provenance)).toEqual(Array(3).fill({ kind: 'model', model: 'test-model' }));
    expect(answer.notKnown).toBeNull();
    const [sent] = server.requests;
    expect(sent!.authorization).toBe('Bearer test-key');
    expect(sent!.body).toMatchObject({ model: 'test-model', stream: true, response_format: { type: 'json_schema' } });
    const [system, user] = sent!.body.messages!;
    expect(system!.content).toContain('exactly 3 use cases');
    expect(user).toEqual({ role: 'user', content: expect.stringContaining('Keyword: "machine learning"') });
  });

  test('a JSON answer in a code fence, with words around it, is read', async () => {
    server.reply = answers(`Sure! Here they are:\n\`\`\`json\n${GOOD_JSON}\n\`\`\`\nHope this helps.`);
    expect(texts(await provider().generate(request()))).toEqual(GOOD_ITEMS);
    expect(server.requests).toHaveLength(1);
  });

  test('a server that ignores the schema and writes the text format is read by the text rules', async () => {
    server.reply = answers(`Here you go!\n\n**Use Case 1:** Energy: forecasting wind\nA grid operator forecasts output.\n\n**Use Case 2:** Health: triage\nA ward flags sepsis early.\n\n**Use Case 3:** Retail: stock\nA grocer orders to demand.`);
    expect(texts(await provider().generate(request()))).toEqual(GOOD_ITEMS);
  });

  test('a server without a JSON-schema mode is asked in the text format, and from then on only in it', async () => {
    server.reply = (req, res) => {
      if (req.body.response_format) return sendJson(res, 400, { error: { message: "response_format 'json_schema' is not supported" } });
      answers(GOOD)(req, res);
    };
    const writer = provider();
    expect(texts(await writer.generate(request()))).toEqual(GOOD_ITEMS);
    expect(texts(await writer.generate(request()))).toEqual(GOOD_ITEMS);

    expect(server.requests.map((r) => r.body.response_format?.type ?? 'text')).toEqual(['json_schema', 'text', 'text']);
    expect(server.requests[1]!.body.messages![0]!.content).toContain('Use Case 1:');
  });

  test('the catalogue, the last quiz and a child learner are described to the model', async () => {
    server.reply = answers(GOOD_JSON);
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
    server.reply = answers(GOOD_JSON);
    await createOpenAiProvider({ baseURL: server.url, model: 'llama3.2' }).generate(request());
    expect(server.requests[0]!.authorization).toMatch(/^Bearer \S+$/);
  });

  test('the use cases are drafted to the listener as they are written, then given whole', async () => {
    server.reply = (_req, res) => {
      openStream(res);
      const pieces = GOOD_JSON.match(/[\s\S]{1,25}/g)!;
      let i = 0;
      const timer = setInterval(() => {
        if (i < pieces.length) return void res.write(chunk(pieces[i++]!));
        clearInterval(timer);
        res.end('data: [DONE]\n\n');
      }, 15);
    };
    const drafts: DraftUseCase[][] = [];
    const answer = await provider().generate(request(), { onDraft: (d) => drafts.push(d) });

    expect(drafts.length).toBeGreaterThan(2);
    // early drafts hold only part of the use cases
    expect(drafts.some((d) => d.length < 3)).toBe(true);
    expect(drafts.at(-1)).toEqual(GOOD_ITEMS.map((item) => ({ title: item.split('\n')[0], body: item.split('\n')[1] })));
    expect(texts(answer)).toEqual(GOOD_ITEMS);
  });

  test('a malformed reply is sent back once to be rewritten', async () => {
    server.reply = answers('Machine learning helps energy, health and retail.', GOOD_JSON);
    expect(texts(await provider().generate(request()))).toEqual(GOOD_ITEMS);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages!;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Machine learning helps energy, health and retail.' });
    expect(retry.at(-1)!.content).toContain('not the required JSON');
  });

  test('fewer than three use cases, twice, is refused, not shown half-parsed', async () => {
    const two = JSON.stringify({ use_cases: [useCase('Energy', 'wind', 'A forecast.'), useCase('Health', 'triage', 'A ward.')] });
    server.reply = answers(two, 'Use Case 1: only one\nUse Case 2: and two');
    const err = await failureOf(provider().generate(request()));
    expect(err.failure).toBe('bad_reply');
    expect(server.requests).toHaveLength(2);
  });

  test.each([
    ['a body that is no event stream', (res: Parameters<ChatServer['reply']>[1]) => res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {"choices": [\n\n')],
    ['an empty answer', (res: Parameters<ChatServer['reply']>[1]) => (openStream(res), res.end(`${chunk('   ')}data: [DONE]\n\n`))],
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
    const err = await failureOf(provider({ timeoutMs: 300 }).generate(request()));
    const waited = performance.now() - started;

    expect(err.failure).toBe('timeout');
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(5000);
  });

  test('a stream that stops writing half-way is a timeout once no word comes for the idle time', async () => {
    server.reply = (_req, res) => {
      openStream(res);
      res.write(chunk('{"use_cases": [{"sector": "Energy", '));
    };
    const drafts: DraftUseCase[][] = [];
    const started = performance.now();
    const err = await failureOf(provider({ streamIdleMs: 300 }).generate(request(), { onDraft: (d) => drafts.push(d) }));
    expect(err.failure).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(drafts).toEqual([[{ title: 'Energy', body: '' }]]);
  });

  test('an endless stream is cut off once it passes any sensible length, and the connection is closed', async () => {
    server.reply = endless;
    const err = await failureOf(provider({ replyMaxChars: 2000 }).generate(request(), { onDraft: () => {} }));
    expect(err.failure).toBe('too_long');
    expect(server.requests).toHaveLength(1);
  });

  test('the retry for a missing format shares the one deadline', async () => {
    let calls = 0;
    server.reply = (req, res) => {
      calls += 1;
      if (calls === 1) answers('no markers here')(req, res);
    };
    const started = performance.now();
    expect((await failureOf(provider({ timeoutMs: 400 }).generate(request()))).failure).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(server.requests).toHaveLength(2);
  });

  test('a learner who stops the answer stops the model: the request to it is closed at once', async () => {
    let closed = false;
    server.reply = (_req, res) => {
      endless(_req, res);
      res.on('close', () => (closed = true));
    };
    const stop = new AbortController();
    const pending = provider().generate(request(), { signal: stop.signal, onDraft: () => stop.abort(new Error('stopped')) });
    await expect(pending).rejects.toThrow('stopped');
    await expect.poll(() => closed).toBe(true);
  });

  test('polish asks for an edit that keeps meaning and markers, and says the text was polished', async () => {
    server.reply = answers('Use Case 1: A clearer sentence.');
    const result = await provider().polish('Use Case 1: a sentense that is unclear');

    expect(result).toEqual({ text: 'Use Case 1: A clearer sentence.', polished: true });
    const [system, user] = server.requests[0]!.body.messages!;
    expect(system!.content).toContain('Keep its meaning');
    expect(user).toEqual({ role: 'user', content: 'Use Case 1: a sentense that is unclear' });
    expect(server.requests[0]!.body.response_format).toBeUndefined();
  });

  test('a reply is capped in tokens sized to its character limit, sent as max_tokens, which every server reads', async () => {
    server.reply = answers(GOOD_JSON);
    await provider().generate(request());
    await provider({ replyMaxChars: 3000 }).generate(request());
    const long = 'word '.repeat(AI_REPLY_MAX_CHARS / 4);
    await provider().polish(long);

    expect(server.requests.map((r) => [r.body.max_tokens, r.body.max_completion_tokens])).toEqual([
      [replyTokens(AI_REPLY_MAX_CHARS), undefined],
      [replyTokens(3000), undefined],
      // an edit may be twice as long as its text
      [replyTokens(long.length * 2), undefined],
    ]);
    // about a token for every three characters: room for a reply near the limit, no more; and never
    // past what current models may write at all, so a long edit is not refused for its cap
    expect(replyTokens(AI_REPLY_MAX_CHARS)).toBe(AI_REPLY_MAX_CHARS / 3);
    expect(replyTokens(400_000)).toBe(16_384);
  });

  test('a server that refuses max_tokens by name (OpenAI’s newer models) is asked with max_completion_tokens, and from then on only so', async () => {
    server.reply = (req, res) => {
      if (req.body.max_tokens !== undefined) {
        const message = "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.";
        return sendJson(res, 400, { error: { message, type: 'invalid_request_error', param: 'max_tokens', code: 'unsupported_parameter' } });
      }
      answers(GOOD_JSON)(req, res);
    };
    const writer = provider();
    expect(texts(await writer.generate(request()))).toEqual(GOOD_ITEMS);
    expect(texts(await writer.generate(request()))).toEqual(GOOD_ITEMS);

    expect(server.requests.map((r) => [r.body.max_tokens, r.body.max_completion_tokens, r.body.response_format?.type])).toEqual([
      [replyTokens(AI_REPLY_MAX_CHARS), undefined, 'json_schema'],
      [undefined, replyTokens(AI_REPLY_MAX_CHARS), 'json_schema'],
      [undefined, replyTokens(AI_REPLY_MAX_CHARS), 'json_schema'],
    ]);
  });

  test('a server whose context cannot hold the prompt and the cap (vLLM with a small max_model_len) is asked again without a cap', async () => {
    server.reply = (req, res) => {
      if (req.body.max_tokens === undefined) return answers(GOOD_JSON)(req, res);
      const message = "This model's maximum context length is 4096 tokens. However, you requested 4900 tokens (900 in the messages, 4000 in the completion). Please reduce the length of the messages or completion.";
      sendJson(res, 400, { error: { message, type: 'BadRequestError', param: null, code: 400 } });
    };
    const writer = provider();
    expect(texts(await writer.generate(request()))).toEqual(GOOD_ITEMS);
    expect(texts(await writer.generate(request()))).toEqual(GOOD_ITEMS);
    // the refusal was of that request's prompt and cap: the next request is capped again
    expect(server.requests.map((r) => [r.body.max_tokens, r.body.max_completion_tokens, r.body.response_format?.type])).toEqual([
      [replyTokens(AI_REPLY_MAX_CHARS), undefined, 'json_schema'],
      [undefined, undefined, 'json_schema'],
      [replyTokens(AI_REPLY_MAX_CHARS), undefined, 'json_schema'],
      [undefined, undefined, 'json_schema'],
    ]);
  });

  test('a reply the server stopped at its token cap is too long, not half read or sent back to be rewritten', async () => {
    server.reply = (_req, res) => {
      openStream(res);
      res.write(chunk('{"use_cases": [{"sector": "Energy", "title": "wind", "description": "and on and on'));
      res.end(`${chunk(' and on', 'test-model', 'length')}data: [DONE]\n\n`);
    };
    expect((await failureOf(provider().generate(request(), { onDraft: () => {} }))).failure).toBe('too_long');
    expect(server.requests).toHaveLength(1);
  });

  test('a streamed answer still being written when its total time is up is stopped, and the request to the model closed', async () => {
    let closed = false;
    server.reply = (_req, res) => {
      openStream(res);
      // a word well within the idle wait, forever: only the total time can stop it
      const timer = setInterval(() => res.write(chunk('slowly ')), 20);
      res.on('close', () => {
        clearInterval(timer);
        closed = true;
      });
    };
    const started = performance.now();
    const err = await failureOf(provider({ streamMaxMs: 400 }).generate(request(), { onDraft: () => {} }));
    const waited = performance.now() - started;

    expect(err.failure).toBe('timeout');
    expect(waited).toBeGreaterThanOrEqual(350);
    expect(waited).toBeLessThan(5000);
    await expect.poll(() => closed).toBe(true);
  });

  test.each(['application/json', 'application/json; charset=utf-8'])(
    'a server that ignores stream: true and answers the whole completion as JSON (%s) is read, not refused',
    async (contentType) => {
      server.reply = (_req, res) => res.writeHead(200, { 'content-type': contentType }).end(JSON.stringify(completion(GOOD_JSON)));
      const drafts: DraftUseCase[][] = [];
      const answer = await provider().generate(request(), { onDraft: (d) => drafts.push(d) });

      expect(texts(answer)).toEqual(GOOD_ITEMS);
      expect(server.requests[0]!.body.stream).toBe(true);
      expect(drafts.at(-1)).toHaveLength(3);
      server.reply = (_req, res) => sendJson(res, 200, completion('Use Case 1: A clearer sentence.'));
      expect(await provider().polish('Use Case 1: a sentense')).toEqual({ text: 'Use Case 1: A clearer sentence.', polished: true });
    },
  );

  test('a whole JSON answer is held to the same limits: too long, stopped at its cap, or empty', async () => {
    server.reply = (_req, res) => sendJson(res, 200, completion(GOOD_JSON));
    expect((await failureOf(provider({ replyMaxChars: 50 }).generate(request()))).failure).toBe('too_long');
    server.reply = (_req, res) => sendJson(res, 200, { ...completion('{"use_cases": [{"sector": "Ene'), choices: [{ index: 0, message: { role: 'assistant', content: '{"use_cases": [' }, finish_reason: 'length' }] });
    expect((await failureOf(provider().generate(request()))).failure).toBe('too_long');
    server.reply = (_req, res) => sendJson(res, 200, { id: 'chatcmpl-test', object: 'chat.completion', choices: [] });
    expect((await failureOf(provider().generate(request()))).failure).toBe('bad_reply');
  });

  test('the provider is named after its model', () => {
    expect(provider().name).toBe('test-model');
    expect(provider().kind).toBe('model');
  });
});
