/**
 * The Green AI feed at scale (issue "Use cases and the Green AI network"): 1 000 000 published use
 * cases, 5 000 000 likes and 10 000 users are generated, then the first and the 40th page of Recent
 * and of Trending are measured against `GET /api/health` in the same run, and likes_count is checked
 * after 10 000 concurrent like/unlike requests from 100 learners on one use case.
 *
 * The Following tab (issue "A community that feels alive"): the measured learner and the 100
 * likers each follow 200 of the 10 000 users; its first and 40th page are measured the same way,
 * and, because a page read once is kept (decision 016), also read for the first time, one request
 * at a time, as 20 of those learners: what the database's two index reads cost at either depth.
 */
import { insertUsers, onEachEngine, step, type BenchUser, type Engine } from './lib/engines';
import { compare, compressionCost, median, uncompressed, type Figures } from './lib/measure';
import { signedToken, type RunningServer } from './lib/server';
import type { SqlSession } from './lib/sql';

const USERS = 10_000;
const USECASES = 1_000_000;
/** likes per use case run 0…10 (5 on average) */
const MAX_LIKES = 10;
const PAGE_SIZE = 25;
const DEEP_PAGE = 40;
const LIKERS = 100;
const LIKE_REQUESTS = 10_000;
const RATIO_TARGET = 0.5;
const FOLLOWS_EACH = 200;
/** learners whose Following pages are read for the first time, one request at a time */
const FIRST_READERS = 20;

/** Deterministic ids shaped as version-4 UUIDs (as the app makes them), so likes can name their use case. */
const usecaseId = (i: string) => `overlay(overlay(md5('usecase-' || ${i}) placing '4' from 13) placing '8' from 17)::uuid`;
const likesOf = (i: string) => `((${i}::bigint * 7919) % ${MAX_LIKES + 1})::int`;
/** The bearer token of liker u's session. */
const likerToken = (u: number) => signedToken(`bench-liker-token-${u}`);

async function generate(sql: SqlSession, { email }: BenchUser) {
  const started = performance.now();
  await insertUsers(sql, USERS);
  await step(
    sql,
    `${USECASES.toLocaleString('en')} use cases`,
    `insert into usecases (id, title, content, summary, tags, is_public, origin, provider, author_name, created_by, created_at, likes_count)
      select ${usecaseId('i')}, 'Use case ' || i || ': forecasting demand for a neighbourhood bakery',
        'A bakery uses last month''s sales and the weather forecast to bake the right amount each morning (case ' || i || ').',
        'A bakery uses last month''s sales and the weather forecast to bake the right amount each morning.',
        array['forecasting', 'retail'], true, (array['user', 'assisted', 'ai'])[1 + i % 3], case when i % 3 = 2 then 'Curio' end,
        'Learner ' || (1 + i % ${USERS}), 'bench-user-' || (1 + i % ${USERS}),
        now() - (i % 525600) * interval '1 minute' - (i / 525600) * interval '1 second', ${likesOf('i')}
      from generate_series(0, ${USECASES - 1}) i;`,
  );
  // 1009 is prime to 10 000, so the up-to-11 likers of one use case are distinct users
  await step(
    sql,
    `${(USECASES * (MAX_LIKES / 2)).toLocaleString('en')} likes`,
    `insert into usecase_likes (usecase_id, user_id)
      select ${usecaseId('i')}, 'bench-user-' || (1 + (i * 7 + j * 1009) % ${USERS})
      from generate_series(0, ${USECASES - 1}) i, generate_series(0, ${MAX_LIKES - 1}) j
      where j < ${likesOf('i')};`,
  );
  await step(
    sql,
    `${LIKERS} signed-in likers`,
    `insert into sessions (id, token, user_id, expires_at)
      select 'bench-liker-' || u, 'bench-liker-token-' || u, 'bench-user-' || u, now() + interval '1 day'
      from generate_series(1, ${LIKERS}) u;`,
  );
  // the measured learner and the likers follow 200 users each, spread over all 10 000
  await step(
    sql,
    `${LIKERS + 1} learners following ${FOLLOWS_EACH} each`,
    `insert into follows (follower_id, followee_id)
      select f.id, 'bench-user-' || (1 + (k * 47 + f.n * 131) % ${USERS})
      from (select id, 0 as n from users where email = ${quote(email)}
            union all select 'bench-user-' || u, u from generate_series(1, ${LIKERS}) u) f,
        generate_series(0, ${FOLLOWS_EACH - 1}) k
      where 'bench-user-' || (1 + (k * 47 + f.n * 131) % ${USERS}) <> f.id
      on conflict do nothing;`,
  );
  console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface Page {
  data: { id: string; likes_count: number }[];
  next_cursor: string | null;
}

type Feed = { sort: 'recent' | 'top' } | { created_by: 'following' };

/** The URL of the given page (1-based) of a feed, found by following next_cursor. */
async function pageUrl(server: RunningServer, headers: Record<string, string>, feed: Feed, page: number): Promise<string> {
  const url = (cursor?: string) =>
    `${server.baseURL}/api/usecases?${new URLSearchParams({ limit: String(PAGE_SIZE), ...feed, ...(cursor ? { cursor } : {}) })}`;
  let cursor: string | undefined;
  for (let i = 1; i < page; i++) {
    const res = await fetch(url(cursor), { headers });
    if (!res.ok) throw new Error(`${JSON.stringify(feed)} page ${i}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as Page;
    if (!body.next_cursor) throw new Error(`${JSON.stringify(feed)} has only ${i} pages`);
    cursor = body.next_cursor;
  }
  return url(cursor);
}

/** One GET's time in ms, alone on the server. */
async function timeOne(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/**
 * The Following tab read for the first time (nothing kept yet), one request at a time: page 1,
 * then page 40 once the pages between have been read, as each of FIRST_READERS learners.
 */
async function firstReads(server: RunningServer) {
  const first: number[] = [];
  const deep: number[] = [];
  for (let learner = 1; learner <= FIRST_READERS; learner++) {
    const headers = { authorization: `Bearer ${likerToken(learner)}` };
    first.push(await timeOne(await pageUrl(server, headers, { created_by: 'following' }, 1), headers));
    deep.push(await timeOne(await pageUrl(server, headers, { created_by: 'following' }, DEEP_PAGE), headers));
  }
  const health = [];
  for (let i = 0; i < FIRST_READERS; i++) health.push(await timeOne(`${server.baseURL}/api/health`, {}));
  const ms = (values: number[]) => `median ${median(values).toFixed(1)} ms, worst ${Math.max(...values).toFixed(1)} ms`;
  console.log(
    `Following read for the first time, one request at a time, ${FIRST_READERS} learners: page 1 ${ms(first)}; page ${DEEP_PAGE} ${ms(deep)}` +
      ` (GET /api/health the same way: ${ms(health)})`,
  );
}

/** 100 learners each send 100 like/unlike requests in turn, all learners at once. */
async function likeStorm(server: RunningServer, cookie: string) {
  const created = await fetch(`${server.baseURL}/api/usecases`, {
    method: 'POST',
    headers: { cookie, origin: server.baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Like storm', content: 'Counted under load.', origin: 'user' }),
  });
  if (!created.ok) throw new Error(`publish: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const perLiker = LIKE_REQUESTS / LIKERS;
  let liked = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LIKERS }, async (_, k) => {
      const headers = { authorization: `Bearer ${likerToken(k + 1)}` };
      let last = false;
      for (let r = 0; r < perLiker; r++) {
        const like = (k + r) % 3 !== 0;
        const res = await fetch(`${server.baseURL}/api/usecases/${id}/like`, { method: like ? 'POST' : 'DELETE', headers });
        if (!res.ok) refused++;
        else last = like;
      }
      if (last) liked++;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const res = await fetch(`${server.baseURL}/api/usecases/${id}`, { headers: { cookie } });
  const { likes_count } = (await res.json()) as { likes_count: number };
  console.log(
    `${LIKE_REQUESTS.toLocaleString('en')} like/unlike requests from ${LIKERS} learners in ${seconds.toFixed(1)} s` +
      ` (${refused} refused): likes_count ${likes_count}, learners who like it ${liked} → ${likes_count === liked ? 'exact' : 'WRONG'}`,
  );
}

async function measureServer(server: RunningServer, { cookie }: BenchUser, engine: Engine) {
  const headers = { cookie };
  await firstReads(server);
  const urls = {
    recent1: await pageUrl(server, headers, { sort: 'recent' }, 1),
    recentDeep: await pageUrl(server, headers, { sort: 'recent' }, DEEP_PAGE),
    top1: await pageUrl(server, headers, { sort: 'top' }, 1),
    topDeep: await pageUrl(server, headers, { sort: 'top' }, DEEP_PAGE),
    following1: await pageUrl(server, headers, { created_by: 'following' }, 1),
    followingDeep: await pageUrl(server, headers, { created_by: 'following' }, DEEP_PAGE),
  };
  // the measured learner has liked nothing; a liker of the generated data has about 500 likes
  const [, recent1, recentDeep, top1, topDeep, following1, followingDeep, liker, recent1Plain, top1Plain] = await compare(`Green AI feed on ${engine}`, [
    ['GET /api/health (baseline)', { url: `${server.baseURL}/api/health` }],
    ['Recent, page 1', { url: urls.recent1, headers }],
    [`Recent, page ${DEEP_PAGE}`, { url: urls.recentDeep, headers }],
    ['Trending, page 1', { url: urls.top1, headers }],
    [`Trending, page ${DEEP_PAGE}`, { url: urls.topDeep, headers }],
    [`Following ${FOLLOWS_EACH}, page 1`, { url: urls.following1, headers }],
    [`Following ${FOLLOWS_EACH}, page ${DEEP_PAGE}`, { url: urls.followingDeep, headers }],
    ['Recent, page 1, by a learner with ~500 likes', { url: urls.recent1, headers: { authorization: `Bearer ${likerToken(1)}` } }],
    ['Recent, page 1, uncompressed', uncompressed({ url: urls.recent1, headers })],
    ['Trending, page 1, uncompressed', uncompressed({ url: urls.top1, headers })],
  ]);
  const worst = Math.min(...[recent1, recentDeep, top1, topDeep, following1, followingDeep, liker].map((f) => f.ratio));
  const depth = (deep: Figures, first: Figures) => `${((deep.rps / first.rps - 1) * 100).toFixed(0)}%`;
  console.log(
    `lowest ratio ${worst.toFixed(2)} (target ≥ ${RATIO_TARGET}); page ${DEEP_PAGE} vs page 1: Recent ${depth(recentDeep, recent1)},` +
      ` Trending ${depth(topDeep, top1)}, Following ${depth(followingDeep, following1)} (target within 10%)`,
  );
  console.log(`compression costs Recent ${compressionCost(recent1, recent1Plain)} and Trending ${compressionCost(top1, top1Plain)} of their ratio (target ≤ 10%)`);
  await likeStorm(server, cookie);
}

export const usecasesBench = () => onEachEngine({ generate, measure: measureServer });
