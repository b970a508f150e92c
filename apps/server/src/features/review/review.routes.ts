import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { questionCount } from '@curio/core/catalogue';
import { apiError } from '@curio/core/errors';
import {
  addTopicFlashcardsInput,
  reviewAdded,
  reviewDayQuery,
  reviewItemParams,
  reviewQueue,
  reviewQueueQuery,
  reviewRated,
  reviewRatingInput,
  reviewSession,
  reviewSessionInput,
  reviewSettings,
  reviewSettingsInput,
  reviewSummary,
  topicMistakesQuery,
} from '@curio/core/review';
import { requireUser } from '../../auth/auth.plugin';
import { sendJsonText } from '../../lib/json-text';
import { addTopicFlashcards, getSettings, rateItem, reviewQueue as queueOf, reviewSummary as summaryOf, updateSettings } from './review.service';
import { topicMistakes } from '../../lib/review-items';
import { startReviewSession } from './review-session';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const tags = ['review'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/review/summary',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Items due before the learner’s midnight by kind, the next due time, reviews today and settings',
        querystring: reviewDayQuery,
        response: { 200: reviewSummary, ...errors },
      },
    },
    async (req) => summaryOf(app.db, req.user!, req.query.tz ?? 'UTC'),
  );

  app.get(
    '/api/review/queue',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The items due now, longest overdue first, with the next interval of each rating, and each question’s answer: the learner’s offline copy',
        querystring: reviewQueueQuery,
        response: { 200: reviewQueue, ...errors },
      },
    },
    // built exactly as the schema shapes it: the serializer's check of 20 questions would cost more than the rest
    async (req, reply) => sendJsonText(reply, JSON.stringify(await queueOf(app.db, req.user!, req.query.limit))),
  );

  app.get(
    '/api/review/settings',
    { onRequest: requireUser, schema: { tags, summary: 'The learner’s session size and daily goal', response: { 200: reviewSettings, ...errors } } },
    async (req) => getSettings(app.db, req.user!.id),
  );

  app.patch(
    '/api/review/settings',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Change the session size or the daily goal', body: reviewSettingsInput, response: { 200: reviewSettings, ...errors } },
    },
    async (req) => updateSettings(app.db, req.user!.id, req.body),
  );

  app.get(
    '/api/review/mistakes',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'My mistakes in this topic: how many of its questions are in the learner’s model (a quiz of them is an attempt)',
        querystring: topicMistakesQuery,
        response: { 200: questionCount, ...errors },
      },
    },
    async (req) => ({ count: (await topicMistakes(app.db, req.user!, req.query)).length }),
  );

  app.post(
    '/api/review/sessions',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Starts a review of the items due now: its questions come without answers, and an attempt grades them one at a time',
        body: reviewSessionInput,
        response: { 201: reviewSession, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await startReviewSession(app.db, req.user!, req.body.limit)),
  );

  app.post(
    '/api/review/flashcards',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Add every flashcard of a topic to the learner’s review (cards already there are left alone)',
        body: addTopicFlashcardsInput,
        response: { 200: reviewAdded, ...errors },
      },
    },
    async (req) => ({ added: await addTopicFlashcards(app.db, req.user!, req.body) }),
  );

  app.post(
    '/api/review/:itemType/:itemId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Rate a review item (once per review_id); a flashcard enters the model when first rated',
        params: reviewItemParams,
        body: reviewRatingInput,
        response: { 200: reviewRated, ...errors, 404: apiError, 409: apiError },
      },
    },
    async (req) => rateItem(app.db, req.user!, req.params.itemType, req.params.itemId, req.body),
  );
};
