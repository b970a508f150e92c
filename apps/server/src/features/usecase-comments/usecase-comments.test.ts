import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { COMMENT_MAX_LENGTH, COMMENTS_LIMIT, COMMENTS_PER_HOUR, JSON_BODY_LIMIT_BYTES } from '@curio/core/limits';
import { TEXT_MSG } from '@curio/core/text-input';
import { COMMENT_MSG, commentsLimitText, USECASE_MSG } from '@curio/core/usecase-messages';
import { comment } from '@curio/core/usecases';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import { usecaseComments } from '../../db/tables';
import { publish } from '../../../test/factories';

const commentsUrl = (id: string) => `/api/usecases/${id}/comments`;

describeEachEngine('comments', (engine) => {
  const testApp = useTestApp({ engine });

  test('a comment is trimmed, signed by the session’s user and listed newest first with the count', async () => {
    const { app } = testApp();
    const author = await signUp(app);
    const reader = await signUp(app, { first_name: 'Chinua', last_name: 'Achebe' });
    const { id } = await publish(app, author.cookie);

    const res = await authed(app, reader.cookie).post(commentsUrl(id), { body: '  Great idea!\n', user_id: author.user.id, author_name: 'Fake' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(comment.parse(created)).toEqual(created);
    expect(created).toEqual({
      id: expect.any(String),
      usecase_id: id,
      user_id: reader.user.id,
      body: 'Great idea!',
      author_name: 'Chinua Achebe',
      author_username: 'chinua_achebe',
      author_avatar_url: null,
      created_at: expect.any(String),
    });
    await authed(app, author.cookie).post(commentsUrl(id), { body: 'Thanks' });

    const list = (await authed(app, reader.cookie).get(commentsUrl(id))).json();
    expect(list.count).toBe(2);
    expect(list.data.map((c: { body: string }) => c.body)).toEqual(['Thanks', 'Great idea!']);
    // the feed's card shows the count without opening the comments
    expect((await authed(app, reader.cookie).get('/api/usecases')).json().data[0]).toMatchObject({ id, comments_count: 2 });
    await send(app, 'DELETE', `${commentsUrl(id)}/${created.id}`, { cookie: reader.cookie });
    expect((await authed(app, reader.cookie).get('/api/usecases')).json().data[0]).toMatchObject({ id, comments_count: 1 });
  });

  test(`a learner writes at most ${COMMENTS_PER_HOUR} comments an hour; refused input does not count`, async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const reader = await signUp(app);
    const { id } = await publish(app, author.cookie);

    expect((await authed(app, reader.cookie).post(commentsUrl(id), { body: '   ' })).statusCode).toBe(400);
    for (let i = 0; i < COMMENTS_PER_HOUR; i++) {
      expect((await authed(app, reader.cookie).post(commentsUrl(id), { body: `Comment ${i}` })).statusCode).toBe(201);
    }
    const refused = await authed(app, reader.cookie).post(commentsUrl(id), { body: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'rate_limited', message: commentsLimitText(COMMENTS_PER_HOUR) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(db, usecaseComments)).toBe(COMMENTS_PER_HOUR);
    // another learner has an allowance of their own
    expect((await authed(app, author.cookie).post(commentsUrl(id), { body: 'Thanks, all' })).statusCode).toBe(201);
  });

  test(`only the ${COMMENTS_LIMIT} newest are loaded; the count is of all`, async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const { id } = await publish(app, cookie);
    const total = COMMENTS_LIMIT + 5;
    await db.insert(usecaseComments).values(
      Array.from({ length: total }, (_, i) => ({ usecase_id: id, user_id: user.id, body: `c${i}`, created_at: sql`now() - ${total - i}::int * interval '1 second'` })),
    );

    const list = (await authed(app, cookie).get(commentsUrl(id))).json();
    expect(list.count).toBe(total);
    expect(list.data).toHaveLength(COMMENTS_LIMIT);
    expect(list.data[0].body).toBe(`c${total - 1}`);
    expect(list.data.at(-1).body).toBe(`c${total - COMMENTS_LIMIT}`);
  });

  test('HTML in a comment is kept as text', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);
    const body = '<script>alert(document.cookie)</script>';
    await authed(app, cookie).post(commentsUrl(id), { body });
    expect((await authed(app, cookie).get(commentsUrl(id))).json().data[0].body).toBe(body);
  });

  test('a comment keeps its tabs and line breaks', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);
    const body = 'Two points:\n\t1. cost\r\n\t2. reach';
    expect((await authed(app, cookie).post(commentsUrl(id), { body })).statusCode).toBe(201);
    expect((await authed(app, cookie).get(commentsUrl(id))).json().data[0].body).toBe(body);
  });

  test.each([
    ['an empty comment', { body: '' }, COMMENT_MSG.required],
    ['a comment with a control character', { body: 'ring \u0007 ring' }, TEXT_MSG.controlCharacters],
    ['a blank comment', { body: ' \n\t ' }, COMMENT_MSG.required],
    ['a comment too long', { body: 'c'.repeat(COMMENT_MAX_LENGTH + 1) }, undefined],
    ['a comment that is not text', { body: 12 }, undefined],
    ['no comment', {}, undefined],
  ])('%s is refused and nothing is written', async (_what, payload, message) => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);
    const res = await authed(app, cookie).post(commentsUrl(id), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body: /);
    if (message) expect(res.json().message).toBe(`body: ${message}`);
    expect(await countRows(db, usecaseComments)).toBe(0);
  });

  test('a huge body is refused with 413', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);
    expect((await authed(app, cookie).post(commentsUrl(id), { body: 'x'.repeat(JSON_BODY_LIMIT_BYTES) })).statusCode).toBe(413);
    expect(await countRows(db, usecaseComments)).toBe(0);
  });

  test('a commenter deletes their own comment; someone else’s gets 403 and stays', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const commenter = await signUp(app);
    const { id } = await publish(app, author.cookie);
    const mine = (await authed(app, commenter.cookie).post(commentsUrl(id), { body: 'mine' })).json();
    const theirs = (await authed(app, author.cookie).post(commentsUrl(id), { body: 'theirs' })).json();

    // not even the use case's author may delete another person's comment (docs/product.md#roles-and-permissions)
    const forbidden = await send(app, 'DELETE', `${commentsUrl(id)}/${mine.id}`, { cookie: author.cookie });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'forbidden', message: COMMENT_MSG.notYours });
    expect((await send(app, 'DELETE', `${commentsUrl(id)}/${theirs.id}`, { cookie: commenter.cookie })).statusCode).toBe(403);
    expect(await countRows(db, usecaseComments)).toBe(2);

    const deleted = await send(app, 'DELETE', `${commentsUrl(id)}/${mine.id}`, { cookie: commenter.cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await send(app, 'DELETE', `${commentsUrl(id)}/${mine.id}`, { cookie: commenter.cookie })).statusCode).toBe(404);
    expect((await authed(app, author.cookie).get(commentsUrl(id))).json()).toMatchObject({ count: 1, data: [{ body: 'theirs' }] });
  });

  test('a comment is deleted only through its own use case', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const first = await publish(app, cookie);
    const second = await publish(app, cookie);
    const { id: commentId } = (await authed(app, cookie).post(commentsUrl(first.id), { body: 'here' })).json();

    expect((await send(app, 'DELETE', `${commentsUrl(second.id)}/${commentId}`, { cookie })).statusCode).toBe(404);
    expect((await send(app, 'DELETE', `${commentsUrl(first.id)}/not-an-id`, { cookie })).statusCode).toBe(400);
    expect(await countRows(db, usecaseComments)).toBe(1);
  });

  test('someone else’s private use case has no visible comments: 404 for every call', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const other = await signUp(app);
    const { id } = await publish(app, author.cookie, { is_public: false });
    const { id: commentId } = (await authed(app, author.cookie).post(commentsUrl(id), { body: 'private thought' })).json();

    const responses = [
      await authed(app, other.cookie).get(commentsUrl(id)),
      await authed(app, other.cookie).post(commentsUrl(id), { body: 'hello' }),
      await send(app, 'DELETE', `${commentsUrl(id)}/${commentId}`, { cookie: other.cookie }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(responses[0]!.json().message).toBe(USECASE_MSG.notFound);
    expect(await countRows(db, usecaseComments)).toBe(1);
    expect((await authed(app, other.cookie).get(commentsUrl(crypto.randomUUID()))).statusCode).toBe(404);
  });
});
