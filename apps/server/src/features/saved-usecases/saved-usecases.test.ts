import { expect, test } from 'vitest';
import { USECASE_CONTENT_MAX, USECASE_KEYWORD_MAX } from '@curio/core/limits';
import { SAVED_USECASE_MSG } from '@curio/core/usecase-messages';
import { savedUseCase } from '@curio/core/saved-usecases';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import { savedUsecases } from '../../db/tables';

const item = (content = 'Use Case 1: Solar pumps irrigate small farms.', keyword = 'solar') => ({ keyword, content });

describeEachEngine('saved use cases', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner saves a use case; the user comes from the session', async () => {
    const { app } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);

    const res = await authed(app, cookie).post('/api/saved-usecases', { ...item(), keyword: '  solar ', user_id: other.user.id });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(savedUseCase.parse(saved)).toEqual(saved);
    expect(saved).toEqual({ id: expect.any(String), user_id: user.id, keyword: 'solar', content: item().content, provenance: null, created_at: expect.any(String) });
  });

  test('a generated use case is kept with where it came from; a provenance of any other shape is refused and nothing is saved', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const provenance = { kind: 'course', course: 'Personal Finance', topic: 'How Interest Works' };
    const res = await authed(app, cookie).post('/api/saved-usecases', { ...item(), provenance });
    expect(res.statusCode).toBe(201);
    expect(res.json().provenance).toEqual(provenance);
    expect((await authed(app, cookie).get('/api/saved-usecases')).json()[0].provenance).toEqual(provenance);

    for (const bad of [{ kind: 'oracle' }, { kind: 'model' }, { kind: 'model', model: '' }, { kind: 'course', course: 'Personal Finance' }, 'llama3.2']) {
      const refused = await authed(app, cookie).post('/api/saved-usecases', { ...item('other'), provenance: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await countRows(db, savedUsecases)).toBe(1);
  });

  test('the same content again is ignored and answers the one kept, even when long', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const long = 'L'.repeat(USECASE_CONTENT_MAX);

    const first = await authed(app, cookie).post('/api/saved-usecases', item(long));
    const again = await authed(app, cookie).post('/api/saved-usecases', item(`  ${long}  `, 'another keyword'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // another learner keeps their own copy
    expect((await authed(app, other.cookie).post('/api/saved-usecases', item(long))).statusCode).toBe(201);
    expect(await countRows(db, savedUsecases)).toBe(2);
  });

  test('concurrent saves of one content keep one row', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const responses = await Promise.all(Array.from({ length: 8 }, () => authed(app, cookie).post('/api/saved-usecases', item())));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(db, savedUsecases)).toBe(1);
  });

  test('the list is the learner’s own, newest first, and the count matches', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    for (const content of ['first', 'second', 'third']) await authed(app, cookie).post('/api/saved-usecases', item(content));
    await authed(app, other.cookie).post('/api/saved-usecases', item('not mine'));

    expect((await authed(app, cookie).get('/api/saved-usecases')).json().map((s: { content: string }) => s.content)).toEqual(['third', 'second', 'first']);
    expect((await authed(app, cookie).get('/api/saved-usecases/count')).json()).toEqual({ count: 3 });
    expect((await authed(app, other.cookie).get('/api/saved-usecases/count')).json()).toEqual({ count: 1 });
  });

  test('a learner deletes their own; someone else’s is 404 and stays', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const { id } = (await authed(app, owner.cookie).post('/api/saved-usecases', item())).json();

    const refused = await send(app, 'DELETE', `/api/saved-usecases/${id}`, { cookie: intruder.cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'not_found', message: SAVED_USECASE_MSG.notFound });
    expect(await countRows(db, savedUsecases)).toBe(1);

    expect((await send(app, 'DELETE', `/api/saved-usecases/${id}`, { cookie: owner.cookie })).json()).toEqual({ ok: true });
    expect(await countRows(db, savedUsecases)).toBe(0);
    expect((await send(app, 'DELETE', `/api/saved-usecases/${id}`, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await send(app, 'DELETE', '/api/saved-usecases/1', { cookie: owner.cookie })).statusCode).toBe(400);
    // saving it again after the delete is a new save
    expect((await authed(app, owner.cookie).post('/api/saved-usecases', item())).statusCode).toBe(201);
  });

  test.each([
    ['no keyword', { content: 'x' }, 'keyword'],
    ['a blank keyword', item('x', '  '), 'keyword'],
    ['a keyword too long', item('x', 'k'.repeat(USECASE_KEYWORD_MAX + 1)), 'keyword'],
    ['no content', { keyword: 'k' }, 'content'],
    ['blank content', item(' \n '), 'content'],
    ['content too long', item('c'.repeat(USECASE_CONTENT_MAX + 1)), 'content'],
    ['content that is not text', { keyword: 'k', content: { text: 'x' } }, 'content'],
  ])('%s is refused and nothing is written', async (_what, payload, field) => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/saved-usecases', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await countRows(db, savedUsecases)).toBe(0);
  });
});
