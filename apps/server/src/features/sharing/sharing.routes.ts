import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed } from '@curio/core/kids-lock';
import { questionIdParams, sharedQuestionLink, shareQuestionInput } from '@curio/core/learning';
import { QUESTION_MSG } from '@curio/core/learning-messages';
import { requireUser } from '../../auth/auth.plugin';
import { publicUrl } from '../../config';
import { HttpError } from '../../lib/http-error';
import { findSharedQuestion, questionLink, recordShare } from './sharing.service';

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const baseUrl = publicUrl(app.config);

  app.post(
    '/api/questions/:id/share',
    {
      // guests never reach a quiz (docs/product.md#roles-and-permissions), so a share always has a sharer; shared_links.user_id
      // becomes null only when that account is deleted
      onRequest: requireUser,
      schema: {
        tags: ['sharing'],
        summary: 'Get the link to a question and count the share',
        params: questionIdParams,
        body: shareQuestionInput,
        response: { 200: sharedQuestionLink, 400: apiError, 401: apiError, 403: apiError, 404: apiError },
      },
    },
    async (req) => {
      const question = await findSharedQuestion(app.db, req.params.id);
      if (!question) throw new HttpError(404, ERROR_CODE.notFound, QUESTION_MSG.notFound);
      if (!isCategoryAllowed(req.user!.age, question.category)) throw new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);
      const url = questionLink(baseUrl, question, req.body.mode);
      return recordShare(app.db, { question, userId: req.user!.id, mode: req.body.mode, url });
    },
  );
};
