import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UseCaseProvider } from '../../ai/provider';
import { briefsRoutes } from './briefs.routes';
import { documentsRoutes } from './documents.routes';
import { createDocumentWorkers } from './documents.service';
import { presetsRoutes } from './presets.routes';
import { templatesRoutes } from './templates.routes';

/** The projects studio: one plugin per resource, sharing the document workers. */
export const projectsRoutes: FastifyPluginAsyncZod<{ provider: UseCaseProvider }> = async (app, { provider }) => {
  // templates are parsed and documents written on worker threads, started with the first one (decision 020)
  const documents = createDocumentWorkers({ onError: (err) => app.log.error({ err }, 'document worker failed') });
  app.addHook('onClose', () => documents.close());
  await app.register(templatesRoutes, { documents });
  await app.register(documentsRoutes, { provider, documents });
  await app.register(briefsRoutes);
  await app.register(presetsRoutes);
};

export { attachment } from './documents.service';
export { loadSystemTemplates } from './system-templates';
