import { expect, test } from 'vitest';
import { type QuestionBody, QUESTION_TYPES, type QuestionType } from '@curio/core/question-types-rules';
import type { QuizAttempt } from '@curio/core/quiz-attempts';
import type { SetDetail } from '@curio/core/study-sets';
import { EXPORT_FORMATS, SET_DEFAULT_TOPIC } from '@curio/core/study-sets-rules';
import { parseCsv } from '@curio/formats/csv';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { CONTENT_ADMIN_EMAIL, quizItem, signUpAdmin, uploadQuiz } from '../../../test/content-factory';
import { EVERY_TYPE, rightResponse } from '../../../test/question-types';
import { questions } from '../../db/tables';

const item = (type: QuestionType, extra: object = {}) => ({ kind: 'question', question: EVERY_TYPE[type].question, ...EVERY_TYPE[type].body, ...extra });
const everyType = QUESTION_TYPES.map((type) => item(type, { explanation: `Why ${type}.` }));

describeEachEngine('study sets of every question type', (engine) => {
  const testApp = useTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });

  async function ownSet(items: object[] = everyType) {
    const { app, db } = testApp();
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const res = await client.post('/api/sets', { title: 'Types', items });
    expect(res.statusCode, res.body).toBe(201);
    return { app, db, client, id: res.json().id as number };
  }

  test('a set keeps a question of each type as saved, and an edit keeps its id and changes its body', async () => {
    const { client, db, id } = await ownSet();
    const set = (await client.get(`/api/sets/${id}`)).json() as SetDetail;
    expect(set.question_count).toBe(QUESTION_TYPES.length);
    expect(set.items).toEqual(everyType.map((saved) => ({ ...saved, id: expect.any(Number), module: null, topic: null })));
    const stored = await db.select({ type: questions.type, answer: questions.answer }).from(questions);
    expect(stored.map((r) => r.type)).toEqual([...QUESTION_TYPES]);
    // the answer column holds the right answer as a learner reads it
    expect(stored.find((r) => r.type === 'cloze')!.answer).toBe('H2O; NaCl');

    const typedItem = set.items.find((i) => i.kind === 'question' && i.type === 'typed')!;
    const edited = set.items.map((i) => (i.id === typedItem.id ? { ...i, answers: ['Pacific', 'The Pacific'] } : i));
    expect((await client.put(`/api/sets/${id}/items`, { items: edited })).statusCode).toBe(200);
    const after = (await client.get(`/api/sets/${id}`)).json() as SetDetail;
    expect(after.items.find((i) => i.id === typedItem.id)).toMatchObject({ type: 'typed', answers: ['Pacific', 'The Pacific'] });
  });

  test('a set of every type exports to every format, and a catalogue topic of every type too', async () => {
    const { client, id, db } = await ownSet();
    const place = { category: 'science', course: 'Types', module: 'Basics', topic: 'All' };
    await uploadQuiz(db, QUESTION_TYPES.map((type) => ({ ...place, question: EVERY_TYPE[type].question, ...EVERY_TYPE[type].body })));
    for (const format of EXPORT_FORMATS) {
      const res = await client.get(`/api/sets/${id}/export?format=${format}`);
      expect(res.statusCode, `${format}: ${res.body.slice(0, 200)}`).toBe(200);
      const topic = await client.get(`/api/topics/export?format=${format}&course=Types&topic=All`);
      expect(topic.statusCode, `${format}: ${topic.body.slice(0, 200)}`).toBe(200);
    }
    // the topic's export holds every question, whatever its type
    const csv = await client.get('/api/topics/export?format=csv&course=Types&topic=All');
    expect(parseCsv(csv.body).items.map((item) => item.kind === 'question' && item.type)).toEqual([...QUESTION_TYPES]);
  });

  test('a question of a type with a bad body is refused naming the field, and nothing is saved', async () => {
    const { client, id } = await ownSet();
    for (const [bad, field] of [
      [item('multiple_response', { answers: ['5'] }), 'answers'],
      [item('matching', { pairs: [{ prompt: 'Dog', match: 'Bark' }] }), 'pairs'],
      [item('ordering', { items: ['One', 'one'] }), 'items'],
      [item('cloze', { question: 'No blank here.' }), 'question'],
      [item('numeric', { answers: [{ min: 5, max: 1 }] }), 'answers'],
      [item('true_false', { answer: 'yes' }), 'answer'],
      [item('typed', { answers: [] }), 'answers'],
      [{ kind: 'question', type: 'essay', question: 'Tell me.' }, 'type'],
    ] as const) {
      const res = await client.put(`/api/sets/${id}/items`, { items: [bad] });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message, JSON.stringify(bad)).toContain(field);
    }
    expect(((await client.get(`/api/sets/${id}`)).json() as SetDetail).question_count).toBe(QUESTION_TYPES.length);
  });

  test('its quiz asks every type through an attempt; its link, a copy and a promotion into the catalogue keep the types', async () => {
    const { app, db, client, id } = await ownSet();
    const started = await client.post('/api/quiz/attempts', { kind: 'set', set: { id } });
    expect(started.statusCode, started.body).toBe(201);
    const attempt = started.json() as QuizAttempt;
    expect(attempt.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    for (const [i, q] of attempt.questions.entries()) {
      const type = QUESTION_TYPES[i]!;
      const res = await client.post(`/api/quiz/attempts/${attempt.id}/answers`, {
        question_id: q.id,
        ...rightResponse(q, { question: EVERY_TYPE[type].question, ...EVERY_TYPE[type].body }),
      });
      expect(res.json(), type).toMatchObject({ correct: true, explanation: `Why ${type}.` });
    }
    expect((await client.post(`/api/quiz/attempts/${attempt.id}/finish`)).json().score).toBe(QUESTION_TYPES.length);

    const { share_slug } = (await client.put(`/api/sets/${id}/sharing`, { shared: true })).json();
    const other = authed(app, (await signUp(app)).cookie);
    const shared = (await other.get(`/api/sets/shared/${share_slug}`)).json() as SetDetail;
    expect(shared.items.map((i) => (i.kind === 'question' ? i.type : i.kind))).toEqual([...QUESTION_TYPES]);
    const copy = await other.post(`/api/sets/shared/${share_slug}/copy`);
    const copied = (await other.get(`/api/sets/${copy.json().id}`)).json() as SetDetail;
    expect(copied.items.map(({ id: _id, ...rest }) => rest)).toEqual(shared.items.map(({ id: _id, ...rest }) => rest));

    await client.put(`/api/sets/${id}/offer`, { offered: true });
    const admin = authed(app, await signUpAdmin(app));
    await uploadQuiz(db, [quizItem({ category: 'science' })]);
    expect((await admin.post(`/api/sets/${id}/promote`, { category: 'science', course: 'Types promoted' })).statusCode).toBe(200);
    const quiz = await client.get(`/api/quiz?course=Types%20promoted&topic=${SET_DEFAULT_TOPIC}&mode=serious&category=science`);
    expect(quiz.statusCode).toBe(200);
    const download = quiz.json() as { type: string; spec: unknown; answer: string }[];
    expect(download.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    expect(download[QUESTION_TYPES.indexOf('matching')]).toMatchObject({ spec: { pairs: (EVERY_TYPE.matching.body as Extract<QuestionBody, { type: 'matching' }>).pairs }, answer: 'Dog → Bark; Cat → Meow; Cow → Moo' });
    expect(download[0]).toMatchObject({ spec: null });
  });
});
