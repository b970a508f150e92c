import type { QuizQuestion } from '@curio/core/catalogue';
import type { NewResult, SavedResult } from '@curio/core/learning';
import type { AskedQuestion, AttemptAnswer, QuizAttempt } from '@curio/core/quiz-attempts';
import type { SavedAnswer } from '@curio/core/quiz-progress';
import { answerText, askedBodyOf, askQuestion, gradeResponse, questionFromStore, responseProblem } from '@curio/core/question-types-rules';
import type { QuestionResponse } from '@curio/core/question-types';
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
  const places = (right: readonly string[]) => ('options' in asked ? asked.options.flatMap((o, i) => (right.includes(o) ? [i] : [])) : []);
  const correctOptionsOf =
    typed.type === 'multiple_choice' ? correctOptions(typed.options, typed.answer) : typed.type === 'multiple_response' ? places(typed.answers) : typed.type === 'true_false' ? places([answerText(typed)]) : [];
  const verdict = gradeResponse(typed, asked, response);
  return {
    question_id: question.id,
    option: 'option' in response ? response.option : null,
    ...verdict,
    correct_options: correctOptionsOf,
    answer: typed.type === 'multiple_choice' ? normalizeOption(typed.answer) : answerText(typed),
    solution: typed,
    explanation: question.explanation,
    time_ms: Math.max(0, Math.round(timeMs)),
  };
}

/**
 * The response an answer given as text stands for (verdict.given, as the auto-save keeps it), read
 * back against the question as asked now; null when it no longer fits (the question changed).
 */
function responseFromGiven(asked: AskedQuestion, given: string): QuestionResponse | null {
  const fits = (places: number[], size?: number) => places.every((p) => p >= 0) && (size === undefined || (places.length === size && new Set(places).size === size));
  switch (asked.type) {
    case 'multiple_choice':
    case 'true_false': {
      // progress saved before types kept the option as shown
      const option = asked.options.indexOf(given);
      const shown = option >= 0 ? option : asked.options.map(normalizeOption).indexOf(normalizeOption(given));
      return shown >= 0 ? { option: shown } : null;
    }
    case 'multiple_response': {
      const options = given ? given.split('; ').map((o) => asked.options.indexOf(o)) : [];
      return fits(options) ? { options } : null;
    }
    case 'typed':
    case 'numeric':
      return { text: given };
    case 'matching': {
      const pairs = new Map(given.split('; ').map((pair) => pair.split(' → ') as [string, string]));
      const matches = asked.prompts.map((prompt) => asked.choices.indexOf(pairs.get(prompt) ?? ''));
      return fits(matches) ? { matches } : null;
    }
    case 'ordering': {
      const order = given.split(' → ').map((item) => asked.items.indexOf(item));
      return fits(order, asked.items.length) ? { order } : null;
    }
    case 'cloze':
      return { blanks: given.split('; ') };
  }
}

/** An answer as the auto-save keeps it: the answer given, as text. */
export const savedAnswerOf = (answer: AttemptAnswer): SavedAnswer => ({
  question_id: answer.question_id,
  selectedOption: answer.given,
  correct: answer.correct,
  timeTaken: Math.round(answer.time_ms / 1000),
});

/**
 * An answer of a quiz taken offline as the server grades it: a choice by its option's text, any other
 * type by the body the device asked and the response to it.
 */
function submitted(asked: AskedQuestion, answer: AttemptAnswer, response: QuestionResponse): NewResult['answers'][number] {
  const timeTaken = Math.round(answer.time_ms / 1000);
  if (asked.type === 'multiple_choice' || asked.type === 'true_false') return { question_id: answer.question_id, selectedOption: answer.given, timeTaken };
  return { question_id: answer.question_id, asked: askedBodyOf(asked), response, timeTaken };
}

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
  // each answer's response, sent with the body it answered for the server to grade again
  const responses = new Map<number, QuestionResponse>();
  const clientId = newClientId();
  let servedAt = Date.now();
  const answers = saved.flatMap((a) => {
    const question = byId.get(a.question_id);
    const shown = askedById.get(a.question_id);
    const response = shown && responseFromGiven(shown, a.selectedOption);
    if (!question || !shown || !response || responseProblem(shown, response)) return [];
    responses.set(a.question_id, response);
    return [localVerdict(question, shown, response, a.timeTaken * 1000)];
  });
  return {
    attemptId: null,
    questions: asked,
    answers,
    answer: async (question, response) => {
      const now = Date.now();
      const verdict = localVerdict(byId.get(question.id)!, question, response, now - servedAt);
      responses.set(question.id, response);
      servedAt = now;
      return verdict;
    },
    finish: async (given) => {
      const result: NewResult = {
        ...place,
        module: questions[0]?.module ?? null,
        time_taken: Math.round(given.reduce((sum, a) => sum + a.time_ms, 0) / 1000),
        answers: given.map((a) => submitted(askedById.get(a.question_id)!, a, responses.get(a.question_id)!)),
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
