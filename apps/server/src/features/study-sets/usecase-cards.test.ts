import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SetDetail, SetSaved } from '@curio/core/study-sets';
import { USECASE_CARDS_MAX } from '@curio/core/study-sets-rules';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { answers, type ChatServer, sendJson, startChatServer } from '../../../test/chat-server';
import { flashcards } from '../../db/tables';
import { guest } from '../../../test/client';

const THREE = [
  'Use Case 1: Farming: greenhouse lighting\nGrowers tune LED colours to the wavelengths chlorophyll absorbs best.',
  'Energy: artificial leaves\nLabs copy the leaf to split water with sunlight.',
  'Pupils time how fast pondweed gives off bubbles under a lamp.',
];

const fromUseCases = (body: Record<string, unknown>) => ({ keyword: 'photosynthesis', use_cases: THREE, ...body });

describeEachEngine('flashcards from use cases, offline', (engine) => {
  const testApp = useTestApp({ engine });

  test('the three use cases become cards of a new set, titled and fronted as written, in a topic of the keyword', async () => {
    const { app } = testApp();
    const client = authed(app, (await signUp(app)).cookie);
    const res = await client.post('/api/sets/from-usecases', fromUseCases({ title: 'Photosynthesis' }));
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({ added: 3, written_by: null, ai_failed: false, set: { title: 'Photosynthesis', flashcard_count: 3, question_count: 0 } });
    const set = (await client.get(`/api/sets/${made.set.id}`)).json() as SetDetail;
    expect(set.items.map((i) => i.kind === 'flashcard' && [i.front, i.back, i.topic])).toEqual([
      ['photosynthesis — Farming: greenhouse lighting', 'Growers tune LED colours to the wavelengths chlorophyll absorbs best.', 'photosynthesis'],
      ['photosynthesis — Energy: artificial leaves', 'Labs copy the leaf to split water with sunlight.', 'photosynthesis'],
      ['photosynthesis — a real-world use (3)', 'Pupils time how fast pondweed gives off bubbles under a lamp.', 'photosynthesis'],
    ]);
  });

  test('cards go into a set of mine, a Kids Lock learner’s too; someone else’s set is refused and nothing is written', async () => {
    const { app, db } = testApp();
    const kid = authed(app, (await signUp(app, { age: 8 })).cookie);
    const own = (await kid.post('/api/sets', { title: 'Science', items: [{ kind: 'flashcard', front: 'leaf', back: 'where it happens' }] })).json() as SetSaved;
    const added = await kid.post('/api/sets/from-usecases', fromUseCases({ set_id: own.id, use_cases: THREE.slice(0, 2) }));
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ added: 2, set: { id: own.id, flashcard_count: 3 } });

    const stranger = authed(app, (await signUp(app)).cookie);
    const before = await countRows(db, flashcards);
    const refused = await stranger.post('/api/sets/from-usecases', fromUseCases({ set_id: own.id }));
    expect(refused.statusCode).toBe(404);
    expect(await countRows(db, flashcards)).toBe(before);
  });

  test.each([
    ['a guest', null, fromUseCases({ title: 'x' }), 401],
    ['both a set and a title', 'me', fromUseCases({ title: 'x', set_id: 1 }), 400],
    ['neither a set nor a title', 'me', fromUseCases({}), 400],
    ['no use cases', 'me', fromUseCases({ title: 'x', use_cases: [] }), 400],
    ['too many use cases', 'me', fromUseCases({ title: 'x', use_cases: Array.from({ length: USECASE_CARDS_MAX + 1 }, (_, i) => `case ${i}`) }), 400],
    ['a use case that is not text', 'me', fromUseCases({ title: 'x', use_cases: [42] }), 400],
    ['a blank keyword', 'me', fromUseCases({ title: 'x', keyword: '  ' }), 400],
    ['a set id that is not a number', 'me', fromUseCases({ set_id: '1; drop table courses' }), 400],
  ])('%s is answered with %s and writes nothing', async (_name, who, body, status) => {
    const { app, db } = testApp();
    const res =
      who === null
        ? await guest(app).post('/api/sets/from-usecases', body)
        : await authed(app, (await signUp(app)).cookie).post('/api/sets/from-usecases', body);
    expect(res.statusCode).toBe(status);
    expect(await countRows(db, flashcards)).toBe(0);
  });
});

describeEachEngine('flashcards from use cases, written by a model', (engine) => {
  const env: Record<string, string> = { AI_MODEL: 'test-model' };
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
    env.AI_BASE_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  const testApp = useTestApp({ engine, env });

  test('the model’s cards are kept and named by the model; the use cases reach it', async () => {
    const { app } = testApp();
    const client = authed(app, (await signUp(app)).cookie);
    server.reply = answers(
      'Card 1\nFront: Why do greenhouse growers pick LED colours?\nBack: To match the light chlorophyll absorbs.\n\n**Front:** What does an artificial leaf copy?\n**Back:** The leaf, to split water with sunlight.\n\nFront: What do pupils time?\nBack: Bubbles from pondweed.',
    );
    const res = await client.post('/api/sets/from-usecases', fromUseCases({ title: 'Photosynthesis' }));
    expect(res.json()).toMatchObject({ added: 3, written_by: 'test-model', ai_failed: false });
    expect(server.requests.at(-1)!.body.messages!.at(-1)!.content).toContain('Labs copy the leaf to split water with sunlight.');
    const set = (await client.get(`/api/sets/${res.json().set.id}`)).json() as SetDetail;
    expect(set.items.map((i) => i.kind === 'flashcard' && [i.front, i.back])).toEqual([
      ['Why do greenhouse growers pick LED colours?', 'To match the light chlorophyll absorbs.'],
      ['What does an artificial leaf copy?', 'The leaf, to split water with sunlight.'],
      ['What do pupils time?', 'Bubbles from pondweed.'],
    ]);
  });

  test.each([
    ['writes fewer cards than use cases', answers('Front: one\nBack: only')],
    ['answers 500', (_req: unknown, res: Parameters<typeof sendJson>[0]) => sendJson(res, 500, { error: { message: 'boom' } })],
  ])('a model that %s: the cards are made as written, and the answer says so', async (_name, reply) => {
    const { app } = testApp();
    const client = authed(app, (await signUp(app)).cookie);
    server.reply = reply;
    const res = await client.post('/api/sets/from-usecases', fromUseCases({ title: 'Photosynthesis' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: 3, written_by: null, ai_failed: true });
  });
});
