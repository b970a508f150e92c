import { z } from 'zod';
import { PG_INT_MAX } from '@curio/core/limits';
import type { UseCaseSort } from '@curio/core/usecases';

/*
 * The opaque cursor of GET /api/usecases: the sort keys of a page's last row, so the next page
 * starts right after it (keyset pagination; OFFSET would read and throw away every earlier row).
 * created_at travels as text with microseconds: a JavaScript Date keeps only milliseconds, and
 * rows created within one millisecond would be skipped or repeated across pages.
 */

/** created_at as to_char(... at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') gives it. */
const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const cursorPayload = z.discriminatedUnion('s', [
  z.object({ s: z.literal('recent'), t: z.string().regex(MICROSECOND_TIME), i: z.uuid() }),
  z.object({ s: z.literal('top'), l: z.number().int().min(0).max(PG_INT_MAX), t: z.string().regex(MICROSECOND_TIME), i: z.uuid() }),
]);

export type UseCaseCursor = z.infer<typeof cursorPayload>;

/** The position after a row, for its sort. */
export function cursorAfter(sort: UseCaseSort, row: { id: string; cursor_time: string; likes_count: number }): UseCaseCursor {
  return sort === 'top' ? { s: 'top', l: row.likes_count, t: row.cursor_time, i: row.id } : { s: 'recent', t: row.cursor_time, i: row.id };
}

export const encodeCursor = (cursor: UseCaseCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** The cursor, or null when it is not one of ours or belongs to the other sort. */
export function decodeCursor(text: string, sort: UseCaseSort): UseCaseCursor | null {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = cursorPayload.safeParse(json);
  return parsed.success && parsed.data.s === sort ? parsed.data : null;
}
