import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newBookmark, newResult } from '@curio/core/learning';
import { newPreset, newTemplate } from '@curio/core/projects-api';
import { newSet, setItem } from '@curio/core/study-sets';
import { newUseCase } from '@curio/core/usecases';
import type { Db } from '../src/db/client';
import { flashcards, profiles, questions } from '../src/db/tables';
import { createBookmark } from '../src/features/bookmarks/bookmarks.service';
import { createPreset } from '../src/features/projects/presets.service';
import { createTemplate } from '../src/features/projects/templates.service';
import { answerQuestion, startAttempt } from '../src/features/attempts/attempts.service';
import { loadQuiz } from '../src/features/quiz/quiz.service';
import { createResultSaver, gradeResult } from '../src/features/results/results.service';
import { saveUseCase } from '../src/features/saved-usecases/saved-usecases.service';
import { addComment } from '../src/features/usecase-comments/usecase-comments.service';
import { createNote } from '../src/features/usecase-notes/usecase-notes.service';
import { shareSlug } from '../src/features/usecase-sharing/usecase-sharing.service';
import { createUseCase } from '../src/features/green-feed/green-feed.service';
import { keepImport } from '../src/features/study-sets/set-imports';
import { itemRows } from '../src/features/study-sets/set-rows';
import { createSet, offerSet, setSharing } from '../src/features/study-sets/study-sets.service';
import { CONTENT_ADMIN_EMAIL, flashcardItem, quizItem, uploadFlashcards, uploadQuiz } from './content-factory';
import { buildTestApp, describeEachEngine, signUp, type TestApp } from './test-app';
import { appOrigin, send } from './client';

/*
 * Who may call what, for every route of the OpenAPI description: a guest, the learner who owns the
 * items a call names (owner), another learner (other), a Kids Lock learner of 8 (kid) and the admin
 * call it with a valid request, so the status says who may, not what was malformed. Someone else's
 * private item is answered like a missing one (404). A refused call changes nothing in the database.
 * A new route fails the coverage test until it has a row here.
 */

const ROLES = ['guest', 'owner', 'other', 'kid', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Expect = Record<Role, number>;

/** The owner's items, made afresh for the rows after one that may have consumed them. */
interface Fixtures {
  ownerId: string;
  ownerUsername: string;
  noteId: string;
  savedId: string;
  bookmarkId: string;
  bookmarkConcept: string;
  resultId: string;
  presetId: string;
  templateKey: string;
  templateId: string;
  publicUseCaseId: string;
  privateUseCaseId: string;
  publicCommentId: string;
  privateCommentId: string;
  shareSlug: string;
  /** catalogue content of this set: business › Marketing › Foundations › topic */
  topic: string;
  questionId: number;
  flashcardId: number;
  /** the owner's private study set, and the link of a shared one */
  setId: number;
  setSlug: string;
  /** a set the owner offers for the catalogue */
  offeredSetId: number;
  /** the owner's previewed import, waiting to be saved */
  importId: string;
  /** the owner's quiz of the topic, not yet answered, and another with its answer given */
  attemptId: string;
  answeredAttemptId: string;
}

interface Call {
  url: string;
  payload?: unknown;
  /** a text/event-stream: the status is read, then the stream is closed */
  stream?: true;
  /** a body that is not JSON: its bytes and their type */
  file?: { bytes: Buffer; type: string };
}

interface Row {
  /** `METHOD /path` as the OpenAPI description names it */
  route: string;
  /** what sets this row apart when a route has several */
  case?: string;
  call: (f: Fixtures) => Call;
  expect: Expect;
}

// ------------------------------------------------------------------ shapes of the common answers

const everyone = (status = 200): Expect => ({ guest: status, owner: status, other: status, kid: status, admin: status });
/** any signed-in user; `except` for the roles that differ */
const signedIn = (status = 200, except: Partial<Expect> = {}): Expect => ({ ...everyone(status), guest: 401, ...except });
/** Kids Lock: the fixtures' catalogue is in business, not a kid's category */
const kidsLocked = (status = 200): Expect => signedIn(status, { kid: 403 });
const ADMIN_ONLY: Expect = { guest: 401, owner: 403, other: 403, kid: 403, admin: 200 };
/** the owner's private item: everyone else is answered as if it did not exist */
const ownerOnly = (status = 200, guest = 401): Expect => ({ guest, owner: status, other: 404, kid: 404, admin: 404 });
/** the owner's item on show to all signed-in users: others may see it, not change it */
const ownerChangesPublic = (status = 200): Expect => ({ guest: 401, owner: status, other: 403, kid: 403, admin: 403 });
/** the Green AI network, share links and people: closed to a Kids Lock learner before anything else (decision 021) */
const closedToKids = (expect: Expect): Expect => ({ ...expect, kid: 403 });

const query = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;

// ------------------------------------------------------------------ valid bodies

/** The topic of the results the POST /api/results row saves, and its question. */
const PRICING = 'Pricing';
let pricingQuestionId = 0;

let serial = 0;
const unique = () => (serial += 1);

/** A quiz with one wrong answer: its question enters the learner's review and the result has a mistake to retake. */
const resultBody = (topic: string, questionId: number) => ({
  category: 'business',
  course: 'Marketing',
  module: 'Foundations',
  topic,
  time_taken: 42,
  answers: [{ question_id: questionId, selectedOption: 'No', timeTaken: 7 }],
  client_id: randomUUID(),
});

const setCard = { kind: 'flashcard', front: 'hola', back: 'hello' };
const setQuestion = { kind: 'question', question: 'Thanks?', options: ['Gracias', 'Hola'], answer: 'Gracias' };

const rating = () => ({ review_id: randomUUID(), rating: 3, answered_at: new Date().toISOString(), duration_ms: 4000 });

const bookmarkBody = (topic: string, concept: string) => ({
  category: 'business',
  course: 'Marketing',
  module: 'Foundations',
  topic,
  content: { concept, summary: ['Who buys and why'], difficulty: 'easy' },
});

const templateBody = (label: string) => ({
  label,
  formats: [{ key: 'one-pager', label: 'One pager', input_schema: { fields: [{ key: 'name', required: true }] }, body: '# {{ name }}\n\nA one pager.' }],
});
const documentBody = { format: 'one-pager', form_values: { name: 'Café Nova' }, target: 'markdown' };

const useCaseBody = (title: string, isPublic: boolean) => ({ title, content: `${title}: panels on every school roof.`, tags: 'solar, schools', is_public: isPublic, origin: 'user' });

// ------------------------------------------------------------------ the matrix

const MATRIX: Row[] = [
  { route: 'GET /api/health', call: () => ({ url: '/api/health' }), expect: everyone() },

  // account
  // a guest learns only that they are one (null)
  { route: 'GET /api/me', call: () => ({ url: '/api/me' }), expect: everyone() },
  { route: 'PATCH /api/me', call: () => ({ url: '/api/me', payload: { bio: 'Learning every day.' } }), expect: signedIn() },
  { route: 'POST /api/me/tour', call: () => ({ url: '/api/me/tour' }), expect: signedIn() },
  { route: 'POST /api/deletion-requests', call: () => ({ url: '/api/deletion-requests', payload: { reason: 'Moving on.' } }), expect: signedIn(201) },
  { route: 'POST /api/feedback', call: () => ({ url: '/api/feedback', payload: { message: 'Lovely quizzes.' } }), expect: everyone(201) },

  // catalogue, quiz, flashcards
  { route: 'GET /api/categories', call: () => ({ url: '/api/categories' }), expect: everyone() },
  { route: 'GET /api/categories/{cat}/courses', call: () => ({ url: '/api/categories/business/courses' }), expect: kidsLocked() },
  { route: 'GET /api/courses/{course}/modules', call: () => ({ url: '/api/courses/Marketing/modules' }), expect: kidsLocked() },
  { route: 'GET /api/courses/{course}/topics', call: () => ({ url: '/api/courses/Marketing/topics' }), expect: kidsLocked() },
  { route: 'GET /api/catalogue/tree', call: () => ({ url: '/api/catalogue/tree' }), expect: signedIn() },
  { route: 'GET /api/questions', call: (f) => ({ url: query('/api/questions', { course: 'Marketing', topic: f.topic }) }), expect: kidsLocked() },
  { route: 'GET /api/quiz', call: (f) => ({ url: query('/api/quiz', { course: 'Marketing', topic: f.topic }) }), expect: kidsLocked() },
  { route: 'GET /api/flashcards/topics', call: () => ({ url: query('/api/flashcards/topics', { course: 'Marketing' }) }), expect: kidsLocked() },
  { route: 'GET /api/flashcards', call: (f) => ({ url: query('/api/flashcards', { course: 'Marketing', topic: f.topic }) }), expect: kidsLocked() },
  { route: 'DELETE /api/flashcards/{id}', call: (f) => ({ url: `/api/flashcards/${f.flashcardId}` }), expect: ADMIN_ONLY },

  // admin content
  {
    route: 'POST /api/admin/upload',
    call: (f) => ({ url: '/api/admin/upload', payload: { fileName: 'more-quiz.json', items: [quizItem({ topic: f.topic })] } }),
    expect: ADMIN_ONLY,
  },
  { route: 'GET /api/admin/groups', call: () => ({ url: query('/api/admin/groups', { kind: 'questions' }) }), expect: ADMIN_ONLY },
  {
    route: 'DELETE /api/admin/questions',
    call: (f) => ({ url: query('/api/admin/questions', { course: 'Marketing', module: 'Foundations', topic: f.topic }) }),
    expect: ADMIN_ONLY,
  },
  { route: 'DELETE /api/admin/flashcards', call: (f) => ({ url: query('/api/admin/flashcards', { course: 'Marketing', topic: f.topic }) }), expect: ADMIN_ONLY },

  // quiz attempts: a topic's, a set's (own, or through its link), a retake of a result, a topic's mistakes in the model
  { route: 'POST /api/quiz/attempts', case: 'topic', call: (f) => ({ url: '/api/quiz/attempts', payload: { kind: 'topic', course: 'Marketing', topic: f.topic } }), expect: kidsLocked(201) },
  {
    route: 'POST /api/quiz/attempts',
    case: 'topic from a shared question',
    call: (f) => ({ url: '/api/quiz/attempts', payload: { kind: 'topic', course: 'Marketing', topic: f.topic, from_question: f.questionId } }),
    expect: kidsLocked(201),
  },
  { route: 'POST /api/quiz/attempts', case: 'set', call: (f) => ({ url: '/api/quiz/attempts', payload: { kind: 'set', set: { id: f.setId } } }), expect: ownerOnly(201) },
  {
    route: 'POST /api/quiz/attempts',
    case: 'shared set',
    call: (f) => ({ url: '/api/quiz/attempts', payload: { kind: 'set', set: { slug: f.setSlug } } }),
    expect: closedToKids(signedIn(201)),
  },
  { route: 'POST /api/quiz/attempts', case: 'retake', call: (f) => ({ url: '/api/quiz/attempts', payload: { kind: 'retake', result_id: f.resultId } }), expect: ownerOnly(201) },
  {
    // only the owner has a mistake in the topic: the others have nothing to practise
    route: 'POST /api/quiz/attempts',
    case: 'mistakes',
    call: (f) => ({ url: '/api/quiz/attempts', payload: { kind: 'mistakes', course: 'Marketing', topic: f.topic } }),
    expect: { guest: 401, owner: 201, other: 422, kid: 403, admin: 422 },
  },
  { route: 'GET /api/quiz/attempts/{id}', call: (f) => ({ url: `/api/quiz/attempts/${f.attemptId}` }), expect: ownerOnly() },
  {
    route: 'POST /api/quiz/attempts/{id}/answers',
    call: (f) => ({ url: `/api/quiz/attempts/${f.attemptId}/answers`, payload: { question_id: f.questionId, option: 0 } }),
    expect: ownerOnly(201),
  },
  { route: 'POST /api/quiz/attempts/{id}/finish', call: (f) => ({ url: `/api/quiz/attempts/${f.answeredAttemptId}/finish` }), expect: ownerOnly(201) },

  // results
  // another topic: GET /api/results/latest below must find the owner's result in the fixtures' topic alone
  { route: 'POST /api/results', call: () => ({ url: '/api/results', payload: resultBody(PRICING, pricingQuestionId) }), expect: kidsLocked(201) },
  { route: 'GET /api/results', call: () => ({ url: query('/api/results', { category: 'business' }) }), expect: kidsLocked() },
  { route: 'GET /api/results/{id}', call: (f) => ({ url: `/api/results/${f.resultId}` }), expect: ownerOnly() },
  // only the caller's own results count: the others have none in this topic
  { route: 'GET /api/results/latest', call: (f) => ({ url: query('/api/results/latest', { course: 'Marketing', topic: f.topic }) }), expect: ownerOnly() },
  { route: 'GET /api/results/stats', call: () => ({ url: '/api/results/stats' }), expect: signedIn() },

  // progress: a Kids Lock learner's is theirs, counted over the categories they may open
  { route: 'GET /api/review/forecast', call: () => ({ url: query('/api/review/forecast', { tz: 'Europe/Berlin' }) }), expect: signedIn() },
  { route: 'GET /api/progress', call: () => ({ url: query('/api/progress', { tz: 'Europe/Berlin' }) }), expect: signedIn() },

  // study sets: the owner's by id, a shared one by its link (closed to Kids Lock, like every share link)
  { route: 'GET /api/sets', call: () => ({ url: '/api/sets' }), expect: signedIn() },
  { route: 'POST /api/sets', call: () => ({ url: '/api/sets', payload: { title: `Set ${unique()}`, items: [setCard] } }), expect: signedIn(201) },
  { route: 'GET /api/sets/{id}', call: (f) => ({ url: `/api/sets/${f.setId}` }), expect: ownerOnly() },
  { route: 'PATCH /api/sets/{id}', call: (f) => ({ url: `/api/sets/${f.setId}`, payload: { description: 'Renewed.' } }), expect: ownerOnly() },
  { route: 'PUT /api/sets/{id}/items', call: (f) => ({ url: `/api/sets/${f.setId}/items`, payload: { items: [setCard] } }), expect: ownerOnly() },
  { route: 'POST /api/sets/{id}/items', call: (f) => ({ url: `/api/sets/${f.setId}/items`, payload: { items: [setCard] } }), expect: ownerOnly() },
  { route: 'DELETE /api/sets/{id}', call: (f) => ({ url: `/api/sets/${f.setId}` }), expect: ownerOnly(204) },
  { route: 'POST /api/sets/{id}/duplicate', call: (f) => ({ url: `/api/sets/${f.setId}/duplicate` }), expect: ownerOnly(201) },
  { route: 'PUT /api/sets/{id}/sharing', call: (f) => ({ url: `/api/sets/${f.setId}/sharing`, payload: { shared: true } }), expect: ownerOnly() },
  // promotion: only of a set its owner offers (decision 052); any other is answered as missing, to the admin too
  { route: 'PUT /api/sets/{id}/offer', call: (f) => ({ url: `/api/sets/${f.offeredSetId}/offer`, payload: { offered: true } }), expect: ownerOnly() },
  { route: 'GET /api/sets/offered', call: () => ({ url: '/api/sets/offered' }), expect: ADMIN_ONLY },
  {
    route: 'POST /api/sets/{id}/promote',
    case: 'offered',
    call: (f) => ({ url: `/api/sets/${f.offeredSetId}/promote`, payload: { category: 'business', course: `Promoted ${unique()}` } }),
    expect: ADMIN_ONLY,
  },
  {
    route: 'POST /api/sets/{id}/promote',
    case: 'not offered',
    call: (f) => ({ url: `/api/sets/${f.setId}/promote`, payload: { category: 'business', course: `Promoted ${unique()}` } }),
    expect: { ...ADMIN_ONLY, admin: 404 },
  },
  {
    route: 'POST /api/sets/import',
    call: () => ({ url: query('/api/sets/import', { format: 'csv' }), file: { bytes: Buffer.from('hola,hello\ngato,cat\n'), type: 'application/octet-stream' } }),
    expect: signedIn(),
  },
  { route: 'POST /api/sets/imports/{import_id}', call: (f) => ({ url: `/api/sets/imports/${f.importId}`, payload: { title: `Imported ${unique()}` } }), expect: ownerOnly(201) },
  {
    route: 'GET /api/topics/export',
    call: (f) => ({ url: query('/api/topics/export', { category: 'business', course: 'Marketing', topic: f.topic, format: 'csv' }) }),
    expect: kidsLocked(),
  },
  { route: 'GET /api/sets/{id}/export', call: (f) => ({ url: query(`/api/sets/${f.setId}/export`, { format: 'csv' }) }), expect: ownerOnly() },
  { route: 'GET /api/sets/shared/{slug}/export', call: (f) => ({ url: query(`/api/sets/shared/${f.setSlug}/export`, { format: 'csv' }) }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/sets/{id}/flashcards', call: (f) => ({ url: `/api/sets/${f.setId}/flashcards` }), expect: ownerOnly() },
  { route: 'GET /api/sets/shared/{slug}', call: (f) => ({ url: `/api/sets/shared/${f.setSlug}` }), expect: closedToKids(signedIn()) },
  { route: 'POST /api/sets/shared/{slug}/copy', call: (f) => ({ url: `/api/sets/shared/${f.setSlug}/copy` }), expect: closedToKids(signedIn(201)) },
  { route: 'POST /api/sets/{id}/review', call: (f) => ({ url: `/api/sets/${f.setId}/review` }), expect: ownerOnly() },
  { route: 'POST /api/sets/shared/{slug}/review', call: (f) => ({ url: `/api/sets/shared/${f.setSlug}/review` }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/sets/shared/{slug}/flashcards', call: (f) => ({ url: `/api/sets/shared/${f.setSlug}/flashcards` }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/sets/{id}/items', call: (f) => ({ url: query(`/api/sets/${f.setId}/items`, { limit: '5' }) }), expect: ownerOnly() },
  { route: 'GET /api/sets/shared/{slug}/items', call: (f) => ({ url: `/api/sets/shared/${f.setSlug}/items` }), expect: closedToKids(signedIn()) },
  {
    route: 'POST /api/sets/from-usecases',
    case: 'into a set of mine',
    call: (f) => ({ url: '/api/sets/from-usecases', payload: { keyword: 'solar', use_cases: ['Energy: solar roofs\nSchools sell power back.'], set_id: f.setId } }),
    expect: ownerOnly(),
  },
  {
    route: 'POST /api/sets/from-usecases',
    case: 'a new set',
    call: () => ({ url: '/api/sets/from-usecases', payload: { keyword: 'solar', use_cases: ['Energy: solar roofs\nSchools sell power back.'], title: `Solar ${unique()}` } }),
    expect: signedIn(),
  },

  // bookmarks
  { route: 'GET /api/bookmarks', call: () => ({ url: '/api/bookmarks' }), expect: signedIn() },
  { route: 'POST /api/bookmarks', call: (f) => ({ url: '/api/bookmarks', payload: bookmarkBody(f.topic, `Fresh concept ${unique()}`) }), expect: kidsLocked(201) },
  {
    route: 'GET /api/bookmarks/exists',
    call: (f) => ({ url: query('/api/bookmarks/exists', { category: 'business', module: 'Foundations', concept: f.bookmarkConcept }) }),
    expect: kidsLocked(),
  },
  { route: 'DELETE /api/bookmarks/{id}', call: (f) => ({ url: `/api/bookmarks/${f.bookmarkId}` }), expect: ownerOnly() },
  { route: 'POST /api/bookmarks/{id}/review', call: (f) => ({ url: `/api/bookmarks/${f.bookmarkId}/review` }), expect: ownerOnly() },
  { route: 'DELETE /api/admin/bookmarks', call: (f) => ({ url: query('/api/admin/bookmarks', { concept: f.bookmarkConcept }) }), expect: ADMIN_ONLY },

  // review (the memory model); the owner's wrong quiz answer put the fixtures' question in their review
  { route: 'GET /api/review/summary', call: () => ({ url: query('/api/review/summary', { tz: 'Europe/Berlin' }) }), expect: signedIn() },
  { route: 'GET /api/review/queue', call: () => ({ url: '/api/review/queue' }), expect: signedIn() },
  { route: 'GET /api/review/settings', call: () => ({ url: '/api/review/settings' }), expect: signedIn() },
  { route: 'PATCH /api/review/settings', call: () => ({ url: '/api/review/settings', payload: { session_size: 50 } }), expect: signedIn() },
  { route: 'GET /api/review/mistakes', call: (f) => ({ url: query('/api/review/mistakes', { course: 'Marketing', topic: f.topic }) }), expect: kidsLocked() },
  { route: 'POST /api/review/sessions', call: () => ({ url: '/api/review/sessions', payload: {} }), expect: signedIn(201) },
  { route: 'POST /api/review/flashcards', call: (f) => ({ url: '/api/review/flashcards', payload: { course: 'Marketing', topic: f.topic } }), expect: kidsLocked() },
  {
    // only a question already in the learner's model may be rated; Kids Lock answers before that
    route: 'POST /api/review/{itemType}/{itemId}',
    case: 'question',
    call: (f) => ({ url: `/api/review/question/${f.questionId}`, payload: rating() }),
    expect: { guest: 401, owner: 200, other: 404, kid: 403, admin: 404 },
  },
  // a flashcard enters the model of whoever may open it when first rated
  { route: 'POST /api/review/{itemType}/{itemId}', case: 'flashcard', call: (f) => ({ url: `/api/review/flashcard/${f.flashcardId}`, payload: rating() }), expect: kidsLocked() },

  // questions: feedback and sharing
  { route: 'GET /api/questions/{id}/feedback', call: (f) => ({ url: `/api/questions/${f.questionId}/feedback` }), expect: kidsLocked() },
  { route: 'PUT /api/questions/{id}/feedback', call: (f) => ({ url: `/api/questions/${f.questionId}/feedback`, payload: { feedback_type: 'up' } }), expect: kidsLocked() },
  { route: 'POST /api/questions/{id}/share', call: (f) => ({ url: `/api/questions/${f.questionId}/share`, payload: { mode: 'serious' } }), expect: kidsLocked() },

  // published use cases: feed, likes, comments, sharing
  { route: 'GET /api/usecases/events', call: () => ({ url: '/api/usecases/events', stream: true }), expect: closedToKids(signedIn()) },
  { route: 'POST /api/usecases', case: 'public', call: () => ({ url: '/api/usecases', payload: useCaseBody('Solar schools', true) }), expect: closedToKids(signedIn(201)) },
  // a Kids Lock learner keeps use cases of their own, private (decision 056)
  { route: 'POST /api/usecases', case: 'private', call: () => ({ url: '/api/usecases', payload: useCaseBody('Solar schools', false) }), expect: signedIn(201) },
  { route: 'GET /api/usecases', case: 'feed', call: () => ({ url: '/api/usecases' }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/usecases', case: 'mine', call: () => ({ url: query('/api/usecases', { created_by: 'me' }) }), expect: signedIn() },
  { route: 'GET /api/usecases/{id}', case: 'public', call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}` }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/usecases/{id}', case: 'private', call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}` }), expect: closedToKids(ownerOnly()) },
  { route: 'DELETE /api/usecases/{id}', case: 'public', call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}` }), expect: closedToKids(ownerChangesPublic()) },
  { route: 'DELETE /api/usecases/{id}', case: 'private', call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}` }), expect: closedToKids(ownerOnly()) },
  { route: 'POST /api/usecases/{id}/like', case: 'public', call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}/like` }), expect: closedToKids(signedIn()) },
  { route: 'POST /api/usecases/{id}/like', case: 'private', call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}/like` }), expect: closedToKids(ownerOnly()) },
  { route: 'DELETE /api/usecases/{id}/like', case: 'public', call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}/like` }), expect: closedToKids(signedIn()) },
  { route: 'DELETE /api/usecases/{id}/like', case: 'private', call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}/like` }), expect: closedToKids(ownerOnly()) },
  { route: 'GET /api/usecases/{id}/comments', case: 'public', call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}/comments` }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/usecases/{id}/comments', case: 'private', call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}/comments` }), expect: closedToKids(ownerOnly()) },
  {
    route: 'POST /api/usecases/{id}/comments',
    case: 'public',
    call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}/comments`, payload: { body: 'Great idea!' } }),
    expect: closedToKids(signedIn(201)),
  },
  {
    route: 'POST /api/usecases/{id}/comments',
    case: 'private',
    call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}/comments`, payload: { body: 'A note to self.' } }),
    expect: closedToKids(ownerOnly(201)),
  },
  {
    route: 'DELETE /api/usecases/{id}/comments/{commentId}',
    case: 'public',
    call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}/comments/${f.publicCommentId}` }),
    expect: closedToKids(ownerChangesPublic()),
  },
  {
    route: 'DELETE /api/usecases/{id}/comments/{commentId}',
    case: 'private',
    call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}/comments/${f.privateCommentId}` }),
    expect: closedToKids(ownerOnly()),
  },
  { route: 'POST /api/usecases/{id}/share', case: 'public', call: (f) => ({ url: `/api/usecases/${f.publicUseCaseId}/share`, payload: {} }), expect: closedToKids(everyone()) },
  { route: 'POST /api/usecases/{id}/share', case: 'private', call: (f) => ({ url: `/api/usecases/${f.privateUseCaseId}/share`, payload: {} }), expect: closedToKids(ownerOnly(200, 404)) },
  { route: 'GET /share/api/usecase/{slug}', call: (f) => ({ url: `/share/api/usecase/${f.shareSlug}` }), expect: closedToKids(everyone()) },

  // saved use cases and notes
  { route: 'GET /api/saved-usecases', call: () => ({ url: '/api/saved-usecases' }), expect: signedIn() },
  {
    route: 'POST /api/saved-usecases',
    call: () => ({ url: '/api/saved-usecases', payload: { keyword: 'solar', content: `Use Case 1: Solar farms ${unique()}` } }),
    expect: signedIn(201),
  },
  { route: 'GET /api/saved-usecases/count', call: () => ({ url: '/api/saved-usecases/count' }), expect: signedIn() },
  { route: 'DELETE /api/saved-usecases/{id}', call: (f) => ({ url: `/api/saved-usecases/${f.savedId}` }), expect: ownerOnly() },
  { route: 'GET /api/usecase-notes', call: () => ({ url: '/api/usecase-notes' }), expect: signedIn() },
  {
    route: 'POST /api/usecase-notes',
    call: () => ({ url: '/api/usecase-notes', payload: { keyword: 'solar', use_case: 'Solar farms', note: 'Ask about costs.' } }),
    expect: signedIn(201),
  },
  { route: 'DELETE /api/usecase-notes/{id}', call: (f) => ({ url: `/api/usecase-notes/${f.noteId}` }), expect: ownerOnly() },

  // people
  { route: 'GET /api/follows/status/{id}', call: (f) => ({ url: `/api/follows/status/${f.ownerId}` }), expect: closedToKids(signedIn()) },
  { route: 'POST /api/follows/{id}', call: (f) => ({ url: `/api/follows/${f.ownerId}` }), expect: closedToKids(signedIn(200, { owner: 400 })) },
  { route: 'DELETE /api/follows/{id}', call: (f) => ({ url: `/api/follows/${f.ownerId}` }), expect: closedToKids(signedIn(200, { owner: 400 })) },
  { route: 'GET /api/profiles', call: () => ({ url: '/api/profiles' }), expect: closedToKids(signedIn()) },
  { route: 'GET /api/people/{username}', call: (f) => ({ url: `/api/people/${f.ownerUsername}` }), expect: closedToKids(signedIn()) },

  { route: 'POST /functions/v1/usecases', call: () => ({ url: '/functions/v1/usecases', payload: { topic: 'solar panels' } }), expect: signedIn() },
  { route: 'POST /functions/v1/usecases/stream', call: () => ({ url: '/functions/v1/usecases/stream', payload: { topic: 'solar panels' }, stream: true }), expect: signedIn() },

  // projects: templates, documents, presets
  { route: 'GET /api/projects/polish', call: () => ({ url: '/api/projects/polish' }), expect: everyone() },
  { route: 'GET /api/projects/templates', call: () => ({ url: '/api/projects/templates' }), expect: everyone() },
  { route: 'POST /api/projects/templates', call: () => ({ url: '/api/projects/templates', payload: templateBody('Pitch') }), expect: signedIn(201) },
  { route: 'GET /api/projects/templates/{key}', call: (f) => ({ url: `/api/projects/templates/${f.templateKey}` }), expect: ownerOnly(200, 404) },
  { route: 'PATCH /api/projects/templates/{key}', call: (f) => ({ url: `/api/projects/templates/${f.templateKey}`, payload: { label: 'Renamed' } }), expect: ownerOnly() },
  { route: 'DELETE /api/projects/templates/{key}', call: (f) => ({ url: `/api/projects/templates/${f.templateKey}` }), expect: ownerOnly() },
  {
    route: 'GET /api/projects/templates/{key}/formats',
    call: (f) => ({ url: query(`/api/projects/templates/${f.templateKey}/formats`, { scope: 'private' }) }),
    expect: ownerOnly(),
  },
  { route: 'POST /api/projects/templates/{id}/preview', call: (f) => ({ url: `/api/projects/templates/${f.templateId}/preview`, payload: documentBody }), expect: ownerOnly(200, 404) },
  { route: 'POST /api/projects/templates/{id}/generate', call: (f) => ({ url: `/api/projects/templates/${f.templateId}/generate`, payload: documentBody }), expect: ownerOnly(200, 404) },
  { route: 'POST /api/templates/{key}/render', call: (f) => ({ url: `/api/templates/${f.templateKey}/render`, payload: documentBody }), expect: ownerOnly(200, 404) },
  { route: 'POST /api/projects/export', call: () => ({ url: '/api/projects/export', payload: { markdown: '# Notes\n\nKeep it short.', target: 'markdown' } }), expect: everyone() },
  // made of the caller's own results only: the rows above left some in business › Marketing for all
  // but the kid, whom Kids Lock kept from that quiz, so the kid has nothing to make a guide of
  {
    route: 'GET /api/projects/study-guide',
    call: () => ({ url: query('/api/projects/study-guide', { category: 'business', course: 'Marketing' }) }),
    expect: signedIn(200, { kid: 404 }),
  },
  { route: 'GET /api/projects/from-usecase', case: 'saved', call: (f) => ({ url: query('/api/projects/from-usecase', { saved_id: f.savedId }) }), expect: ownerOnly() },
  {
    route: 'GET /api/projects/from-usecase',
    case: 'private use case',
    call: (f) => ({ url: query('/api/projects/from-usecase', { usecase_id: f.privateUseCaseId }) }),
    expect: closedToKids(ownerOnly()),
  },
  { route: 'GET /api/projects/presets', case: 'public', call: () => ({ url: '/api/projects/presets' }), expect: everyone() },
  { route: 'GET /api/projects/presets', case: 'mine', call: () => ({ url: query('/api/projects/presets', { scope: 'mine' }) }), expect: signedIn() },
  { route: 'POST /api/projects/presets', call: () => ({ url: '/api/projects/presets', payload: { label: 'Café', payload: { name: 'Café Nova' } } }), expect: signedIn(201) },
  {
    // a preset for someone else's private template: the template is as good as missing
    route: 'POST /api/projects/presets',
    case: "the owner's template",
    call: (f) => ({ url: '/api/projects/presets', payload: { label: 'Café', template_key: f.templateKey } }),
    expect: signedIn(201, { other: 400, kid: 400, admin: 400 }),
  },
  { route: 'PATCH /api/projects/presets/{id}', call: (f) => ({ url: `/api/projects/presets/${f.presetId}`, payload: { label: 'Renamed' } }), expect: ownerOnly() },
  { route: 'DELETE /api/projects/presets/{id}', call: (f) => ({ url: `/api/projects/presets/${f.presetId}` }), expect: ownerOnly() },
];

// ------------------------------------------------------------------ running it

const methodOf = (row: Row) => row.route.split(' ')[0] as InjectOptions['method'];
const rowName = (row: Row) => (row.case ? `${row.route} (${row.case})` : row.route);
const hasBody = (row: Row) => ['POST', 'PUT', 'PATCH'].includes(methodOf(row) as string);

/** Every operation of the OpenAPI description, as `METHOD /path`. */
function describedRoutes(app: TestApp['app']): string[] {
  const { paths } = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

/** A digest of every table's rows: equal before and after means nothing was written. */
async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  const digests = tables.map(({ tablename }) => `select '${tablename}' as name, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from "${tablename}" r`);
  const { rows } = (await db.execute(sql.raw(digests.join(' union all ')))) as unknown as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

describeEachEngine('authorization matrix', (engine) => {
  let t: TestApp;
  let cookies: Record<Role, string | undefined>;
  let ownerId: string;
  let fixtures: Fixtures;
  let saveResult: ReturnType<typeof createResultSaver>;
  // each role its own address: per-address limits (sign-in, feedback) count each apart
  const ipOf = (role: Role) => `10.0.${ROLES.indexOf(role) + 1}.1`;

  async function createFixtures(): Promise<Fixtures> {
    const { db, app } = t;
    const n = unique();
    const topic = `Topic ${n}`;
    const question = `Who buys in topic ${n}?`;
    const concept = `Card of topic ${n}`;
    await uploadQuiz(db, [quizItem({ topic, question })]);
    await uploadFlashcards(db, [flashcardItem({ topic }, { concept })]);
    const [questionRow] = await db.select({ id: questions.id }).from(questions).where(eq(questions.question, question));
    const [flashcardRow] = await db.select({ id: flashcards.id }).from(flashcards).where(eq(flashcards.concept, concept));

    // the bookmark keeps the topic's flashcard, so "Add to my review" finds it
    const bookmarkConcept = concept;
    const { bookmark } = await createBookmark(db, ownerId, newBookmark.parse(bookmarkBody(topic, bookmarkConcept)));
    const result = await saveResult(await gradeResult(db, { id: ownerId }, newResult.parse(resultBody(topic, questionRow!.id))));
    const note = await createNote(db, ownerId, { keyword: 'solar', use_case: 'Solar schools', note: `Note ${n}` });
    const { saved } = await saveUseCase(db, ownerId, { keyword: 'solar', content: `Use Case 1: Solar schools ${n}\nPanels on every roof.` });
    // the fixture's body is valid Liquid: no worker needed to check it
    const template = await createTemplate(db, ownerId, newTemplate.parse(templateBody(`Plan ${n}`)), async () => {});
    if (!template.ok) throw new Error('fixture template refused');
    const preset = await createPreset(db, ownerId, newPreset.parse({ label: `Preset ${n}`, payload: { name: 'Café Nova' } }));
    if (!preset.ok) throw new Error('fixture preset refused');
    const publish = (isPublic: boolean) =>
      createUseCase(db, ownerId, newUseCase.parse(useCaseBody(`Use case ${n}`, isPublic)), app.config.APP_NAME, app.usecaseEvents);
    const [publicUseCase, privateUseCase] = [await publish(true), await publish(false)];
    const publicComment = await addComment(db, ownerId, publicUseCase.id, 'Mine, on my public use case.');
    const privateComment = await addComment(db, ownerId, privateUseCase.id, 'Mine, on my private use case.');
    const slug = await shareSlug(db, ownerId, publicUseCase.id);
    const owner = { id: ownerId, age: 30 };
    const set = await createSet(db, owner, newSet.parse({ title: `Set ${n}`, items: [setCard, setQuestion] }));
    const sharedSet = await createSet(db, owner, newSet.parse({ title: `Shared set ${n}`, items: [setCard, setQuestion] }));
    const { share_slug: setSlug } = await setSharing(db, owner, sharedSet.id, true);
    const offeredSet = await createSet(db, owner, newSet.parse({ title: `Offered set ${n}`, items: [setCard, setQuestion] }));
    await offerSet(db, owner, offeredSet.id, true);
    const [ownerProfile] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, ownerId));
    const importId = await keepImport(db, owner, itemRows([setItem.parse(setCard)]));
    const quiz = await loadQuiz(db, { course: 'Marketing', topic, mode: 'serious' }, owner.age);
    const place = { category: 'business', course: 'Marketing', topic, module: 'Foundations' };
    const attempt = await startAttempt(db, ownerId, 'topic', place, quiz);
    const answered = await startAttempt(db, ownerId, 'topic', place, quiz);
    await answerQuestion(db, ownerId, answered.id, { question_id: questionRow!.id, option: 0 });
    return {
      importId,
      attemptId: attempt.id,
      answeredAttemptId: answered.id,
      setId: set.id,
      setSlug: setSlug!,
      offeredSetId: offeredSet.id,
      ownerId,
      ownerUsername: ownerProfile!.username!,
      noteId: note.id,
      savedId: saved.id,
      bookmarkId: bookmark.id,
      bookmarkConcept,
      resultId: result.id,
      presetId: preset.preset.id,
      templateKey: template.template.key,
      templateId: template.template.id,
      publicUseCaseId: publicUseCase.id,
      privateUseCaseId: privateUseCase.id,
      publicCommentId: publicComment!.id,
      privateCommentId: privateComment!.id,
      shareSlug: slug!,
      topic,
      questionId: questionRow!.id,
      flashcardId: flashcardRow!.id,
    };
  }

  async function callAs(role: Role, row: Row, call: Call = row.call(fixtures)): Promise<number> {
    const { app } = t;
    const cookie = cookies[role];
    if (call.file) {
      const headers = { origin: appOrigin(app), 'content-type': call.file.type, ...(cookie ? { cookie } : {}) };
      return (await app.inject({ method: methodOf(row), url: call.url, headers, payload: call.file.bytes, remoteAddress: ipOf(role) })).statusCode;
    }
    if (!call.stream) return (await send(app, methodOf(row), call.url, { cookie, payload: call.payload, ip: ipOf(role) })).statusCode;
    const res = await app.inject({
      method: methodOf(row),
      url: call.url,
      headers: { origin: appOrigin(app), ...(cookie ? { cookie } : {}) },
      ...(call.payload === undefined ? {} : { payload: call.payload as InjectOptions['payload'] }),
      remoteAddress: ipOf(role),
      payloadAsStream: true,
    });
    // the client goes away, as a closed tab does: the server ends its side of the stream
    res.raw.res.destroy();
    return res.statusCode;
  }

  beforeAll(async () => {
    t = await buildTestApp({ engine, env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL } });
    const session = async (role: Exclude<Role, 'guest'>, form: Parameters<typeof signUp>[1]) => signUp(t.app, form, { ip: ipOf(role) });
    const owner = await session('owner', { age: 30 });
    const other = await session('other', { age: 30 });
    const kid = await session('kid', { age: 8 });
    const admin = await session('admin', { email: CONTENT_ADMIN_EMAIL });
    cookies = { guest: undefined, owner: owner.cookie, other: other.cookie, kid: kid.cookie, admin: admin.cookie };
    ownerId = owner.user.id;
    saveResult = createResultSaver(t.db);
    await uploadQuiz(t.db, [quizItem({ topic: PRICING, question: 'Who sets prices?' })]);
    const [pricing] = await t.db.select({ id: questions.id }).from(questions).where(eq(questions.question, 'Who sets prices?'));
    pricingQuestionId = pricing!.id;
    fixtures = await createFixtures();
  });

  afterAll(async () => {
    await t?.close();
  });

  test('every route of the OpenAPI description has a row, and every row names one of its routes', () => {
    const described = describedRoutes(t.app);
    const rows = new Set(MATRIX.map((row) => row.route));
    expect(described.filter((route) => !rows.has(route)), 'routes without a row').toEqual([]);
    expect([...rows].filter((route) => !described.includes(route)), 'rows of routes that are gone').toEqual([]);
  });

  // refused calls first, and the owner last: a call that succeeds may use up what the others need
  const CALL_ORDER: Role[] = ['guest', 'other', 'kid', 'admin', 'owner'];

  test.each(MATRIX.map((row) => [rowName(row), row] as const))('%s', async (_name, row) => {
    const refused = CALL_ORDER.filter((role) => row.expect[role] >= 400);
    const allowed = CALL_ORDER.filter((role) => row.expect[role] < 400);
    const statuses = {} as Expect;

    try {
      const before = await databaseDigest(t.db);
      for (const role of refused) statuses[role] = await callAs(role, row);
      expect(await databaseDigest(t.db), 'a refused call changed the database').toEqual(before);
      for (const role of allowed) statuses[role] = await callAs(role, row);
      expect(statuses).toEqual(row.expect);
    } finally {
      // a deletion may have used up the fixtures, even one that should have been refused
      if (methodOf(row) === 'DELETE') fixtures = await createFixtures();
    }
  });

  /*
   * requireUser and requireAdmin run as onRequest hooks: who may call a route is decided before
   * its input is read, so a guest never learns a route's expected input.
   */
  test.each(MATRIX.filter((row) => row.expect === ADMIN_ONLY).map((row) => [rowName(row), row] as const))(
    '%s: a guest gets 401 and a learner 403 whatever the input',
    async (_name, row) => {
      const bad: Call = { url: row.call(fixtures).url.split('?')[0]!, ...(hasBody(row) ? { payload: [42] } : {}) };
      expect({ guest: await callAs('guest', row, bad), learner: await callAs('other', row, bad) }).toEqual({ guest: 401, learner: 403 });
    },
  );

  test.each(MATRIX.filter((row) => hasBody(row) && row.expect.guest === 401).map((row) => [rowName(row), row] as const))(
    '%s: a guest with a body of the wrong shape gets 401',
    async (_name, row) => {
      expect(await callAs('guest', row, { url: row.call(fixtures).url, payload: [42] })).toBe(401);
    },
  );
});
