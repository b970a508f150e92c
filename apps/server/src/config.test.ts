import { describe, expect, test } from 'vitest';
import { APP_NAME_DEFAULT, COMMENTS_PER_HOUR, USECASE_POSTS_PER_HOUR } from '@curio/core/limits';
import { ConfigError, loadConfig, publicUrl } from './config';

const configErrorOf = (env: NodeJS.ProcessEnv): ConfigError => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('configuration from the environment', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', APP_NAME: APP_NAME_DEFAULT, REQUIRE_EMAIL_VERIFICATION: false, LOG_LEVEL: 'info' });
    expect([config.DATABASE_URL, config.PUBLIC_URL, config.ADMIN_EMAIL, config.AUTH_SECRET]).toEqual([undefined, undefined, undefined, undefined]);
  });

  test('values are read and tidied', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://curio:secret@db:5432/curio',
      ADMIN_EMAIL: ' Boss@Example.COM ',
      AUTH_SECRET: 's'.repeat(32),
      REQUIRE_EMAIL_VERIFICATION: 'yes',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://curio:secret@db:5432/curio',
      ADMIN_EMAIL: 'boss@example.com',
      REQUIRE_EMAIL_VERIFICATION: true,
      LOG_LEVEL: 'warn',
    });
  });

  test('the hourly posting and commenting allowances default to the core constants and must be whole and positive', () => {
    expect(loadConfig({})).toMatchObject({ POSTS_PER_HOUR: USECASE_POSTS_PER_HOUR, COMMENTS_PER_HOUR });
    expect(loadConfig({ POSTS_PER_HOUR: '50', COMMENTS_PER_HOUR: '' })).toMatchObject({ POSTS_PER_HOUR: 50, COMMENTS_PER_HOUR });
    for (const value of ['0', '-1', '2.5', 'lots']) expect(configErrorOf({ POSTS_PER_HOUR: value }).message).toContain('POSTS_PER_HOUR');
  });

  test('a variable set but left empty counts as not set', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: ' ', ADMIN_EMAIL: '', AUTH_SECRET: '', REQUIRE_EMAIL_VERIFICATION: '' });
    expect([config.PORT, config.REQUIRE_EMAIL_VERIFICATION]).toEqual([3000, false]);
    expect([config.DATABASE_URL, config.PUBLIC_URL, config.ADMIN_EMAIL, config.AUTH_SECRET]).toEqual([undefined, undefined, undefined, undefined]);
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'curio.example.com'],
    ['AUTH_SECRET', 'too-short'],
    ['ADMIN_EMAIL', 'admin'],
    ['LOG_LEVEL', 'loud'],
    ['REQUIRE_EMAIL_VERIFICATION', 'maybe'],
  ])('a bad %s (%j) stops the start with a message naming it', (name, value) => {
    const err = configErrorOf({ [name]: value });
    expect(err.message).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  test('every bad variable is named, one line each', () => {
    const err = configErrorOf({ PORT: 'abc', AUTH_SECRET: 'short', DATABASE_URL: 'nope' });
    expect(err.message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}PORT: /),
      expect.stringMatching(/^ {2}DATABASE_URL: must be a URL/),
      expect.stringMatching(/^ {2}AUTH_SECRET: must be at least 32 characters/),
    ]);
  });

  test('the public address defaults to localhost on the port and drops a trailing slash', () => {
    expect(publicUrl(loadConfig({ PORT: '4000' }))).toBe('http://localhost:4000');
    expect(publicUrl(loadConfig({ PUBLIC_URL: 'https://curio.example.com/' }))).toBe('https://curio.example.com');
  });
});
