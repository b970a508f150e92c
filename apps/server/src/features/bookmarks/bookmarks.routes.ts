import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okResponse } from '@curio/core/account';
import { ACCOUNT_MSG } from '@curio/core/account-messages';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { isCategoryAllowed } from '@curio/core/kids-lock';
import {
  adminBookmarksQuery,
  bookmark,
  bookmarkExists,
  bookmarkExistsQuery,
  bookmarkIdParams,
  bookmarksQuery,
  deletedCount,
  newBookmark,
} from '@curio/core/learning';
import { BOOKMARK_MSG } from '@curio/core/learning-messages';
import { reviewAdded } from '@curio/core/review';
import { REVIEW_MSG } from '@curio/core/review-messages';
import { requireAdmin, requireUser } from '../../auth/auth.plugin';
import { HttpError } from '../../lib/http-error';
import { addBookmarkToReview, createBookmark, deleteBookmark, deleteBookmarksByConcept, findBookmark, listBookmarks } from './bookmarks.service';

const errors = { 400: apiError, 401: apiError, 403: apiError };

/** Kids Lock (docs/product.md#kids-lock): a locked learner bookmarks only in the kid-friendly categories. */
function assertCategoryAllowed(req: FastifyRequest, category: string | undefined) {
  if (category !== undefined && !isCategoryAllowed(req.user!.age, category)) {
    throw new HttpError(403, ERROR_CODE.forbidden, ACCOUNT_MSG.notAllowed);
  }
}

export const bookmarksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookmarks',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'The learner’s bookmarks, newest first, optionally in one category',
        querystring: bookmarksQuery,
        response: { 200: z.array(bookmark), ...errors },
      },
    },
    async (req) => {
      assertCategoryAllowed(req, req.query.category);
      return listBookmarks(app.db, req.user!.id, req.query.category);
    },
  );

  app.get(
    '/api/bookmarks/exists',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'Whether the learner bookmarked a card (category, module, concept)',
        querystring: bookmarkExistsQuery,
        response: { 200: bookmarkExists, ...errors },
      },
    },
    async (req) => {
      assertCategoryAllowed(req, req.query.category);
      const found = await findBookmark(app.db, req.user!.id, req.query);
      return found ? { bookmarked: true, id: found.id } : { bookmarked: false };
    },
  );

  app.post(
    '/api/bookmarks',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'Bookmark a flashcard: 201 when new, 200 with the existing bookmark when already kept',
        body: newBookmark,
        response: { 200: bookmark, 201: bookmark, ...errors, 413: apiError },
      },
    },
    async (req, reply) => {
      assertCategoryAllowed(req, req.body.category);
      const { bookmark: saved, created } = await createBookmark(app.db, req.user!.id, req.body);
      return reply.status(created ? 201 : 200).send(saved);
    },
  );

  app.delete(
    '/api/bookmarks/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks'],
        summary: 'Remove one of the learner’s own bookmarks',
        params: bookmarkIdParams,
        response: { 200: okResponse, ...errors, 404: apiError },
      },
    },
    async (req) => {
      // someone else's bookmark is answered exactly like a missing one
      if (!(await deleteBookmark(app.db, req.user!.id, req.params.id))) throw new HttpError(404, ERROR_CODE.notFound, BOOKMARK_MSG.notFound);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/bookmarks/:id/review',
    {
      onRequest: requireUser,
      schema: {
        tags: ['bookmarks', 'review'],
        summary: 'Add to my review: the flashcard a bookmark keeps enters the learner’s review (added: 0 when already there)',
        params: bookmarkIdParams,
        response: { 200: reviewAdded, ...errors, 404: apiError },
      },
    },
    async (req) => {
      const added = await addBookmarkToReview(app.db, req.user!, req.params.id);
      if (added === null) throw new HttpError(404, ERROR_CODE.notFound, REVIEW_MSG.itemNotFound);
      return { added };
    },
  );

  app.delete(
    '/api/admin/bookmarks',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['bookmarks', 'admin'],
        summary: 'Admin: delete every user’s bookmarks of one concept',
        querystring: adminBookmarksQuery,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (req) => ({ deleted: await deleteBookmarksByConcept(app.db, req.query.concept) }),
  );
};
