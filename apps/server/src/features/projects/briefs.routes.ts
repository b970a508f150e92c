import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { isKidsLocked } from '@curio/core/kids-lock';
import { fromUseCaseQuery, fromUseCaseResponse, studyGuideQuery } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { requireUser } from '../../auth/auth.plugin';
import { kidsLockRefusal } from '../../auth/kids-lock';
import { HttpError } from '../../lib/http-error';
import { USE_CASE_BRIEF_KEY, valuesFromUseCase } from './from-usecase.service';
import { errors } from './replies';
import { STUDY_GUIDE_KEY, studyGuideValues } from './study-guide.service';

/** Briefs: a template's form values filled in from what the caller already has (a use case, their mistakes). */
export const briefsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/projects/from-usecase',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary:
          'Form values of the use-case brief from one of the caller’s saved use cases (saved_id) or a published use case (usecase_id; 403 for a Kids Lock learner)',
        querystring: fromUseCaseQuery,
        response: { 200: fromUseCaseResponse, ...errors, 403: apiError, 404: apiError },
      },
    },
    async (req) => {
      // a published use case is the Green AI network's, closed to Kids Lock (decision 021)
      if (req.query.usecase_id && isKidsLocked(req.user!.age)) throw kidsLockRefusal();
      const values = await valuesFromUseCase(app.db, req.user!.id, req.query);
      if (!values) throw new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.useCaseNotFound);
      return { template_key: USE_CASE_BRIEF_KEY, form_values: values };
    },
  );

  app.get(
    '/api/projects/study-guide',
    {
      onRequest: requireUser,
      schema: {
        tags: ['projects'],
        summary: "Form values of the study guide from the caller's own quiz mistakes and bookmarked cards in one course (404 when there are none)",
        querystring: studyGuideQuery,
        response: { 200: fromUseCaseResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const values = await studyGuideValues(app.db, req.user!.id, req.query);
      if (!values) throw new HttpError(404, ERROR_CODE.notFound, PROJECT_MSG.studyGuideEmpty);
      return { template_key: STUDY_GUIDE_KEY, form_values: values };
    },
  );
};
