import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { USECASE_MSG, USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import { shareLink, sharedUseCase, shareSlugParams, shareUseCaseInput, useCaseIdParams } from '@curio/core/usecases';
import { isKidsLocked } from '@curio/core/kids-lock';
import { optionalUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { publicUrl } from '../../config';
import { HttpError } from '../../lib/http-error';
import { findSharedUseCase, shareSlug } from './usecase-sharing.service';
import { withShareMeta } from './share-page';

export interface UsecaseSharingOptions {
  /** the built SPA (its index.html is served for /s/{slug}); omitted in API tests */
  webDist?: string;
}

export const usecaseSharingRoutes: FastifyPluginAsyncZod<UsecaseSharingOptions> = async (app, opts) => {
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

  const indexHtml = opts.webDist ? path.join(opts.webDist, 'index.html') : undefined;
  app.get('/s/:slug', { onRequest: optionalUser, schema: { hide: true, params: shareSlugParams } }, async (req, reply) => {
    const html = indexHtml ? await readFile(indexHtml, 'utf8').catch(() => null) : null;
    if (html === null) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // a Kids Lock learner gets the bare app, which explains; the title is not put in their tab
    if (req.user && isKidsLocked(req.user.age)) return reply.send(html);
    const usecase = await findSharedUseCase(app.db, req.params.slug);
    // an unknown link still gets the app, which says 'Not found'
    if (!usecase) return reply.status(404).send(html);
    const meta = { title: usecase.title, description: usecase.summary, url: shareUrl(req.params.slug), siteName: app.config.APP_NAME };
    return reply.send(withShareMeta(html, meta));
  });
};
