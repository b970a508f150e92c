import type { UseCase } from '@curio/core/usecases';

/*
 * The live feed's events (GET /api/usecases/events, Server-Sent Events): `insert` and `update`
 * carry a use case as GET /api/usecases lists it, `delete` carries its id.
 */

/** An insert also says whether the reader follows its author (their Following tab takes it). */
export type LiveUseCaseEvent =
  | { type: 'insert'; useCase: UseCase; authorFollowed: boolean }
  | { type: 'update'; useCase: UseCase }
  | { type: 'delete'; id: string };

export const LIVE_EVENT_TYPES = ['insert', 'update', 'delete'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Enough of the shape to show it safely; the server's schema is the real contract. */
function isUseCase(value: unknown): value is UseCase {
  if (!isRecord(value)) return false;
  const { id, title, content, tags, is_public, origin, created_by, created_at, likes_count } = value;
  return (
    typeof id === 'string' &&
    typeof title === 'string' &&
    typeof content === 'string' &&
    Array.isArray(tags) &&
    tags.every((tag) => typeof tag === 'string') &&
    typeof is_public === 'boolean' &&
    typeof origin === 'string' &&
    typeof created_by === 'string' &&
    typeof created_at === 'string' &&
    typeof likes_count === 'number'
  );
}

/** An event from its SSE type and data, or null when it is not one this client understands. */
export function parseLiveEvent(type: string, data: string): LiveUseCaseEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (type === 'delete') return isRecord(value) && typeof value.id === 'string' ? { type, id: value.id } : null;
  if (type !== 'insert' && type !== 'update') return null;
  if (!isUseCase(value)) return null;
  // optional fields an older server may leave out
  const text = (field: unknown) => (typeof field === 'string' ? field : null);
  const { author_followed_by_me: followed, ...item } = value as UseCase & { author_followed_by_me?: unknown };
  const useCase: UseCase = {
    ...item,
    summary: text(value.summary),
    provider: text(value.provider),
    author_name: text(value.author_name),
    author_username: text(value.author_username),
    author_avatar_url: text(value.author_avatar_url),
    comments_count: typeof value.comments_count === 'number' ? value.comments_count : 0,
    liked_by_me: value.liked_by_me === true,
  };
  return type === 'insert' ? { type, useCase, authorFollowed: followed === true } : { type, useCase };
}

/** Wait before the n-th new connection after the browser gave up: 1 s, 2 s, 4 s … at most 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
