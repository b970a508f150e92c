import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { JSON_BODY_LIMIT_BYTES, SHARE_SUMMARY_LENGTH, USECASE_CONTENT_MAX, USECASE_POSTS_PER_HOUR, USECASE_TAGS_MAX, USECASE_TITLE_MAX } from '@curio/core/limits';
import { postsLimitText, USECASE_MSG } from '@curio/core/usecase-messages';
import { TEXT_MSG } from '@curio/core/text-input';
import { type NewUseCase, useCase } from '@curio/core/usecases';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { send } from '../../../test/client';
import { profiles, usecases, users } from '../../db/tables';
import { publish } from '../../../test/factories';

const post = (overrides: Partial<Record<keyof NewUseCase, unknown>> & Record<string, unknown> = {}) => ({
  title: 'Solar microgrids for villages',
  content: 'A shared battery bank lets a village run its clinic at night.',
  ...overrides,
});

describeEachEngine('publishing a use case (POST /api/usecases)', (engine) => {
  const testApp = useTestApp({ engine });

  test('the author comes from the session; tags are parsed; public, ai and the product by default', async () => {
    const { app } = testApp();
    const { cookie, user } = await signUp(app, { first_name: 'Wangari', last_name: 'Maathai' });
    const other = await signUp(app);

    const res = await authed(app, cookie).post(
      '/api/usecases',
      post({ tags: '#energy, solar  grid,,#energy', created_by: other.user.id, author_name: 'Someone else', likes_count: 99, id: crypto.randomUUID() }),
    );

    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(useCase.parse(created)).toEqual(created);
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Solar microgrids for villages',
      content: 'A shared battery bank lets a village run its clinic at night.',
      summary: 'A shared battery bank lets a village run its clinic at night.',
      tags: ['energy', 'solar', 'grid'],
      is_public: true,
      origin: 'ai',
      provider: 'Curio',
      provenance: null,
      author_name: 'Wangari Maathai',
      created_by: user.id,
      created_at: expect.any(String),
      likes_count: 0,
      comments_count: 0,
      author_username: 'wangari_maathai',
      author_avatar_url: null,
      liked_by_me: false,
    });
    expect(Date.now() - new Date(created.created_at).getTime()).toBeLessThan(60_000);
  });

  test('a generated use case keeps its provenance on the feed; one written by hand cannot claim one', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const provenance = { kind: 'model', model: 'llama3.2' };
    const res = await authed(app, cookie).post('/api/usecases', post({ provider: 'llama3.2', provenance }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ origin: 'ai', provider: 'llama3.2', provenance });
    const feed = await authed(app, cookie).get('/api/usecases');
    expect(feed.json().data[0].provenance).toEqual(provenance);

    const claimed = await authed(app, cookie).post('/api/usecases', post({ origin: 'user', provenance }));
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().message).toContain('no provenance');
    expect((await authed(app, cookie).post('/api/usecases', post({ provenance: { kind: 'wizard' } }))).statusCode).toBe(400);
    expect((await authed(app, cookie).get('/api/usecases')).json().data).toHaveLength(1);
  });

  test('provider: null for user and assisted unless given; a given one is kept', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);

    expect((await client.post('/api/usecases', post({ origin: 'user' }))).json().provider).toBeNull();
    expect((await client.post('/api/usecases', post({ origin: 'assisted' }))).json().provider).toBeNull();
    expect((await client.post('/api/usecases', post({ origin: 'assisted', provider: ' Llama 3 ' }))).json()).toMatchObject({ origin: 'assisted', provider: 'Llama 3' });
    expect((await client.post('/api/usecases', post({ origin: 'ai', provider: 'GPT-4o' }))).json().provider).toBe('GPT-4o');
    expect((await client.post('/api/usecases', post({ is_public: false }))).json().is_public).toBe(false);
  });

  test(`the summary is the first ${SHARE_SUMMARY_LENGTH} characters of the content`, async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const content = `${'Long text. '.repeat(30)}`.trim();
    const created = (await authed(app, cookie).post('/api/usecases', post({ content }))).json();
    expect(created.summary).toBe(content.slice(0, SHARE_SUMMARY_LENGTH));
  });

  test('without a display name the author is shown by username', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    await db.update(users).set({ name: '' }).where(eq(users.id, user.id));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));

    expect((await authed(app, cookie).post('/api/usecases', post())).json().author_name).toBe(profile!.username);
  });

  test('HTML in title, content and tags is kept as text, exactly', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const title = '<img src=x onerror="alert(1)"> & friends';
    const content = '<script>alert("x")</script>\n<b>bold</b> &amp;';
    const created = (await authed(app, cookie).post('/api/usecases', post({ title, content, tags: '<i>tag</i>' }))).json();
    const read = (await authed(app, cookie).get(`/api/usecases/${created.id}`)).json();
    expect(read).toMatchObject({ title, content, tags: ['<i>tag</i>'] });
  });

  test.each([
    ['no title', { title: undefined }, 'title'],
    ['a blank title', { title: '  \n ' }, 'title'],
    ['a title too long', { title: 't'.repeat(USECASE_TITLE_MAX + 1) }, 'title'],
    ['a title that is not text', { title: 42 }, 'title'],
    ['no content', { content: undefined }, 'content'],
    ['content too long', { content: 'c'.repeat(USECASE_CONTENT_MAX + 1) }, 'content'],
    ['content that is a list', { content: ['a'] }, 'content'],
    ['too many tags', { tags: Array.from({ length: USECASE_TAGS_MAX + 1 }, (_, i) => `tag${i}`).join(',') }, 'tags'],
    ['tags that are a number', { tags: 5 }, 'tags'],
    ['an unknown origin', { origin: 'gpt' }, 'origin'],
    ['is_public as text', { is_public: 'false' }, 'is_public'],
    ['a provider that is an object', { provider: { name: 'x' } }, 'provider'],
    ['a title with a control character', { title: 'Solar\u0007grids' }, `title: ${TEXT_MSG.controlCharacters}`],
    ['a title on two lines', { title: 'Solar\ngrids' }, `title: ${TEXT_MSG.lineBreak}`],
    ['a tag with an escape sequence', { tags: ['solar', '\u001b[31mred'] }, `tags.1: ${TEXT_MSG.controlCharacters}`],
    ['content with a C1 control', { content: 'A battery\u0085bank' }, `content: ${TEXT_MSG.controlCharacters}`],
  ])('%s is refused with 400 and nothing is written', async (_what, overrides, field) => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/usecases', post(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_error', message: expect.stringMatching(new RegExp(`^${field}`)) });
    expect(await countRows(db, usecases)).toBe(0);
  });

  test('the content keeps its tabs and line breaks', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const content = 'Step one:\n\tcharge the bank.\r\nStep two:\tshare it.';
    const created = (await authed(app, cookie).post('/api/usecases', post({ content }))).json();
    expect((await authed(app, cookie).get(`/api/usecases/${created.id}`)).json().content).toBe(content);
  });

  test('a body that is not an object, or over the size limit, is refused', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    expect((await authed(app, cookie).post('/api/usecases', [post()])).statusCode).toBe(400);
    const huge = await authed(app, cookie).post('/api/usecases', post({ content: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 1) }));
    expect(huge.statusCode).toBe(413);
    expect(await countRows(db, usecases)).toBe(0);
  });

  test('the longest title and content are accepted', async () => {
    const { app } = testApp();
    const { cookie } = await signUp(app);
    const res = await authed(app, cookie).post('/api/usecases', post({ title: 'T'.repeat(USECASE_TITLE_MAX), content: '🌱'.repeat(USECASE_CONTENT_MAX / 2) }));
    expect(res.statusCode).toBe(201);
  });
});

describeEachEngine('reading and deleting one use case', (engine) => {
  const testApp = useTestApp({ engine });

  test(`a learner publishes at most ${USECASE_POSTS_PER_HOUR} use cases an hour; refused input does not count`, async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    expect((await authed(app, cookie).post('/api/usecases', post({ title: '' }))).statusCode).toBe(400);
    const answers = await Promise.all(Array.from({ length: USECASE_POSTS_PER_HOUR + 5 }, (_, i) => authed(app, cookie).post('/api/usecases', post({ title: `Post ${i}` }))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(USECASE_POSTS_PER_HOUR);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toEqual({ error: 'rate_limited', message: postsLimitText(USECASE_POSTS_PER_HOUR) });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(db, usecases)).toBe(USECASE_POSTS_PER_HOUR);
    expect((await authed(app, other.cookie).post('/api/usecases', post())).statusCode).toBe(201);
  });

  test('a public use case is readable by everyone signed in; a private one only by its author', async () => {
    const { app } = testApp();
    const author = await signUp(app);
    const reader = await signUp(app);
    const open = await publish(app, author.cookie);
    const closed = await publish(app, author.cookie, { is_public: false });

    expect((await authed(app, reader.cookie).get(`/api/usecases/${open.id}`)).json()).toMatchObject({ id: open.id, created_by: author.user.id });
    expect((await authed(app, author.cookie).get(`/api/usecases/${closed.id}`)).json()).toMatchObject({ id: closed.id, is_public: false });

    const hidden = await authed(app, reader.cookie).get(`/api/usecases/${closed.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: 'not_found', message: USECASE_MSG.notFound });
    expect((await authed(app, reader.cookie).get(`/api/usecases/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await authed(app, reader.cookie).get('/api/usecases/not-a-uuid')).statusCode).toBe(400);
  });

  test('the author deletes their use case; then it is gone', async () => {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const { id } = await publish(app, cookie);

    const res = await send(app, 'DELETE', `/api/usecases/${id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await countRows(db, usecases)).toBe(0);
    expect((await send(app, 'DELETE', `/api/usecases/${id}`, { cookie })).statusCode).toBe(404);
  });

  test('someone else’s use case is never deleted: 403 when public, 404 when private', async () => {
    const { app, db } = testApp();
    const author = await signUp(app);
    const intruder = await signUp(app);
    const open = await publish(app, author.cookie);
    const closed = await publish(app, author.cookie, { is_public: false });

    const forbidden = await send(app, 'DELETE', `/api/usecases/${open.id}`, { cookie: intruder.cookie });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'forbidden', message: USECASE_MSG.notYours });
    expect((await send(app, 'DELETE', `/api/usecases/${closed.id}`, { cookie: intruder.cookie })).statusCode).toBe(404);
    expect(await countRows(db, usecases)).toBe(2);
  });
});

describe('the API description', () => {
  const testApp = useTestApp();

  test('lists the use case, people and sharing routes, but not the HTML share page', async () => {
    const doc = (await testApp().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/usecases',
        '/api/usecases/{id}',
        '/api/usecases/{id}/like',
        '/api/usecases/{id}/comments',
        '/api/usecases/{id}/comments/{commentId}',
        '/api/usecases/{id}/share',
        '/share/api/usecase/{slug}',
        '/api/saved-usecases',
        '/api/saved-usecases/count',
        '/api/usecase-notes',
        '/api/follows/status/{id}',
        '/api/follows/{id}',
        '/api/profiles',
      ]),
    );
    expect(doc.paths['/s/{slug}']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/usecases/{id}/like'])).toEqual(expect.arrayContaining(['post', 'delete']));
  });
});
