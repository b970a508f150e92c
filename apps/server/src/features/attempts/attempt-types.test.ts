import { expect, test } from 'vitest';
import { QUESTION_TYPES, type QuestionType, type TypedQuestion } from '@curio/core/question-types-rules';
import { attemptAnswer, quizAttempt, type AskedQuestion, type QuizAttempt } from '@curio/core/quiz-attempts';
import { ATTEMPT_MSG } from '@curio/core/quiz-messages';
import { reviewSession } from '@curio/core/review';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { createQuestion } from '../../../test/question-factory';
import { EVERY_TYPE, rightResponse } from '../../../test/question-types';
import { quizAttempts } from '../../db/tables';

const COURSE = { category: 'science', course: 'Every Type', module: 'Basics', topic: 'Types' };
const TOPIC = { kind: 'topic', course: COURSE.course, topic: COURSE.topic } as const;
const typed = (type: QuestionType): TypedQuestion => ({ question: EVERY_TYPE[type].question, ...EVERY_TYPE[type].body });

describeEachEngine('quiz attempts of every question type', (engine) => {
  const testApp = useTestApp({ engine });

  async function started() {
    const { app, db } = testApp();
    for (const type of QUESTION_TYPES) await createQuestion(db, { ...COURSE, question: EVERY_TYPE[type].question, body: EVERY_TYPE[type].body });
    const learner = await signUp(app);
    const client = authed(app, learner.cookie);
    const res = await client.post('/api/quiz/attempts', TOPIC);
    expect(res.statusCode, res.body).toBe(201);
    const attempt = quizAttempt.strict().parse(res.json()) as QuizAttempt;
    const of = (type: QuestionType) => attempt.questions.find((q) => q.type === type)!;
    const answer = (q: AskedQuestion, response: object) => client.post(`/api/quiz/attempts/${attempt.id}/answers`, { question_id: q.id, ...response });
    return { app, db, client, attempt, of, answer };
  }

  test('each type is asked without its answer: choices and items shuffled, a cloze with its blanks empty', async () => {
    const { attempt, of } = await started();
    expect(attempt.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    expect(of('true_false')).toMatchObject({ options: ['True', 'False'] });
    expect(of('typed')).not.toHaveProperty('answers');
    const matching = of('matching') as Extract<AskedQuestion, { type: 'matching' }>;
    expect(matching.prompts).toEqual(['Dog', 'Cat', 'Cow']);
    expect([...matching.choices].sort()).toEqual(['Bark', 'Meow', 'Moo']);
    expect(matching.choices).not.toEqual(['Bark', 'Meow', 'Moo']);
    const ordering = of('ordering') as Extract<AskedQuestion, { type: 'ordering' }>;
    expect([...ordering.items].sort()).toEqual(['Four', 'One', 'Three', 'Two']);
    expect(ordering.items).not.toEqual(['One', 'Two', 'Three', 'Four']);
    expect(of('cloze')).toMatchObject({ question: 'Water is […] and table salt is […].', parts: ['Water is ', { blank: 0, hint: null }, ' and table salt is ', { blank: 1, hint: null }, '.'] });
    const sent = JSON.stringify(attempt.questions);
    for (const secret of ['H2O', 'NaCl', 'Pacific', '3.5', 'answers', 'pairs', 'spec']) expect(sent).not.toContain(secret);
  });

  test('every type answered right scores full marks, and the result keeps each answer as text', async () => {
    const { client, attempt, of, answer } = await started();
    for (const type of QUESTION_TYPES) {
      const res = await answer(of(type), rightResponse(of(type), typed(type)));
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      const verdict = attemptAnswer.strict().parse(res.json());
      expect(verdict, type).toMatchObject({ correct: true, credit: 1, almost: false, explanation: null });
      expect(verdict.solution, type).toMatchObject(EVERY_TYPE[type].body);
    }
    const finished = await client.post(`/api/quiz/attempts/${attempt.id}/finish`);
    expect(finished.statusCode, finished.body).toBe(201);
    expect(finished.json().score).toBe(QUESTION_TYPES.length);
    const byType = Object.fromEntries(finished.json().answers.map((a: { question: string }, i: number) => [QUESTION_TYPES[i], a]));
    expect(byType.typed).toMatchObject({ selectedOption: 'Pacific Ocean', correctAnswer: 'Pacific Ocean', correct: true, credit: 1 });
    expect(byType.matching).toMatchObject({ selectedOption: expect.stringContaining('Dog → Bark'), correctAnswer: 'Dog → Bark; Cat → Meow; Cow → Moo' });
    expect(byType.ordering).toMatchObject({ selectedOption: 'One → Two → Three → Four', correct: true });
    expect(byType.cloze).toMatchObject({ question: 'Water is […] and table salt is […].', selectedOption: 'H2O; NaCl', correctAnswer: 'H2O; NaCl' });
    expect(byType.true_false).toMatchObject({ selectedOption: 'True', correctAnswer: 'True' });
  });

  test('wrong, partly right and almost: credit for the parts, a forgiven typo flagged, and the score counts only fully right answers', async () => {
    const { client, attempt, of, answer } = await started();
    const verdictOf = async (type: QuestionType, response: object) => {
      const res = await answer(of(type), response);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(201);
      return res.json();
    };
    expect(await verdictOf('multiple_choice', { option: 1 })).toMatchObject({ correct: false, credit: 0, given: 'Rome', correct_options: [0], option: 1 });
    // one of the two primes: half the mark, not right
    expect(await verdictOf('multiple_response', { options: [0] })).toMatchObject({ correct: false, credit: 0.5, given: '2', correct_options: [0, 1], option: null });
    expect(await verdictOf('true_false', { option: 1 })).toMatchObject({ correct: false, given: 'False', answer: 'True' });
    expect(await verdictOf('typed', { text: '  pacifc ' })).toMatchObject({ correct: true, almost: true, credit: 1, given: 'pacifc', answer: 'Pacific Ocean' });
    expect(await verdictOf('numeric', { text: '3,5' })).toMatchObject({ correct: true, given: '3,5' });
    const matching = of('matching') as Extract<AskedQuestion, { type: 'matching' }>;
    const right = rightResponse(matching, typed('matching')) as { matches: number[] };
    // the first two prompts swapped: one of three right
    const swapped = [right.matches[1]!, right.matches[0]!, right.matches[2]!];
    expect(await verdictOf('matching', { matches: swapped })).toMatchObject({ correct: false, credit: 1 / 3 });
    const ordering = of('ordering') as Extract<AskedQuestion, { type: 'ordering' }>;
    const inOrder = (rightResponse(ordering, typed('ordering')) as { order: number[] }).order;
    expect(await verdictOf('ordering', { order: [inOrder[1], inOrder[0], inOrder[2], inOrder[3]] })).toMatchObject({ correct: false, credit: 0.5, given: 'Two → One → Three → Four' });
    expect(await verdictOf('cloze', { blanks: ['h2o', 'salt'] })).toMatchObject({ correct: false, credit: 0.5, almost: false, answer: 'H2O; NaCl' });

    const finished = (await client.post(`/api/quiz/attempts/${attempt.id}/finish`)).json();
    // the typo forgiven and the number right: two of eight
    expect(finished.score).toBe(2);
    expect(finished.answers.map((a: { credit: number }) => a.credit)).toEqual([0, 0.5, 0, 1, 1, 1 / 3, 0.5, 0.5]);
    expect(finished.answers[3]).toMatchObject({ correct: true, almost: true });
  });

  test('a response of another type’s shape, or a place past the asked lists, is refused naming the problem, and nothing is kept', async () => {
    const { db, of, answer } = await started();
    const refusals: [QuestionType, object, string][] = [
      ['multiple_choice', { text: 'Paris' }, 'This question (Multiple choice) is answered with option.'],
      ['multiple_choice', { option: 2 }, ATTEMPT_MSG.noSuchOption],
      ['typed', { option: 0 }, 'This question (Type the answer) is answered with text.'],
      ['multiple_response', { options: [0, 3] }, 'The question has no such option.'],
      ['multiple_response', { options: [0, 0] }, 'The question has no such option.'],
      ['matching', { matches: [0, 1] }, 'Give one match for each prompt.'],
      ['matching', { matches: [0, 1, 3] }, 'Give one match for each prompt.'],
      ['ordering', { order: [0, 1, 2, 2] }, 'Put every item in the order once.'],
      ['ordering', { order: [0, 1, 2, 4] }, 'Put every item in the order once.'],
      ['cloze', { blanks: ['H2O'] }, 'Fill in every blank.'],
      ['numeric', { blanks: ['3.5'] }, 'This question (Number) is answered with text.'],
    ];
    for (const [type, response, message] of refusals) {
      const res = await answer(of(type), response);
      expect(res.statusCode, `${type} ${JSON.stringify(response)}`).toBe(400);
      expect(res.json(), type).toEqual({ error: 'validation_error', message });
    }
    for (const body of [{ text: 'a', blanks: ['b'] }, { matches: 'ab' }, { text: 'x'.repeat(501) }, { order: [-1] }]) {
      const res = await answer(of('typed'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const [row] = await db.select({ answers: quizAttempts.answers }).from(quizAttempts);
    expect(row!.answers).toEqual([]);
  });

  test('a typed answer sent again is replayed; another answer to it is 409; two at once keep one', async () => {
    const { db, of, answer } = await started();
    const first = await answer(of('typed'), { text: 'Atlantic' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ correct: false, credit: 0, given: 'Atlantic' });
    const again = await answer(of('typed'), { text: 'Atlantic' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await answer(of('typed'), { text: 'Pacific' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: 'conflict', message: ATTEMPT_MSG.alreadyAnswered });

    const both = await Promise.all([answer(of('ordering'), { order: [0, 1, 2, 3] }), answer(of('ordering'), { order: [3, 2, 1, 0] })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [row] = await db.select({ answers: quizAttempts.answers }).from(quizAttempts);
    expect(row!.answers).toHaveLength(2);
  });

  test('another learner cannot answer the attempt', async () => {
    const { app, attempt, of } = await started();
    const other = authed(app, (await signUp(app)).cookie);
    const res = await other.post(`/api/quiz/attempts/${attempt.id}/answers`, { question_id: of('typed').id, text: 'Pacific' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: ATTEMPT_MSG.notFound });
  });

  test('a typed question in the memory model: Review asks it through an attempt, a retake and my mistakes ask it again', async () => {
    const { client, attempt, of, answer } = await started();
    for (const type of QUESTION_TYPES) {
      const wrong = type === 'typed' ? { text: 'Atlantic' } : rightResponse(of(type), typed(type));
      expect((await answer(of(type), wrong)).statusCode).toBe(201);
    }
    const result = (await client.post(`/api/quiz/attempts/${attempt.id}/finish`)).json();
    expect(result.score).toBe(QUESTION_TYPES.length - 1);

    const session = await client.post('/api/review/sessions', {});
    expect(session.statusCode, session.body).toBe(201);
    const [item] = reviewSession.parse(session.json()).items;
    if (item?.item_type !== 'question') throw new Error('the typed question is due');
    expect(item.question).toMatchObject({ type: 'typed', question: EVERY_TYPE.typed.question });
    expect(JSON.stringify(item)).not.toContain('Pacific');
    const verdict = await client.post(`/api/quiz/attempts/${session.json().attempt_id}/answers`, { question_id: item.question.id, text: 'pacifik ocean' });
    expect(verdict.json()).toMatchObject({ correct: true, almost: true, answer: 'Pacific Ocean' });
    // the downloaded queue keeps the body, to grade with no network
    expect((await client.get('/api/review/queue')).json()[0].question).toMatchObject({ type: 'typed', spec: { answers: ['Pacific Ocean', 'Pacific'] } });

    for (const source of [{ kind: 'retake', result_id: result.id }, { kind: 'mistakes', course: COURSE.course, topic: COURSE.topic }]) {
      const again = await client.post('/api/quiz/attempts', source);
      expect(again.statusCode, again.body).toBe(201);
      expect((again.json() as QuizAttempt).questions.map((q) => q.type)).toEqual(['typed']);
    }
  });

  test('a shared question link opens the quiz at a question of any type', async () => {
    const { client, of } = await started();
    const res = await client.post('/api/quiz/attempts', { ...TOPIC, from_question: of('matching').id });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as QuizAttempt).questions.map((q) => q.type)).toEqual(['matching', 'ordering', 'cloze']);
  });

  test('an attempt started before question types (no type, no solution kept) is still answered and finished', async () => {
    const { app, db } = testApp();
    const { id } = await createQuestion(db, { ...COURSE, question: 'Old?', answer: 'Right', options: ['Wrong', 'Right'] });
    const second = await createQuestion(db, { ...COURSE, question: 'Older?', answer: 'Right', options: ['Wrong', 'Right'] });
    const learner = await signUp(app);
    const client = authed(app, learner.cookie);
    const place = { id: 0, ...COURSE, subtopic: null, tags: [], mode: ['serious'] };
    const [row] = await db
      .insert(quizAttempts)
      .values({
        user_id: learner.user.id,
        kind: 'topic',
        ...COURSE,
        questions: [
          { ...place, id, question: 'Old?', options: ['Wrong', 'Right'] },
          { ...place, id: second.id, question: 'Older?', options: ['Wrong', 'Right'] },
        ],
        answer_key: Object.fromEntries([id, second.id].map((q) => [q, { correct: [1], answer: 'Right', explanation: null, options: 2 }])),
      })
      .returning({ id: quizAttempts.id });
    const attemptId = row!.id;
    const first = await client.post(`/api/quiz/attempts/${attemptId}/answers`, { question_id: id, option: 0 });
    expect(first.statusCode, first.body).toBe(201);
    expect(attemptAnswer.strict().parse(first.json())).toMatchObject({
      correct: false,
      given: 'Wrong',
      credit: 0,
      solution: { type: 'multiple_choice', question: 'Old?', options: ['Wrong', 'Right'], answer: 'Right' },
    });
    expect((await client.post(`/api/quiz/attempts/${attemptId}/answers`, { question_id: id, option: 0 })).statusCode).toBe(200);
    expect((await client.post(`/api/quiz/attempts/${attemptId}/answers`, { question_id: second.id, option: 1 })).statusCode).toBe(201);
    const reopened = await client.get(`/api/quiz/attempts/${attemptId}`);
    expect(quizAttempt.strict().parse(reopened.json()).questions.map((q) => q.type)).toEqual(['multiple_choice', 'multiple_choice']);
    const finished = await client.post(`/api/quiz/attempts/${attemptId}/finish`);
    expect(finished.statusCode, finished.body).toBe(201);
    expect(finished.json()).toMatchObject({ score: 1, answers: [{ selectedOption: 'Wrong', correct: false }, { selectedOption: 'Right', correct: true }] });
  });
});
