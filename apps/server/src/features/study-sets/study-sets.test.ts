import { randomUUID } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { ERROR_CODE } from '@curio/core/errors';
import { RATINGS } from '@curio/core/review-rules';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import { setItem, type SetDetail, type SetItem, type SetItemInput } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC, SET_ITEMS_MAX, SET_ITEMS_PAGE, SET_ITEMS_PAGE_MAX, SETS_CATEGORY, SETS_PER_LEARNER } from '@curio/core/study-sets-rules';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { CONTENT_ADMIN_EMAIL, quizItem, signUpAdmin, uploadQuiz } from '../../../test/content-factory';
import { requestHeaders, send } from '../../../test/client';
import { optionNamed, takeQuiz } from '../../../test/quiz-attempts';
import { courses, flashcards, modules, questions, reviewItems, studySets, topics } from '../../db/tables';
import { stepperFor } from './set-items';
import { SET_ITEMS_CHUNK } from './set-rows';
import { createSet, saveItems } from './study-sets.service';

const card = (front: string, back: string, extra: Partial<SetItemInput> = {}): SetItemInput => ({ kind: 'flashcard', front, back, ...extra }) as SetItemInput;
const question = (text: string, options: string[], answer: string, extra: Partial<SetItemInput> = {}): SetItemInput =>
  ({ kind: 'question', question: text, options, answer, ...extra }) as SetItemInput;

const spanish = [card('hola', 'hello'), card('adiós', 'goodbye'), question('“Thank you” in Spanish?', ['Gracias', 'Por favor', 'Hola'], 'Gracias', { explanation: 'Gracias.' })];

describeEachEngine('study sets', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  async function learnerWithSet(items = spanish, age = 30) {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app, { age });
    const client = authed(app, cookie);
    const res = await client.post('/api/sets', { title: 'Spanish', description: 'Basics', items });
    expect(res.statusCode).toBe(201);
    // a save answers the set and its items' ids; the set opens with its items
    const set = (await client.get(`/api/sets/${res.json().id}`)).json() as SetDetail;
    if (set.next === null) expect(res.json().item_ids).toEqual({
      question: set.items.filter((i) => i.kind === 'question').map((i) => i.id),
      flashcard: set.items.filter((i) => i.kind === 'flashcard').map((i) => i.id),
    });
    return { app, db, client, user, cookie, set };
  }

  test('a learner makes a set, sees it in My sets and reads its items back as saved', async () => {
    const { client, set, user } = await learnerWithSet();
    expect(set).toMatchObject({ title: 'Spanish', description: 'Basics', question_count: 1, flashcard_count: 2, share_slug: null, is_owner: true });
    expect(set.owner.id).toBe(user.id);
    expect(set.items.map((i) => i.kind)).toEqual(['question', 'flashcard', 'flashcard']);
    expect(set.items[0]).toMatchObject({ question: '“Thank you” in Spanish?', options: ['Gracias', 'Por favor', 'Hola'], answer: 'Gracias', explanation: 'Gracias.', topic: null });
    expect(set.items[1]).toMatchObject({ front: 'hola', back: 'hello', topic: null, module: null });

    const list = await client.get('/api/sets');
    expect(list.json()).toEqual([expect.objectContaining({ id: set.id, title: 'Spanish', question_count: 1, flashcard_count: 2 })]);
    expect((await client.get(`/api/sets/${set.id}`)).json()).toEqual(set);
  });

  test("a set's reply carries an ETag: the same version answers 304, an edit a new reply", async () => {
    const { app, client, cookie, set } = await learnerWithSet();
    const get = (etag?: string) => app.inject({ method: 'GET', url: `/api/sets/${set.id}`, headers: requestHeaders(app, { cookie, headers: etag ? { 'if-none-match': etag } : {} }) });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await client.patch(`/api/sets/${set.id}`, { title: 'Spanish 1' });
    const edited = await get(etag);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Spanish 1' });
    expect(edited.headers.etag).not.toBe(etag);
  });

  test('a set never shows in the catalogue, and a catalogue course of the same name is not the set', async () => {
    const { app, db, client } = await learnerWithSet();
    await uploadQuiz(db, [quizItem({ category: 'business', course: 'Spanish', topic: SET_DEFAULT_TOPIC })]);
    const categories = (await client.get('/api/categories')).json() as { name: string }[];
    expect(categories.map((c) => c.name)).not.toContain(SETS_CATEGORY);
    expect((await client.get(`/api/categories/${SETS_CATEGORY}/courses`)).json()).toEqual([]);
    const quiz = await client.get(`/api/quiz?course=Spanish&topic=${SET_DEFAULT_TOPIC}&mode=serious`);
    expect(quiz.json().map((q: { category: string }) => q.category)).toEqual(['business']);
    const admin = authed(app, await signUpAdmin(app));
    const groups = (await admin.get('/api/admin/groups?kind=questions')).json() as { category: string }[];
    expect(groups.map((g) => g.category)).toEqual(['business']);
  });

  test('the quiz and the cards of a set come as the catalogue’s do, and a result of its quiz is graded and saved', async () => {
    const { client, set, db, user } = await learnerWithSet();
    const { attempt, verdicts, result } = await takeQuiz(client, { kind: 'set', set: { id: set.id } }, (q) => optionNamed(q, 'Hola'));
    const [q] = attempt.questions;
    expect(q).toMatchObject({ category: SETS_CATEGORY, course: 'Spanish', topic: SET_DEFAULT_TOPIC, options: ['Gracias', 'Por Favor', 'Hola'] });
    expect(verdicts[0]).toMatchObject({ correct: false, answer: 'Gracias', explanation: 'Gracias.' });
    const cards = (await client.get(`/api/sets/${set.id}/flashcards`)).json();
    expect(cards.map((c: { concept: string; summary: string[] }) => [c.concept, c.summary])).toEqual([
      ['hola', ['hello']],
      ['adiós', ['goodbye']],
    ]);
    expect(result.score).toBe(0);
    // the mistake entered the learner's memory model, as a catalogue question's would
    const items = await db.select().from(reviewItems).where(eq(reviewItems.user_id, user.id));
    expect(items.map((i) => [i.item_type, i.item_id])).toEqual([['question', q!.id]]);
  });

  test('a Kids Lock learner makes and studies their own set, saves its quiz and reviews it, but cannot share it', async () => {
    const { client, set, db, user } = await learnerWithSet(spanish, 8);
    const { result } = await takeQuiz(client, { kind: 'set', set: { id: set.id } }, (q) => optionNamed(q, 'Hola'));
    expect(result.score).toBe(0);
    const items = await db.select().from(reviewItems).where(eq(reviewItems.user_id, user.id));
    expect(items).toHaveLength(1);
    await db.update(reviewItems).set({ due: new Date(Date.now() - 60_000) }).where(eq(reviewItems.user_id, user.id));
    const queue = (await client.get('/api/review/queue')).json();
    expect(queue).toHaveLength(1);

    const share = await client.put(`/api/sets/${set.id}/sharing`, { shared: true });
    expect(share.statusCode).toBe(403);
    expect(share.json().message).toBe(SETS_MSG.kidsCannotShare);
  });

  test('“Add these cards to my review” puts a set’s cards into the learner’s review, once', async () => {
    const { client, set, db, user } = await learnerWithSet();
    const added = await client.post(`/api/sets/${set.id}/review`);
    expect(added.json()).toEqual({ added: 2 });
    expect((await client.post(`/api/sets/${set.id}/review`)).json()).toEqual({ added: 0 });
    const items = await db.select().from(reviewItems).where(eq(reviewItems.user_id, user.id));
    expect(items.map((i) => i.item_type)).toEqual(['flashcard', 'flashcard']);
    expect((await client.get('/api/review/summary')).json().due.flashcard).toBe(2);
  });

  test('a shared set opens by its link for another learner, read only, and copies into their sets; turning sharing off closes the link', async () => {
    const { app, client, set } = await learnerWithSet();
    const shared = (await client.put(`/api/sets/${set.id}/sharing`, { shared: true })).json();
    expect(shared.share_slug).toMatch(/^[A-Za-z0-9_-]{12}$/);

    const other = authed(app, (await signUp(app)).cookie);
    expect((await other.get(`/api/sets/${set.id}`)).statusCode).toBe(404);
    const opened = await other.get(`/api/sets/shared/${shared.share_slug}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ title: 'Spanish', is_owner: false, question_count: 1 });
    expect((await other.get(`/api/sets/shared/${shared.share_slug}/flashcards`)).json()).toHaveLength(2);
    // another learner's writes are refused as if the set did not exist
    expect((await other.put(`/api/sets/${set.id}/items`, { items: [] })).statusCode).toBe(404);
    expect((await other.delete(`/api/sets/${set.id}`)).statusCode).toBe(404);

    const copy = await other.post(`/api/sets/shared/${shared.share_slug}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Spanish', question_count: 1, flashcard_count: 2, share_slug: null });
    const copied = await takeQuiz(other, { kind: 'set', set: { id: copy.json().id } });
    expect(copied.verdicts[0]!.explanation).toBe('Gracias.');

    const kid = authed(app, (await signUp(app, { age: 8 })).cookie);
    const refused = await kid.get(`/api/sets/shared/${shared.share_slug}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SETS_MSG.kidsCannotOpenShared);
    expect((await kid.post(`/api/sets/shared/${shared.share_slug}/copy`)).statusCode).toBe(403);

    await client.put(`/api/sets/${set.id}/sharing`, { shared: false });
    const closed = await other.get(`/api/sets/shared/${shared.share_slug}`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe(SETS_MSG.notShared);
  });

  test('saving the items keeps the ids sent (and their review history), adds the new, deletes the rest, and tidies topics', async () => {
    const { client, set, db, user } = await learnerWithSet();
    const [q, hola, adios] = set.items;
    await client.post(`/api/review/flashcard/${hola!.id}`, { review_id: crypto.randomUUID(), rating: RATINGS.good, answered_at: new Date().toISOString(), duration_ms: 3000 });

    const saved = await client.put(`/api/sets/${set.id}/items`, {
      items: [
        { ...hola, back: 'hello (informal)' },
        card('gato', 'cat', { topic: 'Animals' }),
        { ...q, topic: 'Phrases' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const detail = (await client.get(`/api/sets/${set.id}`)).json() as SetDetail;
    expect(saved.json().item_ids.flashcard).toEqual(detail.items.filter((i) => i.kind === 'flashcard').map((i) => i.id));
    expect(detail.topics).toEqual([
      { module: null, topic: null, question_count: 0, flashcard_count: 1 },
      { module: null, topic: 'Phrases', question_count: 1, flashcard_count: 0 },
      { module: null, topic: 'Animals', question_count: 0, flashcard_count: 1 },
    ]);
    expect(detail.items.map((i) => [i.kind === 'flashcard' && i.id === hola!.id, i.kind, i.topic])).toEqual([
      [false, 'question', 'Phrases'],
      [true, 'flashcard', null],
      [false, 'flashcard', 'Animals'],
    ]);
    expect(detail.items.find((i) => i.kind === 'flashcard' && i.id === adios!.id)).toBeUndefined();
    expect(await db.select().from(reviewItems).where(eq(reviewItems.user_id, user.id))).toHaveLength(1);

    const topicNames = (await db.select({ name: topics.name, mode: topics.mode }).from(topics).innerJoin(modules, eq(modules.id, topics.module_id)).where(eq(modules.course_id, set.id))).map(
      (t) => `${t.name}:${t.mode.join('+')}`,
    );
    expect(topicNames.sort()).toEqual(['Animals:curious', 'General:curious', 'Phrases:serious']);
    // with several topics, studying names one
    expect((await client.post('/api/quiz/attempts', { kind: 'set', set: { id: set.id } })).statusCode).toBe(400);
    expect((await client.get(`/api/sets/${set.id}/flashcards?topic=animals`)).json().map((c: { concept: string }) => c.concept)).toEqual(['gato']);
  });

  test('what a set answers is kept per version: each change is seen at once, by its owner and through its link', async () => {
    const { app, client, set } = await learnerWithSet();
    const reader = authed(app, (await signUp(app)).cookie);
    const read = async () => {
      const [detail, items, cards] = await Promise.all(['', '/items', '/flashcards'].map(async (path) => (await client.get(`/api/sets/${set.id}${path}`)).body));
      const quiz = (await client.post('/api/quiz/attempts', { kind: 'set', set: { id: set.id } })).json().questions as { question: string }[];
      return { detail: JSON.parse(detail!) as SetDetail, items: JSON.parse(items!) as { items: SetItem[] }, quiz, cards: JSON.parse(cards!) as { summary: string[] }[] };
    };
    const cardsInMySets = async () => ((await client.get('/api/sets')).json() as { flashcard_count: number }[])[0]!.flashcard_count;
    expect((await read()).cards[0]!.summary).toEqual(['hello']);
    expect(await cardsInMySets()).toBe(2);

    await client.patch(`/api/sets/${set.id}`, { title: 'Spanish 1' });
    expect((await read()).detail.title).toBe('Spanish 1');
    const [q, hola, adios] = set.items;
    await client.put(`/api/sets/${set.id}/items`, { items: [{ ...q, question: '“Thanks”?' }, { ...hola, back: 'hi' }, adios] });
    const edited = await read();
    expect(edited.quiz.map((x) => x.question)).toEqual(['“Thanks”?']);
    expect(edited.cards[0]!.summary).toEqual(['hi']);
    expect(edited.items.items.map((i) => (i.kind === 'flashcard' ? i.back : i.question))).toEqual(['“Thanks”?', 'hi', 'goodbye']);

    const shared = (await client.put(`/api/sets/${set.id}/sharing`, { shared: true })).json().share_slug as string;
    expect((await read()).detail.share_slug).toBe(shared);
    const opened = (await reader.get(`/api/sets/shared/${shared}`)).json() as SetDetail;
    expect(opened).toMatchObject({ is_owner: false, title: 'Spanish 1', share_slug: shared });
    await client.post(`/api/sets/${set.id}/items`, { items: [card('sí', 'yes')] });
    expect(((await reader.get(`/api/sets/shared/${shared}/flashcards`)).json() as { concept: string }[]).map((c) => c.concept)).toEqual(['hola', 'adiós', 'sí']);
    expect(await cardsInMySets()).toBe(3);
    await client.put(`/api/sets/${set.id}/sharing`, { shared: false });
    expect((await reader.get(`/api/sets/shared/${shared}`)).statusCode).toBe(404);
    expect((await read()).detail.share_slug).toBeNull();
  });

  test('items of another set or of the catalogue cannot be claimed by id, and a bad item changes nothing', async () => {
    const { app, client, set, db, cookie } = await learnerWithSet();
    const other = authed(app, (await signUp(app)).cookie);
    const theirsId = (await other.post('/api/sets', { title: 'Theirs', items: [card('a', 'b')] })).json().id as number;
    const theirs = (await other.get(`/api/sets/${theirsId}`)).json() as SetDetail;
    const stolen = await client.put(`/api/sets/${set.id}/items`, { items: [{ ...theirs.items[0], front: 'mine now' }] });
    expect(stolen.statusCode).toBe(400);
    expect((await other.get(`/api/sets/${theirs.id}`)).json().items[0].front).toBe('a');

    const before = await countRows(db, flashcards);
    for (const items of [
      [card('ok', 'fine'), question('q?', ['a', 'b'], 'c')],
      [card('', 'x')],
      [{ kind: 'essay', text: 'x' }],
      'not a list',
    ]) {
      const res = await client.put(`/api/sets/${set.id}/items`, { items });
      expect(res.statusCode).toBe(400);
    }
    expect(await countRows(db, flashcards)).toBe(before);
    // read and checked on a worker, refused as any invalid body is
    const blank = await client.put(`/api/sets/${set.id}/items`, { items: [card('ok', 'fine'), card('', 'x')] });
    expect(blank.json()).toEqual({ error: ERROR_CODE.validation, message: 'items.1.front: is required' });
    const notJson = await app.inject({ method: 'POST', url: '/api/sets', payload: '{"title": "x", items', headers: { ...requestHeaders(app, { cookie }), 'content-type': 'application/json' } });
    expect(notJson.json()).toEqual({ error: ERROR_CODE.validation, message: 'The body is not valid JSON.' });
    expect((await client.post('/api/sets', { title: '' })).statusCode).toBe(400);
    expect((await client.post('/api/sets', { title: 'x'.repeat(121) })).statusCode).toBe(400);
  });

  test('a big set opens with its topics and first page, and reads on a page at a time to the end; by its link too', async () => {
    const items = [
      ...Array.from({ length: 120 }, (_, i) => question(`Q${i}?`, ['yes', 'no'], 'yes', { topic: i % 2 ? 'Odd' : null })),
      ...Array.from({ length: 130 }, (_, i) => card(`F${i}`, `back ${i}`)),
    ];
    const { app, client, set } = await learnerWithSet(items);
    expect(set.items).toHaveLength(SET_ITEMS_PAGE);
    expect(set.items.map((i) => (i.kind === 'question' ? i.question : ''))).toEqual(Array.from({ length: 100 }, (_, i) => `Q${i}?`));
    expect(set.topics).toEqual([
      { module: null, topic: null, question_count: 60, flashcard_count: 130 },
      { module: null, topic: 'Odd', question_count: 60, flashcard_count: 0 },
    ]);

    const read: string[] = set.items.map((i) => (i.kind === 'question' ? i.question : i.front));
    let next = set.next;
    let pages = 1;
    while (next) {
      const page = await client.get(`/api/sets/${set.id}/items?after=${next}&limit=70`);
      expect(page.statusCode).toBe(200);
      read.push(...page.json().items.map((i: { question?: string; front?: string }) => i.question ?? i.front));
      next = page.json().next;
      pages += 1;
    }
    // 100, then 70 (20 questions and 50 cards), 70, and the last 10
    expect(pages).toBe(4);
    expect(read).toEqual([...Array.from({ length: 120 }, (_, i) => `Q${i}?`), ...Array.from({ length: 130 }, (_, i) => `F${i}`)]);

    // by its link, for someone else; the owner's id route stays the owner's
    const other = authed(app, (await signUp(app)).cookie);
    expect((await other.get(`/api/sets/${set.id}/items`)).statusCode).toBe(404);
    const { share_slug } = (await client.put(`/api/sets/${set.id}/sharing`, { shared: true })).json();
    const shared = await other.get(`/api/sets/shared/${share_slug}/items?after=${set.next}&limit=1`);
    expect(shared.json().items.map((i: { question: string }) => i.question)).toEqual(['Q100?']);

    for (const query of ['after=q', 'after=z5', 'after=q1%3B', 'limit=0', `limit=${SET_ITEMS_PAGE_MAX + 1}`, 'limit=ten']) {
      expect((await client.get(`/api/sets/${set.id}/items?${query}`)).statusCode, query).toBe(400);
    }
  });

  test('a save of several chunks keeps the saving order, and a row the database refuses in the last chunk leaves nothing saved', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const items = Array.from({ length: 2 * SET_ITEMS_CHUNK + 1 }, (_, i) => card(`t${i}`, `d${i}`));
    const saved = await client.post('/api/sets', { title: 'Many', items });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as number;
    const fronts = async () =>
      (await db.select({ id: flashcards.id, front: flashcards.concept }).from(flashcards).where(eq(flashcards.course_id, id)).orderBy(asc(flashcards.id))).map((r) => [r.id, r.front]);
    const ids = saved.json().item_ids.flashcard as number[];
    expect(await fronts()).toEqual(ids.map((itemId, i) => [itemId, `t${i}`]));

    // the editor's save of every item by id: updated in chunks too, each keeping its id
    const edited = await client.put(`/api/sets/${id}/items`, { items: ids.map((itemId, i) => card(`T${i}`, `d${i}`, { id: itemId })) });
    expect(edited.json().item_ids.flashcard).toEqual(ids);
    expect(await fronts()).toEqual(ids.map((itemId, i) => [itemId, `T${i}`]));

    // a difficulty the route's schema would refuse: called past it, the database's check fails the last chunk
    const refused = { ...setItem.parse(card('last', 'card')), difficulty: 'impossible' } as unknown as SetItem;
    const bad = [...items.map((item) => setItem.parse(item)), refused];
    const refusedByTheCheck = { cause: expect.objectContaining({ constraint: 'flashcards_difficulty' }) };
    await expect(createSet(db, user, { title: 'Broken', description: '', items: bad })).rejects.toMatchObject(refusedByTheCheck);
    await expect(saveItems(db, user, id, bad, 'append')).rejects.toMatchObject(refusedByTheCheck);
    expect((await client.get('/api/sets')).json().map((set: { title: string }) => set.title)).toEqual(['Many']);
    expect(await fronts()).toEqual(ids.map((itemId, i) => [itemId, `T${i}`]));
    // the new set written in steps left nothing behind: its course went with its failed step
    expect((await db.select({ name: courses.name }).from(courses).where(eq(courses.owner_id, user.id))).map((c) => c.name)).toEqual(['Many']);
    expect(await countRows(db, flashcards)).toBe(items.length);
  });

  test('a long write rests between its steps on PGlite only: PostgreSQL writes without a pause', async () => {
    const step = stepperFor(testApp().db);
    await step(() => new Promise((resolve) => setTimeout(resolve, 150)));
    const began = performance.now();
    await step(async () => {});
    const waited = performance.now() - began;
    // on PGlite the second step waits as long as the first took; on PostgreSQL only a turn of the event loop
    if (engine === 'pglite') expect(waited).toBeGreaterThanOrEqual(140);
    else expect(waited).toBeLessThan(50);
  });

  test('a set of several chunks is duplicated in its saving order and deleted whole, review items and all', async () => {
    const { app, db } = testApp();
    const { cookie, user } = await signUp(app);
    const client = authed(app, cookie);
    const items = [
      ...Array.from({ length: SET_ITEMS_CHUNK + 1 }, (_, i) => question(`Q${i}?`, ['a', 'b'], 'a', { module: `M${i % 2}`, topic: `T${i % 3}` })),
      ...Array.from({ length: 2 * SET_ITEMS_CHUNK + 1 }, (_, i) => card(`t${i}`, `d${i}`)),
    ];
    const saved = await client.post('/api/sets', { title: 'Many', items });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as number;
    const itemsOf = async (setId: number) => {
      const pages = [];
      for (let after: string | null | undefined; after !== null; ) {
        const page = (await client.get(`/api/sets/${setId}/items?limit=${SET_ITEMS_PAGE_MAX}${after ? `&after=${after}` : ''}`)).json();
        pages.push(...page.items);
        after = page.next;
      }
      return pages.map(({ id: _id, ...item }: { id: number }) => item);
    };

    const copy = await client.post(`/api/sets/${id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ title: 'Many (copy)', question_count: SET_ITEMS_CHUNK + 1, flashcard_count: 2 * SET_ITEMS_CHUNK + 1 });
    expect(await itemsOf(copy.json().id)).toEqual(await itemsOf(id));

    expect((await client.post(`/api/sets/${copy.json().id}/review?topic=${SET_DEFAULT_TOPIC}`)).json()).toEqual({ added: 2 * SET_ITEMS_CHUNK + 1 });
    expect(await countRows(db, reviewItems)).toBe(2 * SET_ITEMS_CHUNK + 1);
    expect((await client.delete(`/api/sets/${copy.json().id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/sets/${copy.json().id}`)).statusCode).toBe(404);
    expect(await countRows(db, reviewItems)).toBe(0);
    expect(await countRows(db, questions)).toBe(SET_ITEMS_CHUNK + 1);
    expect(await countRows(db, flashcards)).toBe(2 * SET_ITEMS_CHUNK + 1);
    expect((await db.select({ name: courses.name }).from(courses).where(eq(courses.owner_id, user.id))).map((c) => c.name)).toEqual(['Many']);
  });

  test('a set still being written is neither listed nor opened, counts toward the sets limit; one left unfinished an hour goes with the next new set', async () => {
    const { client, db, user } = await learnerWithSet();
    const [finished] = await db.select().from(courses).where(eq(courses.owner_id, user.id));
    const unfinished = (createdAt: Date) => ({ name: 'Half written', category_id: finished!.category_id, owner_id: user.id, created_at: createdAt });
    const [abandoned] = await db
      .insert(courses)
      .values(unfinished(new Date(Date.now() - 2 * 60 * 60 * 1000)))
      .returning({ id: courses.id });
    await db.insert(courses).values(Array.from({ length: SETS_PER_LEARNER - 2 }, () => unfinished(new Date())));

    expect((await client.get('/api/sets')).json().map((set: { title: string }) => set.title)).toEqual(['Spanish']);
    expect((await client.get(`/api/sets/${abandoned!.id}`)).statusCode).toBe(404);
    expect((await client.post(`/api/sets/${abandoned!.id}/items`, { items: [card('a', 'b')] })).statusCode).toBe(404);

    // the limit is full, the abandoned one makes room
    expect((await client.post('/api/sets', { title: 'New', items: [card('a', 'b')] })).statusCode).toBe(201);
    expect(await db.select().from(courses).where(eq(courses.id, abandoned!.id))).toEqual([]);
    const refused = await client.post('/api/sets', { title: 'One more', items: [card('a', 'b')] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SETS_MSG.tooManySets);
    expect((await client.get('/api/sets')).json().map((set: { title: string }) => set.title).sort()).toEqual(['New', 'Spanish']);
  });

  test('limits: items per set on append, and the text of a save over the body limit', async () => {
    const { client, set } = await learnerWithSet([card('a', 'b')]);
    const many = Array.from({ length: SET_ITEMS_MAX }, (_, i) => card(`t${i}`, `d${i}`));
    const over = await client.post(`/api/sets/${set.id}/items`, { items: many });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(SETS_MSG.tooManyItems);
    expect((await client.get(`/api/sets/${set.id}`)).json().flashcard_count).toBe(1);
    const huge = await client.put(`/api/sets/${set.id}/items`, { items: [card('a', 'b'.repeat(11 * 1024 * 1024))] });
    expect(huge.statusCode).toBe(413);
  });

  test('duplicate, rename and delete; deleting takes its items and their review items with it', async () => {
    const { client, set, db, user } = await learnerWithSet();
    const dup = await client.post(`/api/sets/${set.id}/duplicate`);
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toMatchObject({ title: 'Spanish (copy)', question_count: 1, flashcard_count: 2 });
    const renamed = await client.patch(`/api/sets/${dup.json().id}`, { title: 'Spanish 2' });
    expect(renamed.json().title).toBe('Spanish 2');
    expect((await client.patch(`/api/sets/${dup.json().id}`, {})).statusCode).toBe(400);

    await client.post(`/api/review/flashcard/${set.items[1]!.id}`, { review_id: crypto.randomUUID(), rating: RATINGS.good, answered_at: new Date().toISOString(), duration_ms: 3000 });
    expect((await client.delete(`/api/sets/${set.id}`)).statusCode).toBe(204);
    expect((await client.get(`/api/sets/${set.id}`)).statusCode).toBe(404);
    expect(await db.select().from(reviewItems).where(eq(reviewItems.user_id, user.id))).toHaveLength(0);
    expect(await db.select().from(questions).where(eq(questions.course_id, set.id))).toHaveLength(0);
    expect((await client.get('/api/sets')).json().map((s: { title: string }) => s.title)).toEqual(['Spanish 2']);
  });

  test('a learner suggests a set of theirs for the catalogue and withdraws it; nobody else can, and another’s set is answered as missing', async () => {
    const { app, client, set, cookie } = await learnerWithSet();
    expect(set.offered_at).toBeNull();
    const offered = await client.put(`/api/sets/${set.id}/offer`, { offered: true });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ id: set.id, offered_at: expect.any(String) });
    // asked again, the offer keeps its first time
    expect((await client.put(`/api/sets/${set.id}/offer`, { offered: true })).json().offered_at).toBe(offered.json().offered_at);
    expect((await client.get('/api/sets')).json()).toEqual([expect.objectContaining({ id: set.id, offered_at: offered.json().offered_at })]);
    expect((await client.get(`/api/sets/${set.id}`)).json().offered_at).toBe(offered.json().offered_at);

    // another learner, on this set and on an id no set has: the same answer, so ids reveal nothing
    const other = authed(app, (await signUp(app)).cookie);
    const missingId = set.id + 1000;
    for (const [id, offer] of [
      [set.id, false],
      [set.id, true],
      [missingId, true],
    ] as const) {
      const res = await other.put(`/api/sets/${id}/offer`, { offered: offer });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: ERROR_CODE.notFound, message: SETS_MSG.notFound });
    }
    const guest = await send(app, 'PUT', `/api/sets/${set.id}/offer`, { payload: { offered: false } });
    expect(guest.statusCode).toBe(401);
    expect((await authed(app, cookie).get(`/api/sets/${set.id}`)).json().offered_at).toBe(offered.json().offered_at);

    const withdrawn = await client.put(`/api/sets/${set.id}/offer`, { offered: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().offered_at).toBeNull();
    expect((await client.put(`/api/sets/${set.id}/offer`, {})).statusCode).toBe(400);
  });

  test('a Kids Lock learner cannot suggest a set, and no admin lists or promotes a child’s set, even one marked offered', async () => {
    const { app, db, client, set } = await learnerWithSet(spanish, 8);
    const refused = await client.put(`/api/sets/${set.id}/offer`, { offered: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ERROR_CODE.forbidden, message: SETS_MSG.kidsCannotOffer });
    expect((await client.get(`/api/sets/${set.id}`)).json().offered_at).toBeNull();
    expect((await client.put(`/api/sets/${set.id}/offer`, { offered: false })).statusCode).toBe(200);

    // however the row came to say so, a child's set stays out of the catalogue
    await db.update(studySets).set({ offered_at: new Date() }).where(eq(studySets.course_id, set.id));
    const admin = authed(app, await signUpAdmin(app));
    await uploadQuiz(db, [quizItem({ category: 'business' })]);
    expect((await admin.get('/api/sets/offered')).json()).toEqual([]);
    const promoted = await admin.post(`/api/sets/${set.id}/promote`, { category: 'business' });
    expect(promoted.statusCode).toBe(404);
    expect(promoted.json().message).toBe(SETS_MSG.notOffered);
    expect(await db.select().from(courses).where(eq(courses.name, 'Spanish'))).toHaveLength(1);
  });

  test('an admin lists the offered sets and promotes only those: not one never offered or withdrawn, which answer as a missing id does', async () => {
    const { app, client, set, db, user } = await learnerWithSet();
    await uploadQuiz(db, [quizItem({ category: 'business' })]);
    const admin = authed(app, await signUpAdmin(app));
    const promote = (body: { category: string; course?: string }) => admin.post(`/api/sets/${set.id}/promote`, body);
    const notOffered = { error: ERROR_CODE.notFound, message: SETS_MSG.notOffered };

    const never = await promote({ category: 'business' });
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual(notOffered);
    expect((await admin.post(`/api/sets/${set.id + 1000}/promote`, { category: 'business' })).json()).toEqual(notOffered);
    expect((await admin.get('/api/sets/offered')).json()).toEqual([]);

    const offeredAt = (await client.put(`/api/sets/${set.id}/offer`, { offered: true })).json().offered_at;
    expect((await admin.get('/api/sets/offered')).json()).toEqual([
      expect.objectContaining({ id: set.id, title: 'Spanish', question_count: 1, flashcard_count: 2, offered_at: offeredAt, owner: { id: user.id, name: 'Ada Lovelace' } }),
    ]);
    // the list is the admin's
    expect((await client.get('/api/sets/offered')).statusCode).toBe(403);
    expect((await send(app, 'GET', '/api/sets/offered')).statusCode).toBe(401);

    await client.put(`/api/sets/${set.id}/offer`, { offered: false });
    expect((await admin.get('/api/sets/offered')).json()).toEqual([]);
    expect((await promote({ category: 'business' })).json()).toEqual(notOffered);
    expect(await db.select().from(courses).where(isNull(courses.owner_id))).toHaveLength(1);
  });

  test('an admin promotes a copy of an offered set into the catalogue, which ends the offer; learners cannot, and a taken name is refused', async () => {
    const { app, client, set, db } = await learnerWithSet();
    await client.put(`/api/sets/${set.id}/offer`, { offered: true });
    expect((await client.post(`/api/sets/${set.id}/promote`, { category: 'business' })).statusCode).toBe(403);
    const admin = authed(app, await signUpAdmin(app));
    await uploadQuiz(db, [quizItem({ category: 'business' })]);
    expect((await admin.post(`/api/sets/${set.id}/promote`, { category: SETS_CATEGORY })).statusCode).toBe(404);
    const before = (await client.get(`/api/sets/${set.id}`)).json() as SetDetail;
    const promoted = await admin.post(`/api/sets/${set.id}/promote`, { category: 'business', course: 'Spanish basics' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({ category: 'business', course: 'Spanish basics' });
    const quiz = await client.get(`/api/quiz?course=Spanish%20basics&topic=${SET_DEFAULT_TOPIC}&mode=serious&category=business`);
    expect(quiz.json().map((q: { question: string }) => q.question)).toEqual(['“Thank you” in Spanish?']);
    const [catalogueCourse] = await db.select().from(courses).where(eq(courses.name, 'Spanish basics'));
    expect(catalogueCourse!.owner_id).toBeNull();

    // the offer was taken up: it ends, and the learner's set is otherwise untouched
    const after = (await client.get(`/api/sets/${set.id}`)).json() as SetDetail;
    expect(after).toEqual({ ...before, offered_at: null });
    expect((await admin.get('/api/sets/offered')).json()).toEqual([]);
    expect((await admin.post(`/api/sets/${set.id}/promote`, { category: 'business', course: 'Spanish again' })).statusCode).toBe(404);

    await client.put(`/api/sets/${set.id}/offer`, { offered: true });
    expect((await admin.post(`/api/sets/${set.id}/promote`, { category: 'business', course: 'spanish BASICS' })).statusCode).toBe(409);
  });

  test('an admin promotes a set of their own without offering it first', async () => {
    const { app, db } = testApp();
    const admin = authed(app, await signUpAdmin(app));
    await uploadQuiz(db, [quizItem({ category: 'business' })]);
    const own = await admin.post('/api/sets', { title: 'Admin’s own', items: spanish });
    expect((await admin.post(`/api/sets/${own.json().id}/promote`, { category: 'business' })).json()).toEqual({ category: 'business', course: 'Admin’s own' });
  });

  test('a result naming another learner’s private set question is refused', async () => {
    const { app, set } = await learnerWithSet();
    const other = authed(app, (await signUp(app)).cookie);
    const q = set.items[0]!;
    const res = await other.post('/api/results', {
      category: SETS_CATEGORY,
      course: 'Spanish',
      topic: SET_DEFAULT_TOPIC,
      time_taken: 10,
      answers: [{ question_id: q.id, selectedOption: 'Hola', timeTaken: 4 }],
      client_id: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
  });
});
