import { USECASE_KEYWORD_MAX, USECASE_TITLE_MAX, USECASES_PER_REQUEST } from './limits';

/*
 * The text form of generated use cases (docs/routes.md#api): 'Use Case 1:' … 'Use Case 3:' markers, each
 * followed by one use case. Every provider writes it with joinUseCases and the web reads it with
 * splitUseCases, so both sides agree on what a well-formed result is. Also the generation's
 * texts; no zod here, so the theatre can show them without loading the validation library.
 */

const MARKER = /use case\s*(\d+)\s*:/gi;

/** The marker that opens use case n (1-based). */
export function useCaseMarker(n: number): string {
  return `Use Case ${n}:`;
}

/**
 * Splits a result into exactly USECASES_PER_REQUEST use cases, or null when it is not well formed:
 * the markers must be numbered 1, 2, 3 in order, none may be missing or repeated, and none may be
 * empty. Text before the first marker is an introduction, not a use case, and is dropped.
 */
export function splitUseCases(text: string): string[] | null {
  const markers = [...text.matchAll(MARKER)];
  if (markers.length !== USECASES_PER_REQUEST) return null;
  if (markers.some((m, i) => Number(m[1]) !== i + 1)) return null;
  const items = markers.map((m, i) => {
    const start = m.index + m[0].length;
    const end = i + 1 < markers.length ? markers[i + 1]!.index : text.length;
    return text.slice(start, end).trim();
  });
  return items.every((item) => item !== '') ? items : null;
}

/** The result text for use cases, each after its marker, separated by a blank line. */
export function joinUseCases(items: readonly string[]): string {
  return items.map((item, i) => `${useCaseMarker(i + 1)} ${item.trim()}`).join('\n\n');
}

/**
 * A use case's own title and the rest. Providers open each use case with a title line ('Energy:
 * peak demand'), so a short first line followed by more text is the title (Markdown emphasis a
 * model may add is dropped); otherwise there is no title and the whole item is the body.
 */
export function splitHeadline(item: string): { title: string | null; body: string } {
  const text = item.trim();
  const newline = text.indexOf('\n');
  if (newline < 0) return { title: null, body: text };
  const title = text
    .slice(0, newline)
    .replace(/^[\s#*_]+|[\s*_:]+$/g, '');
  const body = text.slice(newline + 1).trim();
  if (!title || !body || title.length > USECASE_TITLE_MAX) return { title: null, body: text };
  return { title, body };
}

/** Texts of the Use Case Theatre and of the generation errors (docs/routes.md#screens-and-web-routes, docs/product.md#errors; the AI texts are ours). */
export const USECASE_GENERATION_MSG = {
  usingLastQuizContext: 'Using your last quiz context',
  invalidJson: 'Invalid JSON returned from the function',
  fetchFailed: 'Failed to fetch use case',
  generateFailed: 'Failed to generate use cases. Please try again.',
  keywordRequired: 'Please enter a keyword.',
  keywordNotText: 'The keyword must be text.',
  keywordTooLong: `Keywords are limited to ${USECASE_KEYWORD_MAX} characters.`,
  rateLimited: 'You have generated many use cases in a short time. Please wait a few minutes and try again.',
  aiTimeout: 'The AI service took too long to answer. Please try again.',
  aiBadReply: 'The AI service sent an answer that could not be read as three use cases. Please try again.',
  aiUnavailable: 'The AI service is not available right now. Please try again later.',
  aiTooLong: 'The AI service kept writing far past three use cases and was stopped. Please try again.',
  writerUnknown: 'The writer can only be offline.',
  useOfflineWriter: 'Use the offline writer instead',
  stop: 'Stop',
  stopped: 'Stopped. Nothing of this answer is kept; generate again when you are ready.',
  notKnownMentions: 'Where your courses mention it',
  notKnownNearby: 'Nearby topics it knows',
  notKnownNothingNear: 'Nothing in the library or your courses is close to it yet.',
} as const;

/** The offline writer's honest answer for a keyword it has nothing specific about. */
export const notKnownText = (appName: string, keyword: string) => `${appName}’s offline writer doesn’t know “${keyword}” yet.`;

/** One line on how to get real answers for any keyword. */
export const connectModelText = (appName: string) =>
  `For real answers about any keyword, connect an AI model: whoever runs ${appName} sets AI_BASE_URL and AI_MODEL (a local Ollama model works).`;

/** Shown while a model writes. */
export const modelWritingText = (model: string) => `${model} is writing…`;

/** POST: the same input as the use-case function; the answer arrives as a text/event-stream. */
export const USECASE_STREAM_PATH = '/functions/v1/usecases/stream';

/**
 * The stream's events: `progress` carries { model, useCases: DraftUseCase[] } as a model writes; then one
 * `result` (a GeneratedUseCases) or one `error` ({ error, message, offline: whether the offline
 * writer can answer instead }), and the stream ends.
 */
export const USECASE_STREAM_EVENT = { progress: 'progress', result: 'result', error: 'error' } as const;

/** Error codes of a failed generation, beside the common ones of errors.ts. */
export const USECASE_ERROR_CODE = {
  aiTimeout: 'ai_timeout',
  aiBadReply: 'ai_bad_reply',
  aiUnavailable: 'ai_unavailable',
  aiTooLong: 'ai_too_long',
} as const;
