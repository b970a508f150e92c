import { apiFetch, isApiError } from './api-client';
import { offlineDb, type OutboxEntry, type OutboxKind } from './offline-store';

/*
 * One outbox for every write made offline: quiz results, review ratings, bookmarks. A write waits
 * here, in IndexedDB, until the server has it, so nothing done offline or on a flaky connection is
 * lost. Each carries a client-made id the server recognises (a result's client_id, a rating's
 * review_id; adding a bookmark is idempotent by card), so a write sent twice, say when the answer
 * to the first try was lost, counts once. Writes go oldest first, one at a time.
 */

export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'created_at'>;

export interface FlushOutcome {
  sent: number;
  dropped: number;
  /** a write could not be sent for now (offline, server error); it stays for the next try */
  stopped: boolean;
}

type Send = (entry: OutboxEntry) => Promise<unknown>;

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

/**
 * Other tabs of the app hear of changes too (absent in old browsers and in unit tests). Opened on
 * first use, not on import: the page drawn at build time (prerender.tsx) must not keep Node running.
 */
function otherTabs() {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('curio-outbox') : null;
    channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
  }
  return channel;
}

function changed() {
  listeners.forEach((listener) => listener());
  otherTabs()?.postMessage('changed');
}

/** Called whenever the outbox changes, in this tab or another. */
export function subscribeOutbox(listener: () => void): () => void {
  otherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The learner's waiting writes, oldest first. */
export async function pendingWrites(userId: string): Promise<OutboxEntry[]> {
  return (await offlineDb()).getAllFromIndex('outbox', 'user_id', userId);
}

/** How many of the learner's writes wait, of one kind or of all. */
export async function pendingCount(userId: string, kind?: OutboxKind): Promise<number> {
  if (!kind) return (await offlineDb()).countFromIndex('outbox', 'user_id', userId);
  return (await pendingWrites(userId)).filter((entry) => entry.kind === kind).length;
}

/** Keeps a write; the next flush sends it. */
export async function enqueue(entry: NewOutboxEntry): Promise<void> {
  await (await offlineDb()).add('outbox', { ...entry, created_at: new Date().toISOString() });
  changed();
}

/** Takes back the learner's unsent writes with this key; true when there were any. */
export async function withdraw(userId: string, key: string): Promise<boolean> {
  const db = await offlineDb();
  const tx = db.transaction('outbox', 'readwrite');
  let found = false;
  for (let cursor = await tx.store.index('user_id').openCursor(userId); cursor; cursor = await cursor.continue()) {
    if (cursor.value.key === key) {
      found = true;
      await cursor.delete();
    }
  }
  await tx.done;
  if (found) changed();
  return found;
}

async function remove(seq: number) {
  await (await offlineDb()).delete('outbox', seq);
  changed();
}

/** A client-made id; randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const sendEntry: Send = (entry) => apiFetch(entry.path, { method: entry.method, body: entry.body });

/**
 * A 4xx that will be answered the same way however often it is sent (an item deleted meanwhile, a
 * rating older than the server accepts, a bookmark already removed). 401 may pass after signing in
 * again, 408 and 429 after a while.
 */
export const isFinalRejection = (status: number) => status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

async function drain(userId: string, send: Send): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: 0, dropped: 0, stopped: false };
  for (;;) {
    // read again each time: another tab may have sent or added writes meanwhile
    const [next] = await pendingWrites(userId);
    if (!next) return outcome;
    try {
      await send(next);
      outcome.sent += 1;
    } catch (err) {
      if (!isApiError(err) || !isFinalRejection(err.status)) return { ...outcome, stopped: true };
      console.warn(`The ${next.kind} saved offline (${next.id}) was refused (${err.status}): ${err.message}`);
      outcome.dropped += 1;
    }
    await remove(next.seq!);
  }
}

let flushing: Promise<FlushOutcome> | null = null;
let again = false;

/**
 * Sends the learner's waiting writes one at a time, oldest first, so the server sees them in the
 * order they were made; only this learner's, so a shared browser never sends one learner's work as
 * another's. One flush runs at a time; a call during a flush makes it look once more.
 */
export function flushOutbox(userId: string, send: Send = sendEntry): Promise<FlushOutcome> {
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
