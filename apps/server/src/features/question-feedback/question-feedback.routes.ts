import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed } from '@curio/core/kids-lock';
import { questionFeedbackCounts, questionFeedbackInput, questionIdParams } from '@curio/core/learning';
import { QUESTION_MSG } from '@curio/core/learning-messages';
import { requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { feedbackCounts, questionCategory, setFeedback } from './question-feedback.service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

/** 404 for an unknown question; 403 when Kids Lock hides its category (docs/product.md#kids-lock). */
async function assertQuestionVisible(req: FastifyRequest, questionId: number) {
  const category = await questionCategory(req.server.db, questionId);
  if (category === null) throw new HttpError(404, ERROR_CODE.notFound, QUESTION_MSG.notFound);
  if (!isCategoryAllowed(req.user!.age, category)) throw new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);
}

export const questionFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/questions/:id/feedback',
    {
      onRequest: requireUser,
      schema: {
        tags: ['question feedback'],
        summary: 'Thumbs counts on a question and the learner’s own choice',
        params: questionIdParams,
        response: { 200: questionFeedbackCounts, ...errors },
      },
    },
    async (req) => {
      await assertQuestionVisible(req, req.params.id);
      return feedbackCounts(app.db, req.params.id, req.user!.id);
    },
  );

  app.put(
    '/api/questions/:id/feedback',
    {
      onRequest: requireUser,
      schema: {
        tags: ['question feedback'],
        summary: 'Set or change the learner’s thumbs on a question; answers the new counts',
        params: questionIdParams,
        body: questionFeedbackInput,
        response: { 200: questionFeedbackCounts, ...errors },
      },
    },
    async (req) => {
      await assertQuestionVisible(req, req.params.id);
      await setFeedback(app.db, req.user!.id, req.params.id, req.body.feedback_type);
      return feedbackCounts(app.db, req.params.id, req.user!.id);
    },
  );
};
