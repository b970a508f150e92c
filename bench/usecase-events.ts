/**
 * Live updates at scale (issue "Use cases and the Green AI network"): 1 000 clients hold
 * GET /api/usecases/events open (100 learners with 10 streams each, within the per-user limit),
 * then use cases are posted one after another and the time from sending `POST /api/usecases` to
 * each client's receipt of its insert event is measured: p50 and p99 over every post and client
 * (target p99 under 250 ms). On PostgreSQL the event goes through NOTIFY and the server's LISTEN
 * connection, as it does between instances.
 *
 * The clients run in this process, so their own reading is part of the figures (the last of
 * 1 000 sockets is read after the other 999): a fair upper bound for what browsers would see.
 */
import http from 'node:http';
import { insertUsers, onEachEngine, step, type BenchUser, type Engine } from './lib/engines';
import { signedToken, type RunningServer } from './lib/server';
import type { SqlSession } from './lib/sql';

const LEARNERS = 100;
const STREAMS_PER_LEARNER = 10;
const CLIENTS = LEARNERS * STREAMS_PER_LEARNER;
const WARM_UP_POSTS = 3;
const POSTS = 30;
const TARGET_P99_MS = 250;
const OPEN_AT_ONCE = 100;
const RECEIPT_TIMEOUT_MS = 30_000;

/** The bearer token of learner u's session. */
const token = (u: number) => signedToken(`bench-live-token-${u}`);
const titleOf = (post: number) => `Live bench post ${post}`;
const TITLE_IN_EVENT = /^event: insert\ndata: .*?"title":"Live bench post (\d+)"/gm;

async function generate(sql: SqlSession) {
  await insertUsers(sql, LEARNERS);
  await step(
    sql,
    `${LEARNERS} signed-in learners`,
    `insert into sessions (id, token, user_id, expires_at)
      select 'bench-live-' || u, 'bench-live-token-' || u, 'bench-user-' || u, now() + interval '1 day'
      from generate_series(1, ${LEARNERS}) u;`,
  );
}

interface Client {
  request: http.ClientRequest;
  /** receipt time of each post's insert event, by post number */
  received: Map<number, number>;
}

/** Opens one stream; resolves once its first bytes (the retry hint) are here. */
function openClient(baseURL: string, learner: number, onReceipt: (post: number) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const received = new Map<number, number>();
    const request = http.get(`${baseURL}/api/usecases/events`, { agent: false, headers: { authorization: `Bearer ${token(learner)}` } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream refused: ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let first = true;
      let buffer = '';
      res.on('data', (text: string) => {
        const now = performance.now();
        if (first) {
          first = false;
          resolve({ request, received });
        }
        // an event split over two reads counts when its end arrives
        buffer += text;
        const end = buffer.lastIndexOf('\n\n');
        if (end < 0) return;
        const complete = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const match of complete.matchAll(TITLE_IN_EVENT)) {
          const post = Number(match[1]);
          if (!received.has(post)) {
            received.set(post, now);
            onReceipt(post);
          }
        }
      });
    });
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measureServer(server: RunningServer, _user: BenchUser, engine: Engine) {
  const receipts = new Map<number, number>();
  const waiting = new Map<number, () => void>();
  const onReceipt = (post: number) => {
    const count = (receipts.get(post) ?? 0) + 1;
    receipts.set(post, count);
    if (count === CLIENTS) waiting.get(post)?.();
  };

  const openedAt = performance.now();
  const clients: Client[] = [];
  for (let start = 0; start < CLIENTS; start += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, CLIENTS - start) }, (_, k) => openClient(server.baseURL, 1 + ((start + k) % LEARNERS), onReceipt));
    clients.push(...(await Promise.all(batch)));
  }
  console.log(`\n${CLIENTS} live streams open in ${((performance.now() - openedAt) / 1000).toFixed(1)} s`);

  const latencies: number[] = [];
  const answered: number[] = [];
  try {
    for (let post = 1; post <= WARM_UP_POSTS + POSTS; post++) {
      const allHere = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`post ${post}: ${receipts.get(post) ?? 0} of ${CLIENTS} clients in ${RECEIPT_TIMEOUT_MS} ms`)), RECEIPT_TIMEOUT_MS);
        waiting.set(post, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const sent = performance.now();
      const res = await fetch(`${server.baseURL}/api/usecases`, {
        method: 'POST',
        // each post by the next learner: a learner may publish only USECASE_POSTS_PER_HOUR an hour
        headers: { authorization: `Bearer ${token(1 + (post % LEARNERS))}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: titleOf(post), content: 'Posted while 1 000 learners watch the feed.', tags: 'bench, live', origin: 'user' }),
      });
      if (res.status !== 201) throw new Error(`publish: ${res.status} ${await res.text()}`);
      const answeredAt = performance.now();
      await allHere;
      if (post <= WARM_UP_POSTS) continue;
      answered.push(answeredAt - sent);
      for (const client of clients) latencies.push(client.received.get(post)! - sent);
    }
  } finally {
    for (const client of clients) client.request.destroy();
  }

  latencies.sort((a, b) => a - b);
  answered.sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  console.log(`== Live updates on ${engine}: POST /api/usecases → insert event at ${CLIENTS} SSE clients (${POSTS} posts) ==`);
  console.log(
    `receipt p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${latencies.at(-1)!.toFixed(1)} ms` +
      `  (target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'MISSED'});  the POST itself answered in p50 ${percentile(answered, 50).toFixed(1)} ms`,
  );
}

export const usecaseEventsBench = () => onEachEngine({ generate, measure: measureServer });
