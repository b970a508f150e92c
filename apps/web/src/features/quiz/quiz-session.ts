import type { QuizQuestion } from '@curio/core/catalogue';
import type { NewResult, SavedResult } from '@curio/core/learning';
import type { AskedQuestion, AttemptAnswer, QuizAttempt } from '@curio/core/quiz-attempts';
import type { SavedAnswer } from '@curio/core/quiz-progress';
import { answerText, askQuestion, gradeResponse, questionFromStore, responseProblem, type QuestionResponse } from '@curio/core/question-types';
import { correctOptions, normalizeOption } from '@curio/core/quiz-rules';
import { isNetworkError, offlineLearner } from '../../lib/offline-store';
import { enqueue, newClientId } from '../../lib/outbox';
import { answerQuestion } from './api/answer-question';
import { createResult } from './api/create-result';
import { finishAttempt } from './api/finish-attempt';

/*
 * A quiz as the quiz screen runs it, whoever grades it (decision 048): online, an attempt on the
 * server, which never sends an answer before it has the learner's; offline, the copy of a topic the
 * learner downloaded, graded on the device and sent, to be graded again by the server, once the
 * network is back.
 */

/** How a quiz ended: the server's result, or a result waiting on this device to be sent. */
type QuizEnd = { saved: SavedResult } | { queued: true };

export interface QuizSession {
  /** the attempt on the server; null for a downloaded topic taken on the device */
  attemptId: string | null;
  questions: readonly AskedQuestion[];
  /** the answers already given, in order (a quiz resumed) */
  answers: readonly AttemptAnswer[];
  /** grades the response given, in the shape the question's type takes */
  answer(question: AskedQuestion, response: QuestionResponse): Promise<AttemptAnswer>;
  /** saves the result once every question is answered; called again after a failure, it saves it once */
  finish(answers: readonly AttemptAnswer[]): Promise<QuizEnd>;
}

/** A quiz graded by its attempt on the server. */
export function attemptSession(attempt: QuizAttempt): QuizSession {
  return {
    attemptId: attempt.id,
    questions: attempt.questions,
    answers: attempt.answers,
    answer: (question, response) => answerQuestion(attempt.id, { question_id: question.id, ...response }),
    finish: async () => ({ saved: await finishAttempt(attempt.id) }),
  };
}

/** A downloaded question as the device asks it: as the server would, without its answer (matching and ordering shuffled). */
export function askDownloaded(question: QuizQuestion): AskedQuestion {
  const { answer: _answer, explanation: _explanation, spec: _spec, options: _options, type: _type, ...meta } = question;
  return { ...meta, ...askQuestion(questionFromStore(question)) };
}

/** The verdict on a response graded on the device, against the downloaded copy's answer. */
export function localVerdict(question: QuizQuestion, asked: AskedQuestion, response: QuestionResponse, timeMs: number): AttemptAnswer {
  const problem = responseProblem(asked, response);
  if (problem) throw new Error(problem);
  const typed = questionFromStore(question);
  const { question: _text, ...solution } = typed;
  const verdict = gradeResponse(typed, asked, response);
  const places = (right: readonly string[]) => ('options' in asked ? asked.options.flatMap((o, i) => (right.includes(o) ? [i] : [])) : []);
  return {
    question_id: question.id,
    option: 'option' in response ? response.option : null,
    ...verdict,
    correct_options:
      typed.type === 'multiple_choice' ? correctOptions(typed.options, typed.answer) : typed.type === 'multiple_response' ? places(typed.answers) : typed.type === 'true_false' ? places([answerText(typed)]) : [],
    answer: typed.type === 'multiple_choice' ? normalizeOption(typed.answer) : answerText(typed),
    solution,
    explanation: question.explanation,
    time_ms: Math.max(0, Math.round(timeMs)),
  };
}

/**
 * An answer the auto-save kept, graded again: a choice by its option's text; another type, which the
 * auto-save keeps only as text, as the device graded it then.
 */
function savedVerdict(question: QuizQuestion, asked: AskedQuestion, saved: SavedAnswer): AttemptAnswer | null {
  const timeMs = saved.timeTaken * 1000;
  if ('options' in asked && asked.type !== 'multiple_response') {
    const option = asked.options.indexOf(normalizeOption(saved.selectedOption));
    const raw = option >= 0 ? option : asked.options.indexOf(saved.selectedOption);
    return raw >= 0 ? localVerdict(question, asked, { option: raw }, timeMs) : null;
  }
  if (asked.type === 'multiple_response') {
    const options = saved.selectedOption.split('; ').map((o) => asked.options.indexOf(o));
    return options.every((o) => o >= 0) ? localVerdict(question, asked, { options }, timeMs) : null;
  }
  const graded = localVerdict(question, asked, emptyResponse(asked), timeMs);
  return { ...graded, correct: saved.correct, credit: saved.correct ? 1 : 0, almost: false, given: saved.selectedOption };
}

/** A response of the right shape with nothing in it, to read a question's solution by. */
function emptyResponse(asked: AskedQuestion): QuestionResponse {
  switch (asked.type) {
    case 'matching':
      return { matches: asked.prompts.map(() => 0) };
    case 'ordering':
      return { order: asked.items.map((_, i) => i) };
    case 'cloze':
      return { blanks: asked.parts.flatMap((p) => (typeof p === 'string' ? [] : [''])) };
    default:
      return { text: '' };
  }
}

/** An answer as the auto-save keeps it: the answer given, as text. */
export const savedAnswerOf = (answer: AttemptAnswer): SavedAnswer => ({
  question_id: answer.question_id,
  selectedOption: answer.given,
  correct: answer.correct,
  timeTaken: Math.round(answer.time_ms / 1000),
});

/** Where a downloaded topic's result is filed. */
export interface QuizPlace {
  category: string;
  course: string;
  topic: string;
}

/**
 * A downloaded topic taken on the device, with the answers the auto-save kept (a quiz resumed
 * offline). Its result is sent as soon as it is finished, or waits in the outbox with no network;
 * either way under one client id, so the server keeps it once.
 */
export function downloadedSession(questions: readonly QuizQuestion[], place: QuizPlace, saved: readonly SavedAnswer[] = []): QuizSession {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const asked = questions.map(askDownloaded);
  const askedById = new Map(asked.map((q) => [q.id, q]));
  const clientId = newClientId();
  let servedAt = Date.now();
  const answers = saved.flatMap((a) => {
    const question = byId.get(a.question_id);
    const verdict = question ? savedVerdict(question, askedById.get(a.question_id)!, a) : null;
    return verdict ? [verdict] : [];
  });
  return {
    attemptId: null,
    questions: asked,
    answers,
    answer: async (question, response) => {
      const now = Date.now();
      const verdict = localVerdict(byId.get(question.id)!, question, response, now - servedAt);
      servedAt = now;
      return verdict;
    },
    finish: async (given) => {
      const result: NewResult = {
        ...place,
        module: questions[0]?.module ?? null,
        time_taken: Math.round(given.reduce((sum, a) => sum + a.time_ms, 0) / 1000),
        // the answer as text, as the server grades a result taken offline
        answers: given.map((a) => ({ question_id: a.question_id, selectedOption: a.given, timeTaken: Math.round(a.time_ms / 1000) })),
        client_id: clientId,
      };
      try {
        return { saved: await createResult(result) };
      } catch (err) {
        // no network: the result waits in the outbox; it may also have arrived, and the client id
        // makes the server keep it once either way
        const learner = offlineLearner();
        if (!isNetworkError(err) || !learner) throw err;
        await enqueue({ id: clientId, user_id: learner, kind: 'result', method: 'POST', path: '/api/results', body: result });
        return { queued: true };
      }
    },
  };
}
