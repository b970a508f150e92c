import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@curio/core/errors';
import { savedResult } from '@curio/core/learning';
import { attemptAnswer, attemptAnswerInput, attemptIdParams, attemptSource, quizAttempt } from '@curio/core/quiz-attempts';
import { requireUser } from '../../auth/auth.plugin';
import { resultSaver } from '../results';
import { attemptQuestions } from './attempt-sources';
import { answerQuestion, finishAttempt, reopenAttempt, startAttempt } from './attempts.service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['quiz'];

export const attemptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const saveResult = resultSaver(app.db);

  app.post(
    '/api/quiz/attempts',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Starts a quiz: its questions in the order asked, without their answers (a topic, a study set, a retake of mistakes, a topic’s mistakes)',
        body: attemptSource,
        response: { 201: quizAttempt, ...errors, 422: apiError },
      },
    },
    async (req, reply) => {
      const { place, questions } = await attemptQuestions(app.db, req.user!, req.body);
      return reply.code(201).send(await startAttempt(app.db, req.user!.id, req.body.kind, place, questions));
    },
  );

  app.get(
    '/api/quiz/attempts/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Reopens one of the learner’s attempts (Resume): its questions and the answers given so far; the next question is served from now',
        params: attemptIdParams,
        response: { 200: quizAttempt, ...errors },
      },
    },
    async (req) => reopenAttempt(app.db, req.user!.id, req.params.id),
  );

  app.post(
    '/api/quiz/attempts/:id/answers',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Answers one question of the attempt, once, in its type’s shape (option, options, text, matches, order or blanks): right or wrong, its credit, the right answer and the explanation. 201 when new; 200 when this answer was already given; 409 for another answer or a finished quiz',
        params: attemptIdParams,
        body: attemptAnswerInput,
        response: { 200: attemptAnswer, 201: attemptAnswer, ...errors, 409: apiError },
      },
    },
    async (req, reply) => {
      const { replayed, ...verdict } = await answerQuestion(app.db, req.user!.id, req.params.id, req.body);
      return reply.code(replayed ? 200 : 201).send(verdict);
    },
  );

  app.post(
    '/api/quiz/attempts/:id/finish',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          'Saves the result of an attempt whose every question is answered: the server’s score and time, fed to the memory model. 201 when saved; 200 with the result saved before',
        params: attemptIdParams,
        response: { 200: savedResult, 201: savedResult, ...errors, 409: apiError },
      },
    },
    async (req, reply) => {
      // saved under the attempt's id: a finish sent again is answered with the first save
      const { replayed, ...saved } = await saveResult(await finishAttempt(app.db, req.user!.id, req.params.id));
      return reply.code(replayed ? 200 : 201).send(saved);
    },
  );
};
