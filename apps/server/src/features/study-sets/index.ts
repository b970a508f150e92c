import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UseCaseProvider } from '../../ai/provider';
import { setFilesRoutes } from './files.routes';
import { setItemsRoutes } from './items.routes';
import { createSetFileWorkers } from './set-files';
import { setsRoutes } from './sets.routes';

/** Study sets: one plugin per resource (sets, their items, files in and out), sharing the set-file workers. */
export const studySetsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider }> = async (app, { provider }) => {
  // imported files are read and exports written on worker threads, started with the first one
  const files = createSetFileWorkers({ onError: (err) => app.log.error({ err }, 'set file worker failed') });
  app.addHook('onClose', () => files.close());
  // a set's replies carry the ETag of their version's text (set-replies.ts): a client that has it gets a 304
  await app.register(etag);
  await app.register(setsRoutes);
  await app.register(setItemsRoutes, { provider, files });
  await app.register(setFilesRoutes, { files });
};

export { setQuestionsOpen, setQuizQuestions } from './study-sets.service';
