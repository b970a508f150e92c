import { randomUUID } from 'node:crypto';
import type { NewSet, SetSaved } from '@curio/core/study-sets';
import { signUp } from './server';

/** A seeded course of the business category with quiz questions and flashcards. */
const COURSE = { category: 'business', course: 'Startup Fundamentals', module: 'Finding an Idea', topic: 'Customer Problems' };

/** The quiz in progress of the seeded topic, as the selector's Start opens it. */
export const QUIZ_PATH = `/category/${COURSE.category}/quiz/start?${new URLSearchParams({ course: COURSE.course, topic: COURSE.topic, mode: 'serious' })}`;

/** A screen the browser benches open. */
export interface Page {
  name: string;
  path: string;
  /** opened as the signed-in learner */
  signedIn: boolean;
  /** a public page: its SEO score counts */
  isPublic: boolean;
}

/** Saves one graded result of the seeded quiz (every other answer wrong), so the Review screen has due items. */
async function saveResult(baseURL: string, cookie: string) {
  const query = new URLSearchParams({ category: COURSE.category, course: COURSE.course, topic: COURSE.topic, mode: 'serious' });
  const res = await fetch(`${baseURL}/api/quiz?${query}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`quiz: ${res.status} ${await res.text()}`);
  const quiz = (await res.json()) as { id: number; options: string[]; answer: string }[];
  const answers = quiz.map((q, i) => ({
    question_id: q.id,
    selectedOption: i % 2 ? q.answer : q.options.find((o) => o !== q.answer)!,
    timeTaken: 5,
  }));
  const saved = await fetch(`${baseURL}/api/results`, {
    method: 'POST',
    headers: { cookie, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ category: COURSE.category, course: COURSE.course, topic: COURSE.topic, time_taken: 120, answers, client_id: randomUUID() }),
  });
  if (!saved.ok) throw new Error(`result: ${saved.status} ${await saved.text()}`);
}

/** A small study set of the learner's own, a learner's first: a few questions and cards in one topic. */
async function createSet(baseURL: string, cookie: string): Promise<SetSaved> {
  const set: NewSet = {
    title: 'Spanish basics',
    description: 'Greetings and numbers',
    items: [
      { kind: 'question', question: 'How do you say "hello"?', options: ['Hola', 'Adiós', 'Gracias'], answer: 'Hola', explanation: '"Adiós" is goodbye.' },
      { kind: 'question', question: 'How do you say "thank you"?', options: ['Por favor', 'Gracias', 'Perdón'], answer: 'Gracias' },
      { kind: 'question', question: 'Which number is "tres"?', options: ['Two', 'Three', 'Four'], answer: 'Three' },
      { kind: 'flashcard', front: 'uno', back: 'one' },
      { kind: 'flashcard', front: 'dos', back: 'two' },
      { kind: 'flashcard', front: 'buenos días', back: 'good morning' },
    ],
  };
  const res = await fetch(`${baseURL}/api/sets`, {
    method: 'POST',
    headers: { cookie, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify(set),
  });
  if (!res.ok) throw new Error(`set: ${res.status} ${await res.text()}`);
  return (await res.json()) as SetSaved;
}

/**
 * Signs a learner up with one saved quiz result and one small set, and lists the screens a phone
 * must open quickly: the welcome page and the Green AI feed as a first-time guest, the rest as that
 * learner.
 */
export async function preparePages(baseURL: string): Promise<{ cookie: string; pages: Page[] }> {
  const { cookie } = await signUp(baseURL);
  await saveResult(baseURL, cookie);
  const set = await createSet(baseURL, cookie);
  const pages: Page[] = [
    { name: 'welcome (guest)', path: '/', signedIn: false, isPublic: true },
    { name: 'course selector', path: `/category/${COURSE.category}`, signedIn: true, isPublic: false },
    { name: 'quiz in progress', path: QUIZ_PATH, signedIn: true, isPublic: false },
    {
      name: 'flashcards',
      path: `/category/${COURSE.category}/study/studybot?${new URLSearchParams({ course: COURSE.course, module: COURSE.module, topic: COURSE.topic })}`,
      signedIn: true,
      isPublic: false,
    },
    { name: 'review', path: '/review', signedIn: true, isPublic: false },
    { name: 'a set', path: `/sets/${set.id}`, signedIn: true, isPublic: false },
    { name: 'Green AI feed (guest)', path: '/usecases', signedIn: false, isPublic: true },
    { name: 'projects studio', path: '/projects/studio', signedIn: true, isPublic: false },
  ];
  return { cookie, pages };
}
