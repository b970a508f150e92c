import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionCount, quizQuery, quizQuestions } from '@curio/core/catalogue';
import { apiError } from '@curio/core/errors';
import { requireUser } from '../../auth/auth.plugin';
import { sendJsonText } from '../../lib/json-text';
import { countQuestions, loadQuizJson } from './quiz.service';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const tags = ['quiz'];

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The selector's check: how many questions a course topic has in a mode",
        querystring: quizQuery,
        response: { 200: questionCount, ...errors },
      },
    },
    async (req) => ({ count: await countQuestions(app.db, req.query, req.user!.age) }),
  );

  app.get(
    '/api/quiz',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A topic’s quiz with its answers, for the learner’s offline copy (decision 048): up to 30 questions by id, de-duplicated, options normalized. A quiz taken online is an attempt',
        querystring: quizQuery,
        response: { 200: quizQuestions, ...errors },
      },
    },
    // printed once while the quiz is kept
    async (req, reply) => sendJsonText(reply, await loadQuizJson(app.db, req.query, req.user!.age)),
  );
};
