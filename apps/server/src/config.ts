import { z } from 'zod';
import { APP_NAME_DEFAULT, AUTH_IP_LIMIT_PER_MINUTE, COMMENTS_PER_HOUR, USECASE_POSTS_PER_HOUR } from '@curio/core/limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ message: `must be a URL (${what})` }).optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting of README.md#configuration, read from the environment once, at start. */
const allowance = (fallback: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(1).max(100_000).default(fallback));

const configSchema = z.object({
  // PORT= (set but empty) means the default, not port 0 (a random port)
  PORT: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl('postgres://user:pass@host:5432/db'),
  PUBLIC_URL: optionalUrl('the address users open, e.g. https://curio.example.com'),
  APP_NAME: z.string().trim().min(1).default(APP_NAME_DEFAULT),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email({ message: 'must be an email address' }).optional()),
  AUTH_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
  AI_BASE_URL: optionalUrl('an OpenAI-compatible endpoint, e.g. http://localhost:11434/v1'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  SMTP_URL: optionalUrl('smtp://user:pass@host:587'),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  // per-learner allowances of the Green AI network; a class that posts together may need more
  POSTS_PER_HOUR: allowance(USECASE_POSTS_PER_HOUR),
  COMMENTS_PER_HOUR: allowance(COMMENTS_PER_HOUR),
  // sign-ups and sign-ins from one address; a school's learners may all come from one
  AUTH_PER_MINUTE: allowance(AUTH_IP_LIMIT_PER_MINUTE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
}).superRefine((config, ctx) => {
  // an OpenAI-compatible server serves several models and none is a safe guess
  if (config.AI_BASE_URL && !config.AI_MODEL) ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'must be set when AI_BASE_URL is (the model name, e.g. llama3.1)' });
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The address people open, and the one the start-up banner prints. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The origins whose pages may change things (sign in, post, delete): PUBLIC_URL's alone when it is
 * set; otherwise every loopback name of the port, since a newcomer may open 127.0.0.1 as well as
 * localhost. Any other address (the machine's LAN address, say) needs PUBLIC_URL.
 */
export function trustedOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string[] {
  if (config.PUBLIC_URL) return [new URL(config.PUBLIC_URL).origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${config.PORT}`);
}
