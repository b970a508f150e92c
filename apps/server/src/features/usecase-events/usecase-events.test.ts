import type { AddressInfo } from 'node:net';
import { afterEach, expect, test, vi } from 'vitest';
import { ERROR_CODE } from '@curio/core/errors';
import { USECASE_CONTENT_MAX } from '@curio/core/limits';
import { useCase } from '@curio/core/usecases';
import { authed, describeEachEngine, expectSoon, postAuth, signUp, useTestApp } from '../../../test/test-app';
import type { App } from '../../app';
import { as, send } from '../../../test/client';
import { usecases } from '../../db/tables';
import { NOTIFY_PAYLOAD_MAX_BYTES } from '../../lib/db-events';
import { SSE_HEARTBEAT_MS, SSE_RETRY_MS } from '../../lib/event-stream';
import { connectEventStream, eventFor, type OpenedStream, type StreamItem } from '../../../test/sse-test-client';
import { TOO_MANY_STREAMS_MSG, USECASE_EVENT_STREAMS_PER_USER } from './usecase-events.routes';
import { publish } from '../../../test/factories';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** What GET /api/usecases/{id} gives this viewer: an event's data must be exactly that. */
const itemAs = async (app: App, cookie: string, id: string) => (await authed(app, cookie).get(`/api/usecases/${id}`)).json();

const parsed = (item: StreamItem) => JSON.parse(item.data);

const opened: OpenedStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function streamFor(baseUrl: string, cookie: string) {
  const stream = await connectEventStream(baseUrl, { cookie });
  opened.push(stream);
  return stream;
}

describeEachEngine('live updates (GET /api/usecases/events)', (engine) => {
  const testApp = useTestApp({ engine });

  test('signed-in clients receive a post, its like counts and its deletion, each as the item they would GET', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const author = await signUp(app, { first_name: 'Wangari', last_name: 'Maathai' });
    const reader = await signUp(app);
    const authorStream = await streamFor(baseUrl, author.cookie);
    const readerStream = await streamFor(baseUrl, reader.cookie);

    const { id } = await publish(app, author.cookie, { title: 'Heat pumps for a school', tags: 'energy, schools' });
    const inserted = await readerStream.waitFor(eventFor('insert', id));
    // an insert also tells each reader whether they follow its author (their Following tab)
    expect(parsed(inserted)).toEqual({ ...(await itemAs(app, reader.cookie, id)), author_followed_by_me: false });
    const { author_followed_by_me: _, ...item } = parsed(inserted);
    expect(useCase.parse(item)).toEqual(item);
    expect(parsed(await authorStream.waitFor(eventFor('insert', id)))).toMatchObject({ title: 'Heat pumps for a school', author_name: 'Wangari Maathai' });

    expect((await authed(app, reader.cookie).post(`/api/usecases/${id}/like`)).statusCode).toBe(200);
    const liked = await readerStream.waitFor(eventFor('update', id));
    expect(parsed(liked)).toEqual(await itemAs(app, reader.cookie, id));
    expect(parsed(liked)).toMatchObject({ likes_count: 1, liked_by_me: true });
    const likedForAuthor = await authorStream.waitFor(eventFor('update', id));
    expect(parsed(likedForAuthor)).toEqual(await itemAs(app, author.cookie, id));
    expect(parsed(likedForAuthor)).toMatchObject({ likes_count: 1, liked_by_me: false });

    // a repeated like changes nothing, so it sends nothing: the next update is the unlike
    const afterLike = readerStream.items.length;
    await authed(app, reader.cookie).post(`/api/usecases/${id}/like`);
    const res = await as(app, reader).delete(`/api/usecases/${id}/like`);
    expect(res.statusCode).toBe(200);
    const unliked = await readerStream.waitFor(eventFor('update', id), { from: afterLike });
    expect(parsed(unliked)).toMatchObject({ likes_count: 0, liked_by_me: false });
    expect(readerStream.items.slice(afterLike).filter((i) => i.type === 'update')).toHaveLength(1);

    const deleted = await as(app, author).delete(`/api/usecases/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(parsed(await readerStream.waitFor(eventFor('delete', id)))).toEqual({ id });
    expect(parsed(await authorStream.waitFor(eventFor('delete', id)))).toEqual({ id });
  });

  test('a private post and its deletion reach only its author’s streams', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const author = await signUp(app);
    const other = await signUp(app);
    const authorTab1 = await streamFor(baseUrl, author.cookie);
    const authorTab2 = await streamFor(baseUrl, author.cookie);
    const otherStream = await streamFor(baseUrl, other.cookie);

    const secret = await publish(app, author.cookie, { title: 'My draft', is_public: false });
    expect(parsed(await authorTab1.waitFor(eventFor('insert', secret.id)))).toMatchObject({ is_public: false, title: 'My draft' });
    await authorTab2.waitFor(eventFor('insert', secret.id));
    await as(app, author).delete(`/api/usecases/${secret.id}`);
    await authorTab1.waitFor(eventFor('delete', secret.id));

    // events arrive in commit order: once the public post is here, the private one would have been too
    const open = await publish(app, author.cookie, { title: 'For everyone' });
    await otherStream.waitFor(eventFor('insert', open.id));
    expect(otherStream.items.filter((i) => i.data.includes(secret.id))).toEqual([]);
  });

  test('a new post tells each reader whether they follow its author, for their Following tab', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const author = await signUp(app);
    const fan = await signUp(app);
    const other = await signUp(app);
    expect((await send(app, 'POST', `/api/follows/${author.user.id}`, { cookie: fan.cookie })).statusCode).toBe(200);
    const fanStream = await streamFor(baseUrl, fan.cookie);
    const otherStream = await streamFor(baseUrl, other.cookie);

    const { id } = await publish(app, author.cookie);
    expect(parsed(await fanStream.waitFor(eventFor('insert', id)))).toMatchObject({ id, author_followed_by_me: true });
    expect(parsed(await otherStream.waitFor(eventFor('insert', id)))).toMatchObject({ id, author_followed_by_me: false });
    // an update is the item as listed, nothing more
    await authed(app, other.cookie).post(`/api/usecases/${id}/like`);
    expect(parsed(await fanStream.waitFor(eventFor('update', id)))).not.toHaveProperty('author_followed_by_me');
  });

  test('guests and forged sessions get 401 as JSON, not a stream', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const { cookie } = await signUp(app);

    const refused: Record<string, string>[] = [{}, { cookie: cookie.replace(/=([^.;]*)/, '=forged') }, { authorization: 'Bearer not-a-token' }];
    for (const headers of refused) {
      const guest = await connectEventStream(baseUrl, headers);
      expect(guest.status).toBe(401);
      expect(guest.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(guest.body)).toMatchObject({ error: ERROR_CODE.unauthorized });
    }
  });

  test('the stream passes the app’s security headers, is never compressed, and starts with the retry hint', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const { cookie } = await signUp(app);
    const stream = await streamFor(baseUrl, cookie);
    const compressed = await connectEventStream(baseUrl, { cookie, 'accept-encoding': 'gzip, br' });
    opened.push(compressed);

    for (const s of [stream, compressed]) {
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.headers.get('content-encoding')).toBeNull();
      expect(s.headers.get('cache-control')).toContain('no-transform');
      expect(s.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(s.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await s.waitFor(() => true)).toEqual({ type: 'retry', data: String(SSE_RETRY_MS) });
    }
  });

  test(`a heartbeat comment every ${SSE_HEARTBEAT_MS / 1000} s; a signed-out session’s stream ends at the next one`, async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await streamFor(baseUrl, cookie);
      const staying = await streamFor(baseUrl, other.cookie);
      await stream.waitFor((i) => i.type === 'retry');
      expect(stream.items.some((i) => i.type === 'comment')).toBe(false);

      vi.advanceTimersByTime(SSE_HEARTBEAT_MS);
      await stream.waitFor((i) => i.type === 'comment');
      await staying.waitFor((i) => i.type === 'comment');

      const signOut = await postAuth(app, '/sign-out', {}, { cookie });
      expect(signOut.statusCode).toBe(200);
      // the next heartbeat must see the sign-out, which PostgreSQL announces a moment after it
      await expectSoon(engine, () => app.readSession({ cookie }), null);
      vi.advanceTimersByTime(SSE_HEARTBEAT_MS);
      await stream.ended;
      // the other user's stream goes on
      const { id } = await publish(app, other.cookie);
      await staying.waitFor(eventFor('insert', id));
    } finally {
      vi.useRealTimers();
    }
  });

  test(`a user holds at most ${USECASE_EVENT_STREAMS_PER_USER} streams; a closed one frees its place`, async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const { cookie } = await signUp(app);
    const streams = await Promise.all(Array.from({ length: USECASE_EVENT_STREAMS_PER_USER }, () => streamFor(baseUrl, cookie)));
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));

    const refused = await connectEventStream(baseUrl, { cookie });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ error: ERROR_CODE.rateLimited, message: TOO_MANY_STREAMS_MSG });
    // someone else is not held back
    expect((await streamFor(baseUrl, (await signUp(app)).cookie)).status).toBe(200);

    streams[0]!.close();
    await expect.poll(async () => {
      const again = await connectEventStream(baseUrl, { cookie });
      opened.push(again);
      return again.status;
    }).toBe(200);
  });

  test('a write that rolls back sends nothing', async () => {
    const { app, db } = testApp();
    const baseUrl = await listen(app);
    const author = await signUp(app);
    const stream = await streamFor(baseUrl, author.cookie);

    await expect(
      app.usecaseEvents.transaction(db, async (tx, publishChange) => {
        const [row] = await tx.insert(usecases).values({ title: 'Never happened', content: 'Rolled back.', created_by: author.user.id }).returning();
        const { search: _, ...record } = row!;
        await publishChange({ kind: 'insert', id: row!.id, usecase: { ...record, created_at: record.created_at.toISOString(), origin: 'ai', author_username: null, author_avatar_url: null } });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    const { id } = await publish(app, author.cookie, { title: 'Happened' });
    await stream.waitFor(eventFor('insert', id));
    expect(stream.items.filter((i) => i.type === 'insert').map((i) => parsed(i).title)).toEqual(['Happened']);
  });

  test('publishing needs the database itself: inside an outer transaction it could not know when that one commits', async () => {
    const { app, db } = testApp();
    await expect(db.transaction((tx) => app.usecaseEvents.transaction(tx, async () => 'never'))).rejects.toThrow(/not a transaction/);
  });

  test('a use case too big for a NOTIFY payload still arrives whole', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const { cookie } = await signUp(app);
    const stream = await streamFor(baseUrl, cookie);
    const content = '🌍'.repeat(USECASE_CONTENT_MAX);
    expect(Buffer.byteLength(content)).toBeGreaterThan(NOTIFY_PAYLOAD_MAX_BYTES);

    const { id } = await publish(app, cookie, { content });
    const inserted = parsed(await stream.waitFor(eventFor('insert', id)));
    expect(inserted.content).toBe(content);
    expect(inserted).toEqual({ ...(await itemAs(app, cookie, id)), author_followed_by_me: false });
  });

  test('closing the app ends open streams instead of waiting for them', async () => {
    const { app } = testApp();
    const baseUrl = await listen(app);
    const { cookie } = await signUp(app);
    const stream = await streamFor(baseUrl, cookie);
    await stream.waitFor((i) => i.type === 'retry');

    await app.close();
    await stream.ended;
  });
});
