import { z } from 'zod';
import { useCase, type UseCase } from '@curio/core/usecases';
import { NOTIFY_PAYLOAD_MAX_BYTES, type DbEvents, type MessageCodec } from '../../lib/db-events';

/*
 * A change to the usecases table, as the service publishes it and every instance receives it.
 * Inserts and updates carry the row when it fits a NOTIFY payload (then no instance has to read
 * it back) and only the id when it does not; a delete carries what decides who may hear of it.
 */

export const USECASE_EVENTS_CHANNEL = 'usecase_events';

/** A use case as GET /api/usecases returns it, without the viewer's own liked_by_me. */
const useCaseRecord = useCase.omit({ liked_by_me: true });
export type UseCaseRecord = z.infer<typeof useCaseRecord>;

const useCaseChange = z.union([
  z.object({ kind: z.enum(['insert', 'update']), id: z.string(), usecase: useCaseRecord.optional() }),
  z.object({ kind: z.literal('delete'), id: z.string(), created_by: z.string(), is_public: z.boolean() }),
]);
export type UseCaseChange = z.infer<typeof useCaseChange>;

export type UseCaseEvents = DbEvents<UseCaseChange>;

/** The change for a written row; the viewer's liked_by_me is left out, each receiver has its own. */
export const rowChange = (kind: 'insert' | 'update', { liked_by_me: _, ...usecase }: UseCase): UseCaseChange => ({ kind, id: usecase.id, usecase });

export const useCaseChangeCodec: MessageCodec<UseCaseChange> = {
  encode(change) {
    const full = JSON.stringify(change);
    if (Buffer.byteLength(full) <= NOTIFY_PAYLOAD_MAX_BYTES || change.kind === 'delete') return full;
    return JSON.stringify({ kind: change.kind, id: change.id });
  },
  decode(payload) {
    try {
      const parsed = useCaseChange.safeParse(JSON.parse(payload));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
};
