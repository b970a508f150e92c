import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, ERROR_CODE } from '@curio/core/errors';
import { requireUser } from '../../auth/auth.plugin';
import { refuseKids } from '../../auth/kids-lock';
import { createDbEvents } from '../../lib/db-events';
import { HttpError } from '../../lib/http-error';
import { openEventStream, SSE_HEARTBEAT_MS } from '../../lib/event-stream';
import { USECASE_EVENTS_CHANNEL, useCaseChangeCodec, type UseCaseEvents } from '../green-feed';
import { UseCaseEventHub } from './usecase-event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** where the use-case service publishes its changes (see usecases.service.ts) */
    usecaseEvents: UseCaseEvents;
  }
}

/** Live streams one user may hold on one instance: plenty of tabs, not a flood. */
export const USECASE_EVENT_STREAMS_PER_USER = 20;
export const TOO_MANY_STREAMS_MSG = 'Too many live connections. Close some tabs and try again.';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const events = createDbEvents(app.database, { channel: USECASE_EVENTS_CHANNEL, codec: useCaseChangeCodec, log: app.log, outage: app.databaseOutage });
  const hub = new UseCaseEventHub(app.db, app.log);
  events.subscribe((change) => hub.receive(change));
  app.decorate('usecaseEvents', events);
  app.addHook('onReady', () => events.start());
  // open streams would keep app.close() waiting for ever
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', () => events.close());

  app.get(
    '/api/usecases/events',
    {
      onRequest: [requireUser, refuseKids],
      // a HEAD would hold a subscription with nowhere to send it
      exposeHeadRoute: false,
      schema: {
        tags: ['usecases'],
        summary:
          'Live feed (text/event-stream): insert and update events carry the use case as GET /api/usecases gives it (an insert also says author_followed_by_me, for the Following tab), delete events { id }; public use cases and the caller’s own',
        response: { 401: apiError, 403: apiError, 429: apiError },
      },
    },
    async (req, reply) => {
      const user = req.user!;
      if (hub.streamsOf(user.id) >= USECASE_EVENT_STREAMS_PER_USER) throw new HttpError(429, ERROR_CODE.rateLimited, TOO_MANY_STREAMS_MSG);
      let leave = () => {};
      const stream = openEventStream(reply, () => leave());
      const removeFromHub = hub.add({ userId: user.id, stream });
      // a stream outlives its request: once its session is signed out or expires, it ends (a
      // database hiccup is not a sign-out)
      const beat = async () => {
        stream.comment('heartbeat');
        const still = await app.readSession(req.headers).catch(() => user);
        if (still?.id !== user.id) stream.close();
      };
      const heartbeat = setInterval(() => void beat(), SSE_HEARTBEAT_MS);
      leave = () => {
        clearInterval(heartbeat);
        removeFromHub();
      };
    },
  );
};

/**
 * Live updates of the Green AI feed (docs/routes.md#api "Live channels"): GET /api/usecases/events, a
 * text/event-stream of `insert`, `update` and `delete` events for the use cases the caller may
 * see, from every instance. Register it before the use-case routes: their writes publish on
 * app.usecaseEvents.
 */
export const usecaseEventsRoutes = fp(plugin, { name: 'usecase-events' });
