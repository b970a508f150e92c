/**
 * What learning who is calling costs, as every page a browser draws asks it (decision 045):
 * `GET /api/me` as one learner (their session kept in memory) and as the next of 10 000 learners
 * (each read from the database), a guest's `GET /api/me` (null), and better-auth's session check,
 * which a signed-in browser now asks only in the background, against `GET /api/health` in the same run.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server.
 */
import { insertSessions, insertUsers, onEachEngine, sessionToken, type BenchUser, type Engine } from './lib/engines';
import { asLearners, compare } from './lib/measure';
import type { RunningServer } from './lib/server';
import type { SqlSession } from './lib/sql';

const LEARNERS = 10_000;

async function generate(sql: SqlSession) {
  await insertUsers(sql, LEARNERS);
  await insertSessions(sql, LEARNERS);
}

async function measure(server: RunningServer, { cookie }: BenchUser, engine: Engine) {
  const me = `${server.baseURL}/api/me`;
  const [, one, many, guest, check] = await compare(`Who is calling, on ${engine}`, [
    ['GET /api/health (baseline)', { url: `${server.baseURL}/api/health` }],
    ['GET /api/me (1 learner)', { url: me, headers: { cookie } }],
    [`GET /api/me (${LEARNERS.toLocaleString('en')} learners)`, { url: me, requests: asLearners(LEARNERS, sessionToken) }],
    ['GET /api/me (a guest)', { url: me }],
    ['GET /api/auth/get-session (1 learner)', { url: `${server.baseURL}/api/auth/get-session`, headers: { cookie } }],
  ]);
  console.log(
    `/api/me: ${one.ratio.toFixed(2)} (one learner), ${many.ratio.toFixed(2)} (the next of every learner), ${guest.ratio.toFixed(2)} (a guest); ` +
      `better-auth's session check ${check.ratio.toFixed(2)}, asked by a signed-in browser at most every 12 hours`,
  );
}

export const sessionBench = () => onEachEngine({ generate, measure });
