import type { Config } from '../config';
import { createOfflineProvider } from './offline';
import { createOpenAiProvider } from './openai';
import type { UseCaseProvider } from './provider';

/** The provider the configuration names: an OpenAI-compatible endpoint when AI_BASE_URL is set, else offline. */
export function createUseCaseProvider(config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'APP_NAME'>): UseCaseProvider {
  if (config.AI_BASE_URL && config.AI_MODEL) {
    return createOpenAiProvider({ baseURL: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL });
  }
  return createOfflineProvider({ appName: config.APP_NAME });
}
