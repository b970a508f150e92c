import type { QuizQuestion } from '@curio/core/catalogue';
import type { NewResult, SavedResult } from '@curio/core/learning';
import type { AskedQuestion, AttemptAnswer, QuizAttempt } from '@curio/core/quiz-attempts';
import type { SavedAnswer } from '@curio/core/quiz-progress';
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
  /** grades the option picked (its place among the question's options) */
  answer(question: AskedQuestion, option: number): Promise<AttemptAnswer>;
  /** saves the result once every question is answered; called again after a failure, it saves it once */
  finish(answers: readonly AttemptAnswer[]): Promise<QuizEnd>;
}

/** A quiz graded by its attempt on the server. */
export function attemptSession(attempt: QuizAttempt): QuizSession {
  return {
    attemptId: attempt.id,
    questions: attempt.questions,
    answers: attempt.answers,
    answer: (question, option) => answerQuestion(attempt.id, { question_id: question.id, option }),
    finish: async () => ({ saved: await finishAttempt(attempt.id) }),
  };
}

/** The verdict on an answer graded on the device, from the downloaded copy's answer. */
export function localVerdict(question: QuizQuestion, option: number, timeMs: number): AttemptAnswer {
  const correct = correctOptions(question.options, question.answer);
  return {
    question_id: question.id,
    option,
    correct: correct.includes(option),
    correct_options: correct,
    answer: normalizeOption(question.answer),
    explanation: question.explanation,
    time_ms: Math.max(0, Math.round(timeMs)),
  };
}

/** An answer as the auto-save keeps it, with the option’s text. */
export const savedAnswerOf = (session: QuizSession, answer: AttemptAnswer): SavedAnswer => ({
  question_id: answer.question_id,
  selectedOption: session.questions.find((q) => q.id === answer.question_id)?.options[answer.option] ?? '',
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
  const clientId = newClientId();
  let servedAt = Date.now();
  const answers = saved.flatMap((a) => {
    const question = byId.get(a.question_id);
    const option = question?.options.indexOf(normalizeOption(a.selectedOption)) ?? -1;
    return question && option >= 0 ? [localVerdict(question, option, a.timeTaken * 1000)] : [];
  });
  return {
    attemptId: null,
    questions,
    answers,
    answer: async (question, option) => {
      const now = Date.now();
      const verdict = localVerdict(byId.get(question.id)!, option, now - servedAt);
      servedAt = now;
      return verdict;
    },
    finish: async (given) => {
      const result: NewResult = {
        ...place,
        module: questions[0]?.module ?? null,
        time_taken: Math.round(given.reduce((sum, a) => sum + a.time_ms, 0) / 1000),
        answers: given.map((a) => ({ question_id: a.question_id, selectedOption: byId.get(a.question_id)!.options[a.option]!, timeTaken: Math.round(a.time_ms / 1000) })),
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
