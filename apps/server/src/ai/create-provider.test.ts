import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createUseCaseProvider } from './create-provider';

describe('choosing the AI provider from the configuration', () => {
  test('without AI_BASE_URL the built-in offline generator is used', () => {
    expect(createUseCaseProvider(loadConfig({})).name).toBe('offline');
    expect(createUseCaseProvider(loadConfig({ AI_BASE_URL: '', AI_MODEL: ' ', AI_API_KEY: '' })).name).toBe('offline');
  });

  test('with AI_BASE_URL and AI_MODEL the OpenAI-compatible endpoint is used, named after the model', () => {
    const config = loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: ' llama3.1 ' });
    expect(config.AI_MODEL).toBe('llama3.1');
    expect(createUseCaseProvider(config).name).toBe('llama3.1');
  });

  test('AI_BASE_URL without AI_MODEL stops the start with a message naming AI_MODEL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow(/^\s+AI_MODEL: must be set when AI_BASE_URL is/m);
  });

  test('a bad AI_BASE_URL stops the start with a message naming it', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'llama3.1' })).toThrow(/^\s+AI_BASE_URL: must be a URL/m);
  });
});
