import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed, normalizeCategoryName } from '@curio/core/kids-lock';
import { SETS_CATEGORY } from '@curio/core/study-sets-rules';
import {
  latestResultQuery,
  newResult,
  quizResult,
  resultIdParams,
  resultsQuery,
  resultStats,
  resultStatsQuery,
  resultSummary,
  savedResult,
} from '@curio/core/learning';
import { RESULTS_MSG } from '@curio/core/learning-messages';
import { z } from 'zod';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { sendJsonText } from '../../lib/json-text';
import { findByClientId, getResult, gradeResult, latestResult, listResultsJson, resultSaver, resultStats as statsOf } from './results.service';

const errors = { 400: apiError, 401: apiError, 403: apiError };

/** Kids Lock: a locked learner's results live only in the kid-friendly categories. */
function assertCategoryAllowed(req: FastifyRequest, category: string) {
  // a learner's own study sets are theirs whatever their age; grading checks whose set each question is
  if (normalizeCategoryName(category) === SETS_CATEGORY) return;
  if (!isCategoryAllowed(req.user!.age, category)) throw new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);
}

export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const saveResult = resultSaver(app.db);

  app.post(
    '/api/results',
    {
      onRequest: requireUser,
      schema: {
        tags: ['results'],
        summary:
          'Save a quiz taken offline from a downloaded topic: the server grades the answers, once, and feeds the learner’s memory model. 201 when new; 200 with the first save when the learner already saved this client_id. A quiz taken online is an attempt (/api/quiz/attempts)',
        body: newResult,
        response: { 200: savedResult, 201: savedResult, ...errors, 404: apiError, 413: apiError },
      },
    },
    async (req, reply) => {
      assertCategoryAllowed(req, req.body.category);
      // a replay is answered before grading: the topic's questions may have changed since
      const first = await findByClientId(app.db, req.user!.id, req.body.client_id);
      const { replayed, ...saved } = first ?? (await saveResult(await gradeResult(app.db, req.user!, req.body)));
      return reply.status(replayed ? 200 : 201).send(saved);
    },
  );

  app.get(
    '/api/results',
    {
      onRequest: requireUser,
      schema: {
        tags: ['results'],
        summary: 'The learner’s last results in a category, newest first, with their answers counted',
        querystring: resultsQuery,
        response: { 200: z.array(resultSummary), ...errors },
      },
    },
    async (req, reply) => {
      assertCategoryAllowed(req, req.query.category);
      return sendJsonText(reply, await listResultsJson(app.db, req.user!.id, req.query.category));
    },
  );

  app.get(
    '/api/results/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['results'],
        summary: 'One of the learner’s own results with its answers (an opened row of the results screen)',
        params: resultIdParams,
        response: { 200: quizResult, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const result = await getResult(app.db, req.user!.id, req.params.id);
      if (!result) throw new HttpError(404, ERROR_CODE.notFound, RESULTS_MSG.notFound);
      assertCategoryAllowed(req, result.category);
      return result;
    },
  );

  app.get(
    '/api/results/latest',
    {
      onRequest: requireUser,
      schema: {
        tags: ['results'],
        summary: 'The learner’s latest result for a course and topic (quiz complete screen)',
        querystring: latestResultQuery,
        response: { 200: quizResult, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const result = await latestResult(app.db, req.user!.id, req.query.course, req.query.topic);
      if (!result) throw new HttpError(404, ERROR_CODE.notFound, RESULTS_MSG.noLatestResult);
      return result;
    },
  );

  app.get(
    '/api/results/stats',
    {
      onRequest: requireUser,
      schema: {
        tags: ['results'],
        summary: 'Profile figures: quizzes taken, the 7-day count and quizzes per day',
        querystring: resultStatsQuery,
        response: { 200: resultStats, ...errors },
      },
    },
    async (req) => statsOf(app.db, req.user!.id, req.query.tz),
  );
};
