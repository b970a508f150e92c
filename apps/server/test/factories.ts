import type { UseCase } from '@curio/core/usecases';
import type { App } from '../src/app';
import { as, type Sender } from './client';
import { CONTENT_ADMIN_EMAIL } from './content-factory';
import { signUp, type SignUpForm } from './test-app';

/*
 * The people and posts API tests start from, made through the API as a user would make them.
 * Each helper fails loudly when the server refuses, so a test never goes on with half a setup.
 */

/** A grown-up learner (30), signed up and signed in: `.cookie`, `.token`, `.user`, `.email`, `.password`. */
export const learner = (app: App, overrides: Partial<SignUpForm> = {}) => signUp(app, { age: 30, ...overrides });

/** A learner of 8: the Kids Lock holds them. */
export const child = (app: App, overrides: Partial<SignUpForm> = {}) => signUp(app, { age: 8, ...overrides });

/** The admin; the app must be built with `env: { ADMIN_EMAIL: CONTENT_ADMIN_EMAIL }`. */
export const admin = (app: App) => signUp(app, { email: CONTENT_ADMIN_EMAIL });

/**
 * A use case published by `author` (POST /api/usecases), public unless the body says otherwise;
 * the body's fields replace the defaults.
 */
export async function publish(app: App, author: Sender, body: Record<string, unknown> = {}): Promise<UseCase> {
  const res = await as(app, author).post('/api/usecases', { title: 'Solar microgrids for villages', content: 'Villages share batteries at night.', ...body });
  if (res.statusCode !== 201) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  return res.json() as UseCase;
}
