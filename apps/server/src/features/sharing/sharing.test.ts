import { expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { eq } from 'drizzle-orm';
import type { SignUpForm } from '../../../test/test-app';
import { authed, countRows, describeEachEngine, signUp as signUpAt, useTestApp } from '../../../test/test-app';
import { createQuestion } from '../../../test/question-factory';
import { sharedLinks, users } from '../../db/tables';
import type { App } from '../../app';

const PUBLIC_URL = 'https://curio.example.com';

/** With PUBLIC_URL set, better-auth trusts only that origin. */
const signUp = (app: App, overrides: Partial<SignUpForm> = {}) => signUpAt(app, overrides, { headers: { origin: PUBLIC_URL } });

describeEachEngine('shared question links', (engine) => {
  const testApp = useTestApp({ engine, env: { PUBLIC_URL } });

  test('the first share creates the link with count 1; it deep-links to the question’s quiz', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db, { category: 'fun&games', course: 'Board Games', topic: 'Chess & Go' });
    const { cookie, user } = await signUp(app);

    const res = await authed(app, cookie).post(`/api/questions/${question.id}/share`, { category: 'fun&games', mode: 'serious' });

    expect(res.statusCode).toBe(200);
    const url = `${PUBLIC_URL}/category/fun%26games/quiz/start?course=Board+Games&topic=Chess+%26+Go&mode=serious&q=${question.id}`;
    expect(res.json()).toEqual({ url, share_count: 1 });
    const parsed = new URL(url);
    expect([parsed.searchParams.get('course'), parsed.searchParams.get('topic')]).toEqual(['Board Games', 'Chess & Go']);
    expect(await db.select().from(sharedLinks)).toEqual([
      expect.objectContaining({ item_id: question.id, item_type: 'question', user_id: user.id, category: 'fun&games', mode: 'serious', url, share_count: 1 }),
    ]);
  });

  test('later shares, by anyone, count up and reuse the first link', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const a = await signUp(app);
    const b = await signUp(app);

    const first = (await authed(app, a.cookie).post(`/api/questions/${question.id}/share`, {})).json();
    const second = (await authed(app, b.cookie).post(`/api/questions/${question.id}/share`, { mode: 'curious' })).json();

    expect(first.url).toContain('mode=serious');
    expect(second).toEqual({ url: first.url, share_count: 2 });
    expect(await countRows(db, sharedLinks)).toBe(1);
    expect((await db.select().from(sharedLinks))[0]?.user_id).toBe(a.user.id);
  });

  test('concurrent shares never lose a count', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);

    const responses = await Promise.all(Array.from({ length: 20 }, () => authed(app, cookie).post(`/api/questions/${question.id}/share`, {})));

    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.map((r) => r.json().share_count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await db.select().from(sharedLinks))[0]?.share_count).toBe(20);
  });

  test('each question has its own count', async () => {
    const { app, db } = testApp();
    const q1 = await createQuestion(db);
    const q2 = await createQuestion(db);
    const { cookie } = await signUp(app);
    await authed(app, cookie).post(`/api/questions/${q1.id}/share`, {});
    await authed(app, cookie).post(`/api/questions/${q1.id}/share`, {});
    expect((await authed(app, cookie).post(`/api/questions/${q2.id}/share`, {})).json().share_count).toBe(1);
  });

  test('a share without a body works', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);
    const res = await app.inject({ method: 'POST', url: `/api/questions/${question.id}/share`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().share_count).toBe(1);
  });

  test('an unknown question answers 404 and nothing is written', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/questions/4242/share', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
    expect(await countRows(db, sharedLinks)).toBe(0);
  });

  test('a bad mode is refused and the count stays as it was', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie } = await signUp(app);
    await authed(app, cookie).post(`/api/questions/${question.id}/share`, {});

    const res = await authed(app, cookie).post(`/api/questions/${question.id}/share`, { mode: 'casual' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: expect.stringMatching(/^mode: /) });
    expect((await db.select().from(sharedLinks))[0]?.share_count).toBe(1);
  });

  test('Kids Lock: a learner under 10 cannot share a question outside kid-friendly categories', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db, { category: 'business' });
    const { cookie } = await signUp(app, { age: 6 });
    const res = await authed(app, cookie).post(`/api/questions/${question.id}/share`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ACCOUNT_MSG.notAllowed);
    expect(await countRows(db, sharedLinks)).toBe(0);
  });

  test('the share count survives when the first sharer’s account is deleted', async () => {
    const { app, db } = testApp();
    const question = await createQuestion(db);
    const { cookie, user } = await signUp(app);
    await authed(app, cookie).post(`/api/questions/${question.id}/share`, {});
    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(sharedLinks)).toEqual([expect.objectContaining({ user_id: null, share_count: 1 })]);
  });
});
