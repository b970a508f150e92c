import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '@curio/core/errors';
import { isKidsLocked } from '@curio/core/kids-lock';
import { SHARE_SUMMARY_LENGTH } from '@curio/core/limits';
import { usernameParams } from '@curio/core/people';
import { authorLabel } from '@curio/core/usecase-badge';
import { USECASE_SHARE_MSG } from '@curio/core/usecase-messages';
import { shareSlugParams, wordExcerpt } from '@curio/core/usecases';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { optionalUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { publicUrl } from '../../config';
import { HttpError } from '../../lib/http-error';
import { createLinkCards, type CardContent } from './link-card';
import { CARD_HEIGHT, CARD_WIDTH } from './link-card.worker';
import { personPreview, sharedPreview } from './link-cards.service';
import { withPageMeta, type PageMeta } from './page-meta';

export interface LinkCardsOptions {
  /** the built SPA (its index.html is served with the meta tags); omitted in API tests */
  webDist?: string;
}

/** Link cards change only with what they show (their URL stays): an hour in a previewer's cache. */
const CARD_CACHE_CONTROL = 'public, max-age=3600';
const GREEN_AI = 'Green AI';

/**
 * Pages that preview well when their link is pasted (docs/routes.md#screens-and-web-routes /s/{slug}; person pages): the app's
 * index.html with title, description and a 1200×630 link card in Open Graph and Twitter tags,
 * and the cards themselves as PNG. Link previewers have no session, so none is needed; a signed-in
 * Kids Lock learner gets the bare app and no card (decision 021).
 */
export const linkCardsRoutes: FastifyPluginAsyncZod<LinkCardsOptions> = async (app, opts) => {
  const baseUrl = publicUrl(app.config);
  const cards = createLinkCards(app.config.APP_NAME);
  app.addHook('onClose', () => cards.close());
  const indexHtml = opts.webDist ? path.join(opts.webDist, 'index.html') : undefined;

  /** The app's page with meta tags; the bare app for a Kids Lock learner; the app with 404 when there is nothing to show. */
  async function page(req: FastifyRequest, reply: FastifyReply, meta: () => Promise<PageMeta | null>) {
    const html = indexHtml ? await readFile(indexHtml, 'utf8').catch(() => null) : null;
    if (html === null) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (req.user && isKidsLocked(req.user.age)) return reply.send(html);
    const found = await meta();
    // an unknown link still gets the app, which says it is not found
    return found ? reply.send(withPageMeta(html, found)) : reply.status(404).send(html);
  }

  const image = (url: string, alt: string) => ({ url, alt, width: CARD_WIDTH, height: CARD_HEIGHT });
  const sendCard = async (reply: FastifyReply, content: CardContent) =>
    reply.type('image/png').header('cache-control', CARD_CACHE_CONTROL).send(await cards.png(content));

  const useCaseCard = (found: NonNullable<Awaited<ReturnType<typeof sharedPreview>>>): CardContent => ({
    kicker: GREEN_AI,
    title: found.title,
    text: found.content,
    byline: authorLabel(found.author_name),
    name: authorLabel(found.author_name),
    tags: found.tags,
  });
  const personName = (found: { full_name: string | null; username: string | null }) => found.full_name?.trim() || found.username || 'User';
  const personCard = (found: NonNullable<Awaited<ReturnType<typeof personPreview>>>): CardContent => ({
    kicker: 'Learner',
    title: personName(found),
    text: found.bio ?? '',
    byline: `@${found.username}`,
    name: personName(found),
    tags: [],
  });

  app.get('/s/:slug', { onRequest: optionalUser, schema: { hide: true, params: shareSlugParams } }, (req, reply) =>
    page(req, reply, async () => {
      const found = await sharedPreview(app.db, req.params.slug);
      if (!found) return null;
      const url = `${baseUrl}/s/${req.params.slug}`;
      return {
        type: 'article',
        title: found.title,
        description: wordExcerpt(found.content, SHARE_SUMMARY_LENGTH),
        url,
        siteName: app.config.APP_NAME,
        image: image(`${url}/card.png`, `${found.title}, by ${authorLabel(found.author_name)}`),
      };
    }),
  );

  app.get('/s/:slug/card.png', { onRequest: [optionalUser, refuseKids], schema: { hide: true, params: shareSlugParams } }, async (req, reply) => {
    const found = await sharedPreview(app.db, req.params.slug);
    if (!found) throw new HttpError(404, ERROR_CODE.notFound, USECASE_SHARE_MSG.notFound);
    return sendCard(reply, useCaseCard(found));
  });

  app.get('/people/:username', { onRequest: optionalUser, schema: { hide: true, params: usernameParams } }, (req, reply) =>
    page(req, reply, async () => {
      const found = await personPreview(app.db, req.params.username);
      if (!found) return null;
      const url = `${baseUrl}/people/${found.username}`;
      const name = personName(found);
      return {
        type: 'profile',
        title: `${name} (@${found.username})`,
        description: wordExcerpt(found.bio || `${name} learns and shares use cases on ${app.config.APP_NAME}.`, SHARE_SUMMARY_LENGTH),
        url,
        siteName: app.config.APP_NAME,
        image: image(`${url}/card.png`, `${name} on ${app.config.APP_NAME}`),
      };
    }),
  );

  app.get('/people/:username/card.png', { onRequest: [optionalUser, refuseKids], schema: { hide: true, params: usernameParams } }, async (req, reply) => {
    const found = await personPreview(app.db, req.params.username);
    if (!found) throw new HttpError(404, ERROR_CODE.notFound, ACCOUNT_MSG.userNotFound);
    return sendCard(reply, personCard(found));
  });
};
