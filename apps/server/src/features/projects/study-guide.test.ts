import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import type { SetDetail } from '@curio/core/study-sets';
import { SET_DEFAULT_TOPIC, SETS_CATEGORY } from '@curio/core/study-sets-rules';
import { authed, describeEachEngine, signUp, useTestApp } from '../../../test/test-app';
import { loadSystemTemplates } from './system-templates';

const guideUrl = (course: string, category = SETS_CATEGORY) => `/api/projects/study-guide?${new URLSearchParams({ category, course })}`;

describeEachEngine('the study guide', (engine) => {
  const testApp = useTestApp({ engine });

  async function learnerWithMistakes() {
    const { app, db } = testApp();
    await loadSystemTemplates(db);
    const { cookie } = await signUp(app);
    const client = authed(app, cookie);
    const made = await client.post('/api/sets', {
      title: 'Capitals',
      items: [
        { kind: 'question', question: 'Capital of Italy?', options: ['Rome', 'Milan'], answer: 'Rome', explanation: 'Rome has been the capital since 1871.' },
        { kind: 'question', question: 'Capital of Spain?', options: ['Madrid', 'Seville'], answer: 'Madrid' },
        { kind: 'question', question: 'Capital of France?', options: ['Paris', 'Lyon'], answer: 'Paris' },
        { kind: 'flashcard', front: 'Bern', back: 'The Swiss capital, though not its largest city' },
      ],
    });
    expect(made.statusCode).toBe(201);
    const set = (await client.get(`/api/sets/${made.json().id}`)).json() as SetDetail;
    const [italy, spain, france] = set.items.filter((i) => i.kind === 'question');
    const take = (answers: [number, string][]) =>
      client.post('/api/results', {
        category: SETS_CATEGORY,
        course: 'Capitals',
        topic: SET_DEFAULT_TOPIC,
        time_taken: 20,
        client_id: randomUUID(),
        answers: answers.map(([question_id, selectedOption]) => ({ question_id, selectedOption, timeTaken: 5 })),
      });
    // Spain missed once, Italy twice, France never
    expect((await take([[italy!.id, 'Milan'], [spain!.id, 'Seville'], [france!.id, 'Paris']])).statusCode).toBe(201);
    expect((await take([[italy!.id, 'Milan'], [spain!.id, 'Madrid'], [france!.id, 'Paris']])).statusCode).toBe(201);
    const bookmark = await client.post('/api/bookmarks', {
      category: SETS_CATEGORY,
      course: 'Capitals',
      topic: SET_DEFAULT_TOPIC,
      content: { concept: 'Bern', summary: ['The Swiss capital, though not its largest city'], example: 'Parliament sits in Bern.' },
    });
    expect(bookmark.statusCode).toBe(201);
    return { app, client };
  }

  test('a learner’s own mistakes (most missed first, with the right answer and explanation) and bookmarks fill the study guide', async () => {
    const { client } = await learnerWithMistakes();
    const res = await client.get(guideUrl('Capitals'));
    expect(res.statusCode).toBe(200);
    const { template_key, form_values } = res.json();
    expect(template_key).toBe('study-guide');
    expect(form_values).toMatchObject({ title: 'Study guide: Capitals', course: 'Capitals', summary: '2 questions to go over · 1 bookmarked card' });
    expect(form_values.mistakes).toBe(
      [
        '### 1. Capital of Italy?',
        '',
        '- Your answer: Milan',
        '- Right answer: **Rome**',
        '- Missed 2 times',
        '',
        'Rome has been the capital since 1871.',
        '',
        '### 2. Capital of Spain?',
        '',
        '- Your answer: Seville',
        '- Right answer: **Madrid**',
      ].join('\n'),
    );
    expect(form_values.mistakes).not.toContain('France');
    expect(form_values.answer_key).toBe('Capital of Italy? → Rome\nCapital of Spain? → Madrid');
    expect(form_values.bookmarks).toBe('### Bern\n\n- The Swiss capital, though not its largest city\n\n*Example:* Parliament sits in Bern.');

    // the values make the document as they are
    const doc = await client.post('/api/projects/templates/study-guide/generate', { form_values });
    expect(doc.statusCode).toBe(200);
    const markdown: string = doc.json().content;
    expect(markdown).toContain('# Study guide: Capitals');
    expect(markdown).toContain('## Questions to go over');
    expect(markdown).toContain('## Cards you bookmarked');
    expect(markdown).toContain('## Next steps');
    const sheet = await client.post('/api/projects/templates/study-guide/generate', { format: 'answer-sheet', form_values });
    expect(sheet.json().content).toContain('1. Capital of Italy? → Rome\n2. Capital of Spain? → Madrid');
  });

  test('nobody else’s results reach a guide; an empty course, a guest and a bad query are answered clearly', async () => {
    const { app } = await learnerWithMistakes();
    const other = authed(app, (await signUp(app)).cookie);
    const empty = await other.get(guideUrl('Capitals'));
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ error: 'not_found', message: PROJECT_MSG.studyGuideEmpty });
    expect((await app.inject({ method: 'GET', url: guideUrl('Capitals') })).statusCode).toBe(401);
    expect((await other.get('/api/projects/study-guide?category=science')).statusCode).toBe(400);
    expect((await other.get(guideUrl('x'.repeat(201)))).statusCode).toBe(400);
    expect((await other.get(guideUrl('Capitals', ''))).statusCode).toBe(400);
  });
});
