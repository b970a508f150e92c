import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { USECASE_MSG, USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import { shareLink, sharedUseCase, shareSlugParams, shareUseCaseInput, useCaseIdParams } from '@curio/core/usecases';
import { optionalUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { publicUrl } from '../../config';
import { HttpError } from '../../lib/http-error';
import { findSharedUseCase, shareSlug } from './usecase-sharing.service';

export const usecaseSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const baseUrl = publicUrl(app.config);
  const shareUrl = (slug: string) => `${baseUrl}/s/${slug}`;

  app.post(
    '/api/usecases/:id/share',
    {
      onRequest: [optionalUser, refuseKids],
      schema: {
        tags: ['usecases'],
        summary: 'The use case’s share link, made once and reused (its author, or anyone for a public one; never a Kids Lock learner)',
        params: useCaseIdParams,
        body: shareUseCaseInput,
        response: { 200: shareLink, 400: apiError, 403: apiError, 404: apiError },
      },
    },
    async (req) => {
      const slug = await shareSlug(app.db, req.user?.id ?? null, req.params.id);
      if (!slug) throw new HttpError(404, ERROR_CODE.notFound, USECASE_MSG.notFound);
      return { shareUrl: shareUrl(slug) };
    },
  );

  app.get(
    '/share/api/usecase/:slug',
    {
      // signed in, a Kids Lock learner reads no stranger's text (decision 021)
      onRequest: [optionalUser, refuseKids],
      schema: {
        tags: ['usecases'],
        summary: 'A shared use case, without sign-in (403 for a signed-in Kids Lock learner)',
        params: shareSlugParams,
        response: { 200: sharedUseCase, 400: apiError, 403: apiError, 404: apiError },
      },
    },
    async (req) => {
      const usecase = await findSharedUseCase(app.db, req.params.slug);
      if (!usecase) throw new HttpError(404, ERROR_CODE.notFound, USECASE_SHARE_MSG.notFound);
      return { ok: true as const, usecase };
    },
  );
};
