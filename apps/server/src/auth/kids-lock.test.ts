import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { KIDS_LOCK_ERROR } from '@curio/core/kids-lock';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { KIDS_LOCK_AGE } from '@curio/core/limits';
import { splitUseCases } from '@curio/core/usecase-text';
import type { InjectOptions } from 'fastify';
import type { App } from '../app';
import type { Db } from '../db/client';
import { follows, usecaseComments, usecaseLikes, usecases, usecaseShares, users } from '../db/tables';
import { send } from '../../test/client';
import { createQuestion } from '../../test/question-factory';
import { authed, countRows, describeEachEngine, postAuth, signUp, TEST_ORIGIN, useTestApp } from '../../test/test-app';
import { publish } from '../../test/factories';

/*
 * Kids Lock beyond categories (decision 021): the routes a learner under KIDS_LOCK_AGE is refused,
 * the accounts nobody else is shown, the age nobody can change, and what still works for them.
 */

const KID_AGE = KIDS_LOCK_AGE - 2;
const refusal = { error: KIDS_LOCK_ERROR, message: KIDS_MSG.refused };

interface Place {
  /** a public use case of a grown-up, with a comment and a share link */
  useCaseId: string;
  commentId: string;
  slug: string;
  /** the grown-up who posted it */
  authorId: string;
}

type Call = [method: InjectOptions['method'], url: (p: Place) => string, payload?: unknown];

/** Every route of the Green AI network, its share links, people and follows: 403 for a Kids Lock learner. */
const REFUSED: Call[] = [
  ['POST', () => '/api/usecases', { title: 'My robot', content: 'It tidies my room.' }],
  ['GET', () => '/api/usecases'],
  ['GET', () => '/api/usecases?sort=top'],
  ['GET', () => '/api/usecases?created_by=following'],
  ['GET', (p) => `/api/usecases?created_by=${p.authorId}`],
  ['GET', () => '/api/usecases?q=solar&origin=user'],
  ['GET', (p) => `/api/usecases/${p.useCaseId}`],
  ['DELETE', (p) => `/api/usecases/${p.useCaseId}`],
  ['POST', (p) => `/api/usecases/${p.useCaseId}/like`],
  ['DELETE', (p) => `/api/usecases/${p.useCaseId}/like`],
  ['GET', (p) => `/api/usecases/${p.useCaseId}/comments`],
  ['POST', (p) => `/api/usecases/${p.useCaseId}/comments`, { body: 'Hello! How old are you?' }],
  ['DELETE', (p) => `/api/usecases/${p.useCaseId}/comments/${p.commentId}`],
  ['POST', (p) => `/api/usecases/${p.useCaseId}/share`, {}],
  ['GET', (p) => `/share/api/usecase/${p.slug}`],
  ['GET', () => '/api/profiles'],
  ['GET', () => '/api/people/ada_lovelace'],
  ['GET', (p) => `/api/follows/status/${p.authorId}`],
  ['POST', (p) => `/api/follows/${p.authorId}`],
  ['DELETE', (p) => `/api/follows/${p.authorId}`],
  ['GET', (p) => `/api/projects/from-usecase?usecase_id=${p.useCaseId}`],
];

/** A grown-up's public use case with a comment and a share link. */
async function grownUpsPost(app: App): Promise<Place> {
  const author = await signUp(app);
  const { id: useCaseId } = await publish(app, author, { title: 'Solar microgrids', origin: 'user' });
  const comment = await authed(app, author.cookie).post(`/api/usecases/${useCaseId}/comments`, { body: 'Ask me anything.' });
  const share = await authed(app, author.cookie).post(`/api/usecases/${useCaseId}/share`, {});
  return { useCaseId, commentId: comment.json().id, slug: new URL(share.json().shareUrl).pathname.split('/').pop()!, authorId: author.user.id };
}

const socialRows = async (db: Db) => ({
  usecases: await countRows(db, usecases),
  public: (await db.select({ id: usecases.id }).from(usecases).where(eq(usecases.is_public, true))).length,
  likes: await countRows(db, usecaseLikes),
  comments: await countRows(db, usecaseComments),
  shares: await countRows(db, usecaseShares),
  follows: await countRows(db, follows),
});

const ageOf = async (db: Db, id: string) => (await db.select({ age: users.age }).from(users).where(eq(users.id, id)))[0]?.age;

describeEachEngine('Kids Lock on the social side', (engine) => {
  const testApp = useTestApp({ engine });

  test.each(REFUSED.map((call) => [`${call[0]} ${call[1]({ useCaseId: ':id', commentId: ':commentId', slug: ':slug', authorId: ':userId' })}`, call] as const))(
    '%s answers 403 to a Kids Lock learner and changes nothing; a grown-up is let through',
    async (_name, [method, url, payload]) => {
      const { app, db } = testApp();
      const place = await grownUpsPost(app);
      const kid = await signUp(app, { age: KID_AGE });
      const before = await socialRows(db);

      const res = await send(app, method, url(place), { cookie: kid.cookie, payload });

      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
      expect(await socialRows(db)).toEqual(before);

      const grownUp = await signUp(app, { age: KIDS_LOCK_AGE });
      const allowed = await send(app, method, url(place), { cookie: grownUp.cookie, payload });
      expect(allowed.statusCode, allowed.body).toBeLessThan(500);
      expect(allowed.statusCode === 403 ? allowed.json().error : null).not.toBe(KIDS_LOCK_ERROR);
    },
  );

  test('the live feed refuses a Kids Lock learner before any stream opens', async () => {
    const { app } = testApp();
    const kid = await signUp(app, { age: KID_AGE });
    const res = await authed(app, kid.cookie).get('/api/usecases/events');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual(refusal);
  });

  test('the refusal comes before the input is validated: a bad body or id still gets the kind 403', async () => {
    const { app } = testApp();
    const kid = await signUp(app, { age: KID_AGE });
    const headers = { origin: TEST_ORIGIN, cookie: kid.cookie, 'content-type': 'application/json' };
    // a post is judged by its is_public, so it must first be JSON: text that is not is a 400, as anyone's
    expect((await app.inject({ method: 'POST', url: '/api/usecases', headers, payload: '{"title": ' })).statusCode).toBe(400);
    for (const res of [
      await send(app, 'POST', '/api/usecases', { cookie: kid.cookie, payload: { title: '' } }),
      await send(app, 'POST', '/api/usecases', { cookie: kid.cookie, payload: { title: '', is_public: 'false' } }),
      await send(app, 'GET', '/api/usecases?created_by=me&created_by=someone', { cookie: kid.cookie }),
      await send(app, 'POST', '/api/usecases/not-a-uuid/like', { cookie: kid.cookie }),
      await send(app, 'GET', '/api/usecases?limit=-1', { cookie: kid.cookie }),
      await send(app, 'POST', '/api/follows/%20', { cookie: kid.cookie }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
  });

  test('a guest still reads a share link', async () => {
    const { app } = testApp();
    const { slug } = await grownUpsPost(app);
    const guest = await app.inject({ method: 'GET', url: `/share/api/usecase/${slug}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().usecase.title).toBe('Solar microgrids');
  });

  test('a Kids Lock account is never listed in Explore People, and its follow status answers as for a missing user', async () => {
    const { app } = testApp();
    const kid = await signUp(app, { age: KID_AGE, first_name: 'Tilly' });
    const nine = await signUp(app, { age: KIDS_LOCK_AGE - 1, first_name: 'Nina' });
    const ten = await signUp(app, { age: KIDS_LOCK_AGE, first_name: 'Tom' });
    const grownUp = await signUp(app, { first_name: 'Grace' });

    const listed = (await authed(app, grownUp.cookie).get('/api/profiles')).json() as { id: string }[];
    expect(listed.map((p) => p.id)).toEqual([ten.user.id]);

    for (const id of [kid.user.id, nine.user.id]) {
      for (const res of [
        await authed(app, grownUp.cookie).get(`/api/follows/status/${id}`),
        await send(app, 'POST', `/api/follows/${id}`, { cookie: grownUp.cookie }),
        await send(app, 'DELETE', `/api/follows/${id}`, { cookie: grownUp.cookie }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: ACCOUNT_MSG.userNotFound });
      }
    }
    expect((await authed(app, grownUp.cookie).get(`/api/follows/status/${ten.user.id}`)).json()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await send(app, 'POST', `/api/follows/${ten.user.id}`, { cookie: grownUp.cookie })).statusCode).toBe(200);
  });

  test('nobody changes an age (or the names given at sign-up) through update-user; a Kids Lock learner stays locked', async () => {
    const { app, db } = testApp();
    const kid = await signUp(app, { age: KID_AGE });
    const grownUp = await signUp(app, { age: 30 });

    for (const payload of [{ age: 30 }, { age: null }, { age: '30' }, { name: 'Big Kid', age: 30 }, { firstName: 'Someone' }, { lastName: 'Else' }]) {
      const res = await postAuth(app, '/update-user', payload, { cookie: kid.cookie });
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
    }
    expect((await postAuth(app, '/update-user', { age: 5 }, { cookie: grownUp.cookie })).statusCode).toBe(404);

    expect(await ageOf(db, kid.user.id)).toBe(KID_AGE);
    expect(await ageOf(db, grownUp.user.id)).toBe(30);
    const [kidRow] = await db.select({ name: users.name, firstName: users.firstName }).from(users).where(eq(users.id, kid.user.id));
    expect(kidRow).toEqual({ name: 'Ada Lovelace', firstName: 'Ada' });
    expect((await authed(app, kid.cookie).get('/api/usecases')).statusCode).toBe(403);
  });

  test('a Kids Lock learner keeps use cases of their own, private: posts, lists, opens and deletes them; nobody else sees them', async () => {
    const { app, db } = testApp();
    const place = await grownUpsPost(app);
    const kid = await signUp(app, { age: KID_AGE });
    const asKid = authed(app, kid.cookie);
    const before = await socialRows(db);

    const kept = await asKid.post('/api/usecases', { title: 'My robot', content: 'It tidies my room.', is_public: false, origin: 'user' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ title: 'My robot', is_public: false, created_by: kid.user.id });
    const mine = (await asKid.get('/api/usecases?created_by=me')).json();
    expect(mine.data.map((u: { id: string }) => u.id)).toEqual([kept.json().id]);
    expect((await asKid.get(`/api/usecases/${kept.json().id}`)).json()).toMatchObject({ id: kept.json().id, title: 'My robot' });

    // what would leave their room stays refused, on their own use case too
    for (const res of [
      await asKid.post('/api/usecases', { title: 'For everyone', content: 'Look at my robot.', is_public: true }),
      await asKid.post(`/api/usecases/${kept.json().id}/like`),
      await asKid.post(`/api/usecases/${kept.json().id}/comments`, { body: 'Mine!' }),
      await asKid.post(`/api/usecases/${kept.json().id}/share`, {}),
      // a stranger's use case and one that does not exist answer alike
      await asKid.get(`/api/usecases/${place.useCaseId}`),
      await asKid.get(`/api/usecases/${crypto.randomUUID()}`),
      await asKid.delete(`/api/usecases/${place.useCaseId}`),
      await asKid.delete(`/api/usecases/${crypto.randomUUID()}`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    expect(await socialRows(db)).toEqual({ ...before, usecases: before.usecases + 1 });

    const asGrownUp = authed(app, (await signUp(app)).cookie);
    expect((await asGrownUp.get(`/api/usecases/${kept.json().id}`)).statusCode).toBe(404);
    expect((await asGrownUp.get('/api/usecases')).json().data.map((u: { id: string }) => u.id)).toEqual([place.useCaseId]);
    expect((await asGrownUp.get(`/api/usecases?created_by=${kid.user.id}`)).json().data).toEqual([]);

    expect((await asKid.delete(`/api/usecases/${kept.json().id}`)).statusCode).toBe(200);
    expect((await asKid.get('/api/usecases?created_by=me')).json().data).toEqual([]);
    expect((await asKid.get(`/api/usecases/${kept.json().id}`)).json()).toEqual(refusal);
  });

  test('a Kids Lock learner still generates use cases, from topics written for children; others get the honest answer', async () => {
    const { app } = testApp();
    const kid = await signUp(app, { age: KID_AGE });
    const grownUp = await signUp(app);
    const generate = async (cookie: string, topic: string) => {
      const res = await authed(app, cookie).post('/functions/v1/usecases', { topic });
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    expect(splitUseCases((await generate(kid.cookie, 'gravity')).result)).toHaveLength(3);
    // the marketing topic is written for grown-ups: a child is told it is not known yet
    expect(await generate(kid.cookie, 'marketing')).toMatchObject({ result: '', provenance: [], notKnown: expect.any(Object) });
    expect(splitUseCases((await generate(grownUp.cookie, 'marketing')).result)).toHaveLength(3);
  });

  test('a Kids Lock learner saves use cases and notes, shares question links; what they save stays theirs', async () => {
    const { app, db } = testApp();
    const kid = await signUp(app, { age: KID_AGE });
    const grownUp = await signUp(app);
    const asKid = authed(app, kid.cookie);

    const saved = await asKid.post('/api/saved-usecases', { keyword: 'robots', content: 'Use Case 1: A robot that waters plants' });
    expect(saved.statusCode).toBe(201);
    const note = await asKid.post('/api/usecase-notes', { keyword: 'robots', use_case: 'A robot that waters plants', note: 'Build one with Grandpa' });
    expect(note.statusCode).toBe(201);
    const brief = await asKid.get(`/api/projects/from-usecase?saved_id=${saved.json().id}`);
    expect(brief.statusCode).toBe(200);

    const asGrownUp = authed(app, grownUp.cookie);
    expect((await asGrownUp.get('/api/saved-usecases')).json()).toEqual([]);
    expect((await asGrownUp.get('/api/usecase-notes')).json()).toEqual([]);
    expect((await asGrownUp.get(`/api/projects/from-usecase?saved_id=${saved.json().id}`)).statusCode).toBe(404);

    // a question link holds no personal text: only where the question is in the catalogue
    const question = await createQuestion(db, { category: 'kids', course: 'Numbers & Shapes', topic: 'Counting' });
    const link = await asKid.post(`/api/questions/${question.id}/share`, { category: 'kids' });
    expect(link.statusCode).toBe(200);
  });
});

const webDist = mkdtempSync(path.join(os.tmpdir(), 'curio-web-'));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));
const INDEX_HTML = '<!doctype html><html><head><title>Curio</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);

describeEachEngine('Kids Lock on the shared page (/s/{slug})', (engine) => {
  const testApp = useTestApp({ engine, webDist });

  test('a signed-in Kids Lock learner gets the bare app: no stranger’s title in the tab or the meta tags', async () => {
    const { app } = testApp();
    const { slug } = await grownUpsPost(app);
    const kid = await signUp(app, { age: KID_AGE });

    const forKid = await app.inject({ method: 'GET', url: `/s/${slug}`, headers: { cookie: kid.cookie } });
    expect(forKid.statusCode).toBe(200);
    expect(forKid.body).toBe(INDEX_HTML);

    const forGuest = await app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(forGuest.body).toContain('<title>Solar microgrids · Curio</title>');
  });
});

const MIGRATION = fileURLToPath(new URL('../db/migrations/0007_kids_lock_private.sql', import.meta.url));

describeEachEngine('Kids Lock migration of what kids left before', (engine) => {
  const testApp = useTestApp({ engine });

  test('their use cases turn private, links to them and their comments go, no follows remain; grown-ups keep theirs', async () => {
    const { app, db } = testApp();
    const kid = await signUp(app, { age: KID_AGE });
    const grownUp = await signUp(app);
    const other = await signUp(app);
    // posted before Kids Lock closed the social side: written as the routes once did
    const kidsPost = (await publish(app, grownUp, { title: 'Kid’s robot', origin: 'user' })).id;
    await db.update(usecases).set({ created_by: kid.user.id }).where(eq(usecases.id, kidsPost));
    const grownUpsPost = (await publish(app, grownUp, { title: 'Solar microgrids', origin: 'user' })).id;
    const link = async (id: string) => (await authed(app, other.cookie).post(`/api/usecases/${id}/share`, {})).json().shareUrl as string;
    const [kidsLink, grownUpsLink] = [await link(kidsPost), await link(grownUpsPost)];
    await db.insert(usecaseComments).values([
      { usecase_id: grownUpsPost, user_id: kid.user.id, body: 'I am 8!', author_name: 'Ada' },
      { usecase_id: grownUpsPost, user_id: other.user.id, body: 'Nice.', author_name: 'Bo' },
    ]);
    await db.insert(follows).values([
      { follower_id: kid.user.id, followee_id: grownUp.user.id },
      { follower_id: other.user.id, followee_id: kid.user.id },
      { follower_id: other.user.id, followee_id: grownUp.user.id },
    ]);

    for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const posts = await db.select({ id: usecases.id, is_public: usecases.is_public }).from(usecases);
    expect(new Map(posts.map((p) => [p.id, p.is_public]))).toEqual(new Map([[kidsPost, false], [grownUpsPost, true]]));
    const shares = await db.select({ id: usecaseShares.usecase_id }).from(usecaseShares);
    expect(shares.map((s) => s.id)).toEqual([grownUpsPost]);
    expect(kidsLink).not.toBe(grownUpsLink);
    const comments = await db.select({ user_id: usecaseComments.user_id }).from(usecaseComments);
    expect(comments.map((c) => c.user_id)).toEqual([other.user.id]);
    expect(await db.select().from(follows)).toEqual([expect.objectContaining({ follower_id: other.user.id, followee_id: grownUp.user.id })]);
  });
});
