import type { Config } from '../config';
import { createOfflineProvider } from './offline';
import type { UseCaseProvider } from './provider';

/** The provider the configuration names: an OpenAI-compatible endpoint when AI_BASE_URL is set, else offline. */
export function createUseCaseProvider(config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'APP_NAME'>): UseCaseProvider {
  if (config.AI_BASE_URL && config.AI_MODEL) {
    const options = { baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL };
    // the OpenAI client costs ~13 MB of resident memory: a server without an endpoint never loads it
    const provider = import('./openai').then((m) => m.createOpenAiProvider(options));
    return {
      name: options.model,
      kind: 'model',
      generate: async (request) => (await provider).generate(request),
      polish: async (text) => (await provider).polish(text),
    };
  }
  return createOfflineProvider({ appName: config.APP_NAME });
}
