import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import type { NewBookmark } from '@curio/core/learning';
import { BOOKMARK_MSG } from '@curio/core/learning-messages';
import type { App } from '../../app';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { bookmarks } from '../../db/tables';
import { as } from '../../../test/client';

const card = (concept = 'Compound interest', overrides: Partial<NewBookmark> = {}): NewBookmark => ({
  category: 'finance',
  course: 'Personal Finance',
  module: 'Saving',
  topic: 'Interest',
  content: {
    concept,
    summary: ['Interest earns interest', 'Time matters most'],
    example: '100 at 10% for 2 years gives 121',
    protip: 'Start early',
    difficulty: 'medium',
    quiz_check: 'What does 100 grow to at 10% over 2 years?',
    formulas: ['A = P(1 + r)^n'],
  },
  ...overrides,
});

const remove = (app: App, url: string, cookie?: string) => as(app, cookie).delete(url);

describeEachEngine('bookmarks', (engine) => {
  const testApp = useTestApp({ engine });

  test('a learner bookmarks a flashcard; the user comes from the session and mode defaults to curious', async () => {
    const { app } = testApp();
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);

    const res = await authed(app, cookie).post('/api/bookmarks', { ...card(), category: ' Finance ', user_id: other.user.id });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      user_id: user.id,
      category: 'finance',
      course: 'Personal Finance',
      module: 'Saving',
      topic: 'Interest',
      mode: 'curious',
      content: card().content,
      createdat: expect.any(String),
    });
  });

  test('bookmarking the same card again answers the existing bookmark and keeps one row', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);

    const first = await client.post('/api/bookmarks', card());
    const again = await client.post('/api/bookmarks', card('  Compound interest  ', { course: 'Another course' }));

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await countRows(db, bookmarks)).toBe(1);
  });

  test('the same concept in another module, or by another learner, is a bookmark of its own', async () => {
    const { app, db } = testApp();
    const a = await signUp(app);
    const b = await signUp(app);

    expect((await authed(app, a.cookie).post('/api/bookmarks', card())).statusCode).toBe(201);
    expect((await authed(app, a.cookie).post('/api/bookmarks', card('Compound interest', { module: 'Investing' }))).statusCode).toBe(201);
    expect((await authed(app, a.cookie).post('/api/bookmarks', card('Compound interest', { module: null }))).statusCode).toBe(201);
    expect((await authed(app, b.cookie).post('/api/bookmarks', card())).statusCode).toBe(201);
    expect(await countRows(db, bookmarks)).toBe(4);
  });

  test('sections may be left out, summary may be one string and difficulty is read loosely', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/bookmarks', {
      category: 'finance',
      course: 'Personal Finance',
      content: { concept: 'Budget', summary: 'Plan before you spend', difficulty: ' Easy ', example: null },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ module: null, topic: null, content: { concept: 'Budget', summary: 'Plan before you spend', difficulty: 'easy' } });
    expect(res.json().content).not.toHaveProperty('example');
  });

  test('the list is the learner’s own, newest first, optionally in one category', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const client = authed(app, cookie);
    for (const concept of ['First', 'Second', 'Third']) expect((await client.post('/api/bookmarks', card(concept))).statusCode).toBe(201);
    await client.post('/api/bookmarks', card('Elsewhere', { category: 'business' }));
    await authed(app, other.cookie).post('/api/bookmarks', card('Not mine'));

    const all = (await client.get('/api/bookmarks')).json() as { content: { concept: string }; createdat: string }[];
    expect(all.map((b) => b.content.concept)).toEqual(['Elsewhere', 'Third', 'Second', 'First']);

    const finance = await client.get('/api/bookmarks?category=Finance');
    expect(finance.statusCode).toBe(200);
    expect(finance.json().map((b: { content: { concept: string } }) => b.content.concept)).toEqual(['Third', 'Second', 'First']);
    expect((await client.get('/api/bookmarks?category=cartoons')).json()).toEqual([]);
  });

  test('the existence check matches user, category, module and concept', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const { id } = (await authed(app, cookie).post('/api/bookmarks', card())).json();
    const exists = (query: string, who = cookie) => authed(app, who).get(`/api/bookmarks/exists?${query}`);

    expect((await exists('category=finance&module=Saving&concept=Compound%20interest')).json()).toEqual({ bookmarked: true, id });
    expect((await exists('category=finance&module=Investing&concept=Compound%20interest')).json()).toEqual({ bookmarked: false });
    expect((await exists('category=finance&concept=Compound%20interest')).json()).toEqual({ bookmarked: false });
    expect((await exists('category=finance&module=Saving&concept=Budget')).json()).toEqual({ bookmarked: false });
    expect((await exists('category=finance&module=Saving&concept=Compound%20interest', other.cookie)).json()).toEqual({ bookmarked: false });
    expect((await exists('category=finance&module=Saving')).statusCode).toBe(400);
  });

  test('a bookmark without a module is found without one', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const { id } = (await authed(app, cookie).post('/api/bookmarks', card('Budget', { module: undefined }))).json();
    expect((await authed(app, cookie).get('/api/bookmarks/exists?category=finance&module=&concept=Budget')).json()).toEqual({ bookmarked: true, id });
  });

  test('a learner removes their bookmark; the card can be bookmarked again', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const { id } = (await authed(app, cookie).post('/api/bookmarks', card())).json();

    const res = await remove(app, `/api/bookmarks/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await countRows(db, bookmarks)).toBe(0);
    expect((await remove(app, `/api/bookmarks/${id}`, cookie)).statusCode).toBe(404);
    expect((await authed(app, cookie).post('/api/bookmarks', card())).statusCode).toBe(201);
  });

  test('someone else’s bookmark is never deleted: 404 as if it did not exist', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const { id } = (await authed(app, owner.cookie).post('/api/bookmarks', card())).json();

    const res = await remove(app, `/api/bookmarks/${id}`, intruder.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: BOOKMARK_MSG.notFound });
    expect(await countRows(db, bookmarks)).toBe(1);
    expect((await authed(app, intruder.cookie).get('/api/bookmarks')).json()).toEqual([]);
  });

  test('a malformed bookmark id is refused', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    expect((await remove(app, '/api/bookmarks/42', cookie)).statusCode).toBe(400);
  });

  test.each([
    ['no concept', { ...card(), content: { summary: 'x' } }, 'content.concept'],
    ['a blank concept', card('   '), 'content.concept'],
    ['an unknown difficulty', { ...card(), content: { concept: 'X', difficulty: 'extreme' } }, 'content.difficulty'],
    ['formulas that are not a list', { ...card(), content: { concept: 'X', formulas: 'E=mc^2' } }, 'content.formulas'],
    ['an unknown mode', { ...card(), mode: 'casual' }, 'mode'],
    ['no course', { ...card(), course: '' }, 'course'],
    ['no category', { ...card(), category: undefined }, 'category'],
  ])('%s is refused and nothing is written', async (_what, payload, field) => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/bookmarks', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: expect.stringMatching(new RegExp(`^${field.replaceAll('.', '\\.')}: `)) });
    expect(await countRows(db, bookmarks)).toBe(0);
  });

  test('Kids Lock: a learner under 10 bookmarks only in kid-friendly categories', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app, { age: 7 });
    const res = await authed(app, cookie).post('/api/bookmarks', card());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MSG.notAllowed);
    expect((await authed(app, cookie).get('/api/bookmarks?category=finance')).statusCode).toBe(403);
    expect(await countRows(db, bookmarks)).toBe(0);
    expect((await authed(app, cookie).post('/api/bookmarks', card('Counting', { category: 'kids' }))).statusCode).toBe(201);
  });
});

describeEachEngine('admin bookmark delete-for-all', (engine) => {
  const ADMIN_EMAIL = 'head.teacher@example.com';
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL } });

  test('the admin deletes every user’s bookmarks of one concept, and only those', async () => {
    const { app, db } = testApp();
    const admin = await signUp(app, { email: ADMIN_EMAIL });
    const a = await signUp(app);
    const b = await signUp(app);
    await authed(app, a.cookie).post('/api/bookmarks', card('Compound interest'));
    await authed(app, a.cookie).post('/api/bookmarks', card('Compound interest', { module: 'Investing', category: 'business' }));
    await authed(app, b.cookie).post('/api/bookmarks', card('Compound interest'));
    await authed(app, b.cookie).post('/api/bookmarks', card('Budget'));

    const res = await remove(app, '/api/admin/bookmarks?concept=%20Compound%20interest%20', admin.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    expect((await db.select().from(bookmarks)).map((row) => (row.content as { concept: string }).concept)).toEqual(['Budget']);
    expect((await remove(app, '/api/admin/bookmarks?concept=Compound%20interest', admin.cookie)).json()).toEqual({ deleted: 0 });
  });

  test('a learner who is not the admin gets 403 and nothing is deleted', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    await authed(app, cookie).post('/api/bookmarks', card());

    const res = await remove(app, '/api/admin/bookmarks?concept=Compound%20interest', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: ACCOUNT_MSG.accessDeniedAdmins });
    expect(await countRows(db, bookmarks)).toBe(1);
  });

  test('the admin must name a concept', async () => {
    const { app } = testApp();
    const admin = await signUp(app, { email: ADMIN_EMAIL });
    expect((await remove(app, '/api/admin/bookmarks?concept=%20', admin.cookie)).statusCode).toBe(400);
    expect((await remove(app, '/api/admin/bookmarks', admin.cookie)).statusCode).toBe(400);
  });
});
