import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EventStream } from '../../lib/event-stream';
import type { UseCaseChange, UseCaseRecord } from '../green-feed';
import { findUseCaseRecord, followersAmong, likersAmong } from './usecase-events.service';

export interface Subscriber {
  userId: string;
  stream: EventStream;
}

interface Queued {
  change: UseCaseChange;
}

/**
 * This instance's live streams and the changes it relays to them. A public use case goes to
 * every stream, a private one only to its author's; each receiver gets its own liked_by_me, so an
 * event's data is the item GET /api/usecases would give that receiver. Changes are relayed one at
 * a time in the order they arrive (commit order); an update still waiting when a newer one of the
 * same use case arrives is replaced by it, so a burst of likes costs one relay, not one each.
 */
export class UseCaseEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly queue: Queued[] = [];
  private readonly waitingUpdates = new Map<string, Queued>();
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  streamsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** Returns the removal, to call when the stream closes. */
  add(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    const own = this.byUser.get(subscriber.userId) ?? new Set();
    own.add(subscriber);
    this.byUser.set(subscriber.userId, own);
    return () => {
      this.subscribers.delete(subscriber);
      own.delete(subscriber);
      if (own.size === 0 && this.byUser.get(subscriber.userId) === own) this.byUser.delete(subscriber.userId);
    };
  }

  /** Ends every stream (the server is closing; clients reconnect to another instance). */
  closeAll() {
    for (const { stream } of [...this.subscribers]) stream.close();
  }

  receive(change: UseCaseChange) {
    // nobody to tell: no row to read, no likes to look up
    if (this.subscribers.size === 0) return;
    if (change.kind === 'update') {
      const waiting = this.waitingUpdates.get(change.id);
      if (waiting) {
        waiting.change = change;
        return;
      }
      const queued = { change };
      this.waitingUpdates.set(change.id, queued);
      this.queue.push(queued);
    } else {
      this.queue.push({ change });
    }
    if (!this.draining) void this.drain();
  }

  private async drain() {
    this.draining = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        if (this.waitingUpdates.get(next.change.id) === next) this.waitingUpdates.delete(next.change.id);
        try {
          await this.relay(next.change);
        } catch (err) {
          this.log.error({ err, change: { kind: next.change.kind, id: next.change.id } }, 'usecase events: relay failed');
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private audience(isPublic: boolean, authorId: string): Subscriber[] {
    return [...(isPublic ? this.subscribers : (this.byUser.get(authorId) ?? []))];
  }

  private async relay(change: UseCaseChange) {
    if (change.kind === 'delete') {
      const data = JSON.stringify({ id: change.id });
      for (const { stream } of this.audience(change.is_public, change.created_by)) stream.send('delete', data);
      return;
    }
    const record = change.usecase ?? (await findUseCaseRecord(this.db, change.id));
    // deleted meanwhile: its delete event follows
    if (!record) return;
    const audience = this.audience(record.is_public, record.created_by);
    if (audience.length === 0) return;
    const receivers = [...new Set(audience.map((s) => s.userId))];
    const likers = record.likes_count > 0 ? await likersAmong(this.db, record.id, receivers) : new Set<string>();
    if (change.kind === 'update') {
      const data = itemData(record);
      for (const { userId, stream } of audience) stream.send('update', data(likers.has(userId), undefined));
      return;
    }
    // a new public use case also goes on the Following tab of those who follow its author
    const followers = record.is_public ? await followersAmong(this.db, record.created_by, receivers) : new Set<string>();
    const data = itemData(record);
    for (const { userId, stream } of audience) stream.send('insert', data(likers.has(userId), followers.has(userId)));
  }
}

/** The item as JSON, built at most once for each liked_by_me and, on an insert, author_followed_by_me. */
function itemData(record: UseCaseRecord) {
  const built = new Map<string, string>();
  return (liked: boolean, followed: boolean | undefined) => {
    const key = `${liked} ${followed}`;
    let json = built.get(key);
    if (json === undefined) {
      json = JSON.stringify(followed === undefined ? { ...record, liked_by_me: liked } : { ...record, liked_by_me: liked, author_followed_by_me: followed });
      built.set(key, json);
    }
    return json;
  };
}
