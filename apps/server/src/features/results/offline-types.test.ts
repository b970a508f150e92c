import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { askQuestion, QUESTION_TYPES, type QuestionType, shuffled, type TypedQuestion } from '@curio/core/question-types-rules';
import type { AskedQuestion } from '@curio/core/quiz-attempts';
import { authed, countRows, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { createQuestion } from '../../../test/question-factory';
import { EVERY_TYPE, rightResponse } from '../../../test/question-types';
import { results } from '../../db/tables';

const COURSE = { category: 'science', course: 'Every Type', module: 'Basics', topic: 'Types' };
const typed = (type: QuestionType): TypedQuestion => ({ question: EVERY_TYPE[type].question, ...EVERY_TYPE[type].body });

describeEachEngine('a quiz of every type taken offline', (engine) => {
  const testApp = useTestApp({ engine });

  async function downloaded() {
    const { app, db } = testApp();
    const ids = new Map<QuestionType, number>();
    for (const type of QUESTION_TYPES) ids.set(type, (await createQuestion(db, { ...COURSE, question: EVERY_TYPE[type].question, body: EVERY_TYPE[type].body })).id);
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const send = (answers: object[]) => client.post('/api/results', { ...COURSE, time_taken: 60, client_id: randomUUID(), answers });
    return { app, db, client, ids, send };
  }

  /** The device asks a question its own way: options too in an order of its own. */
  const askedOffline = (type: QuestionType) => {
    const { question: _question, ...body } = askQuestion(typed(type));
    return 'options' in body && type !== 'true_false' ? { ...body, options: shuffled(body.options, () => 0) } : body;
  };

  test('the download carries each question’s type and body; the device’s answers of every type are graded as an attempt grades them', async () => {
    const { client, ids, send } = await downloaded();
    const quiz = (await client.get(`/api/quiz?course=Every%20Type&topic=Types&mode=serious`)).json() as { type: string; spec: unknown }[];
    expect(quiz.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    expect(quiz[QUESTION_TYPES.indexOf('ordering')]!.spec).toEqual({ items: ['One', 'Two', 'Three', 'Four'] });

    const answers = QUESTION_TYPES.map((type) => {
      const asked = askedOffline(type);
      return { question_id: ids.get(type), asked, response: rightResponse(asked as AskedQuestion, typed(type)), timeTaken: 4 };
    });
    // a typo in the typed answer, forgiven; a choice by its option's text still works
    answers[QUESTION_TYPES.indexOf('typed')]!.response = { text: 'Pacifc' };
    answers[0] = { question_id: ids.get('multiple_choice'), selectedOption: 'Paris', timeTaken: 4 } as never;
    const res = await send(answers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().score).toBe(QUESTION_TYPES.length);
    const byType = Object.fromEntries(res.json().answers.map((a: object, i: number) => [QUESTION_TYPES[i], a]));
    expect(byType.typed).toMatchObject({ selectedOption: 'Pacifc', correct: true, almost: true, credit: 1, correctAnswer: 'Pacific Ocean' });
    expect(byType.multiple_response).toMatchObject({ correct: true, credit: 1 });
    expect(byType.cloze).toMatchObject({ question: 'Water is […] and table salt is […].', selectedOption: 'H2O; NaCl' });
    expect(byType.multiple_choice).toMatchObject({ selectedOption: 'Paris', correct: true });
  });

  test('a forged asked body, a response that does not fit it, or a non-choice answered by option text is refused and nothing is kept', async () => {
    const { db, ids, send } = await downloaded();
    const matching = askedOffline('matching') as { type: 'matching'; prompts: string[]; choices: string[] };
    const cases: [QuestionType, object, string][] = [
      // the right answer slipped in as a choice of its own
      ['matching', { asked: { ...matching, choices: ['Bark', 'Bark', 'Bark'] }, response: { matches: [0, 1, 2] } }, RESULTS_MSG.askedNotStored],
      ['ordering', { asked: { type: 'ordering', items: ['One', 'Two', 'Three'] }, response: { order: [0, 1, 2] } }, RESULTS_MSG.askedNotStored],
      ['cloze', { asked: { type: 'cloze', parts: ['Water is ', { blank: 0, hint: 'H2O' }, '.'] }, response: { blanks: ['H2O'] } }, RESULTS_MSG.askedNotStored],
      ['typed', { asked: { type: 'numeric' }, response: { text: 'Pacific' } }, RESULTS_MSG.askedNotStored],
      ['multiple_choice', { asked: { type: 'multiple_choice', options: ['Paris', 'Paris '] }, response: { option: 0 } }, RESULTS_MSG.askedNotStored],
      ['matching', { asked: matching, response: { matches: [0] } }, 'Give one match for each prompt.'],
      ['typed', { asked: { type: 'typed' }, response: { order: [0] } }, 'This question (Type the answer) is answered with text.'],
      ['typed', { selectedOption: 'Pacific' }, RESULTS_MSG.answerNeedsResponse],
    ];
    for (const [type, answer, message] of cases) {
      const res = await send([{ question_id: ids.get(type), timeTaken: 3, ...answer }]);
      expect(res.statusCode, `${type} ${JSON.stringify(answer)}`).toBe(400);
      expect(res.json(), type).toEqual({ error: 'validation_error', message });
    }
    for (const answer of [{ asked: { type: 'typed' } }, { response: { text: 'x' } }, { selectedOption: 'Paris', asked: { type: 'typed' }, response: { text: 'x' } }, {}]) {
      const res = await send([{ question_id: ids.get('typed'), timeTaken: 3, ...answer }]);
      expect(res.statusCode, JSON.stringify(answer)).toBe(400);
    }
    expect(await countRows(db, results)).toBe(0);
  });
});
