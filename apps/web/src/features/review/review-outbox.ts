import type { ReviewItemType, ReviewRatingInput } from '@curio/core/review';
import { apiFetch, isApiError } from '../../lib/api-client';
import { readItem, STORAGE_KEYS, writeItem } from '../../lib/storage';

/*
 * Ratings wait here, in localStorage, until the server has them: a review answered offline or on a
 * flaky connection is never lost, and the session goes on without waiting for the network. Each
 * rating carries its own review_id and answered_at, so the server applies it once and in order.
 */

export interface OutboxEntry {
  /** whose rating it is: a shared browser must not send one learner's ratings as another's */
  user_id: string;
  item_type: ReviewItemType;
  item_id: number;
  body: ReviewRatingInput;
}

export interface FlushOutcome {
  sent: number;
  dropped: number;
  /** a rating could not be sent for now (offline, server error); it stays for the next try */
  stopped: boolean;
}

type Send = (entry: OutboxEntry) => Promise<unknown>;

const listeners = new Set<() => void>();

const isEntry = (value: unknown): value is OutboxEntry => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<OutboxEntry>;
  return typeof entry.user_id === 'string' && typeof entry.item_id === 'number' && typeof entry.body?.review_id === 'string';
};

/** Every waiting rating, oldest first; unreadable storage reads as empty. */
export function readOutbox(): OutboxEntry[] {
  const raw = readItem(STORAGE_KEYS.reviewOutbox);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: OutboxEntry[]) {
  writeItem(STORAGE_KEYS.reviewOutbox, JSON.stringify(entries));
  listeners.forEach((listener) => listener());
}

/** Called whenever this tab changes the outbox. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const pendingCount = (userId: string) => readOutbox().filter((entry) => entry.user_id === userId).length;

/** Keeps a rating; it is sent by the next flush. */
export function enqueueReview(entry: OutboxEntry): void {
  writeOutbox([...readOutbox(), entry]);
}

function remove(reviewId: string) {
  // read again: another tab may have added ratings meanwhile
  writeOutbox(readOutbox().filter((entry) => entry.body.review_id !== reviewId));
}

/** A client-made review id; randomUUID needs a secure context, getRandomValues does not. */
export function newReviewId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const postReview: Send = (entry) =>
  apiFetch(`/api/review/${entry.item_type}/${entry.item_id}`, { method: 'POST', body: entry.body });

/**
 * A 4xx that will be answered the same way however often it is sent (an item deleted meanwhile, a
 * rating older than the server accepts, a duplicate). 401 may pass after signing in again, 408
 * and 429 after a while.
 */
export const isFinalRejection = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

async function drain(userId: string, send: Send): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: 0, dropped: 0, stopped: false };
  for (;;) {
    const next = readOutbox().find((entry) => entry.user_id === userId);
    if (!next) return outcome;
    try {
      await send(next);
      outcome.sent += 1;
    } catch (err) {
      if (!isApiError(err) || !isFinalRejection(err.status)) return { ...outcome, stopped: true };
      console.warn(`Review ${next.body.review_id} was refused (${err.status}): ${err.message}`);
      outcome.dropped += 1;
    }
    remove(next.body.review_id);
  }
}

let flushing: Promise<FlushOutcome> | null = null;
let again = false;

/**
 * Sends the learner's waiting ratings one at a time, oldest first, so the server sees them in the
 * order they were given. One flush runs at a time; a call during a flush makes it look once more.
 */
export function flushOutbox(userId: string, send: Send = postReview): Promise<FlushOutcome> {
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    const total: FlushOutcome = { sent: 0, dropped: 0, stopped: false };
    do {
      again = false;
      const round = await drain(userId, send);
      total.sent += round.sent;
      total.dropped += round.dropped;
      total.stopped = round.stopped;
    } while (again && !total.stopped);
    return total;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
