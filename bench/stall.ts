/**
 * One learner must not stall the server (decision 020). A process of its own times GET /api/health
 * (a request every few ms, as users arriving at any moment: lib/health-probe.mjs), alone and while
 * CONNECTIONS connections ask for previews of a template whose nested loops run until Liquid's
 * time limit. Each preview speaks for the next of LEARNERS learners, so the per-learner allowance
 * is never what holds them back: the document workers must. Printed:
 * health p99 without and with the previews (medians of the rounds), their ratio taken within each
 * round (target within 2×), and how the previews were answered; beside them the same for previews
 * refused as invalid, answered at once: what that many busy connections cost by themselves.
 */
import autocannon from 'autocannon';
import { insertSessions, insertUsers, onEachEngine, sessionToken, type Engine } from './lib/engines';
import { asLearners, CONNECTIONS, DURATION_S, HEALTH_PROBE_INTERVAL_MS, healthP99, median, ROUNDS, WARMUP_S } from './lib/measure';
import type { RunningServer } from './lib/server';
import type { SqlSession } from './lib/sql';
import { insertNestedLoopsTemplate } from './lib/templates';

const LEARNERS = Number(process.env.BENCH_STALL_LEARNERS ?? 500);
const RATIO_TARGET = 2;
const TEMPLATE_KEY = 'bench-nested-loops';

/** Learners with a session each (a bearer token), and the template, public so that every learner may preview it. */
async function generate(sql: SqlSession) {
  await insertUsers(sql, LEARNERS);
  await insertSessions(sql, LEARNERS);
  await insertNestedLoopsTemplate(sql, TEMPLATE_KEY);
}

const health = (server: RunningServer, seconds: number) => healthP99(server.baseURL, seconds);

/**
 * CONNECTIONS connections asking for previews for `seconds`, each request as the next learner: of
 * the nested-loops template (stall), or with form values that are not an object (refused before
 * any work: what answering that many connections costs by itself). Answers the count of each status.
 */
async function previews(server: RunningServer, seconds: number, kind: 'stall' | 'refused'): Promise<Record<string, number>> {
  const result = await autocannon({
    url: `${server.baseURL}/api/projects/templates/${TEMPLATE_KEY}/preview`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: JSON.stringify({ form_values: kind === 'stall' ? {} : 'not an object' }),
    requests: asLearners(LEARNERS, sessionToken),
  });
  if (result.errors > 0) throw new Error(`previews: ${result.errors} errors`);
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
}

const counted = (answers: Record<string, number>) =>
  Object.entries(answers)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

async function measure(server: RunningServer, _user: unknown, engine: Engine) {
  if (WARMUP_S > 0) await Promise.all([health(server, WARMUP_S), previews(server, WARMUP_S, 'stall')]);
  const rounds: { alone: number; refused: number; stalled: number }[] = [];
  const answers: Record<string, number> = {};
  for (let r = 0; r < ROUNDS; r++) {
    const alone = await health(server, DURATION_S);
    const [refused] = await Promise.all([health(server, DURATION_S), previews(server, DURATION_S, 'refused')]);
    const [stalled, statuses] = await Promise.all([health(server, DURATION_S), previews(server, DURATION_S, 'stall')]);
    for (const [status, count] of Object.entries(statuses)) answers[status] = (answers[status] ?? 0) + count;
    rounds.push({ alone, refused, stalled });
  }
  const p99 = (key: 'alone' | 'refused' | 'stalled') => median(rounds.map((r) => r[key])).toFixed(2).padStart(6);
  const ratio = (key: 'refused' | 'stalled') => median(rounds.map((r) => r[key] / r.alone)).toFixed(2);
  console.log(`\n== One learner cannot stall the server, on ${engine} (health every ${HEALTH_PROBE_INTERVAL_MS} ms, ${ROUNDS} rounds of ${DURATION_S} s, medians) ==`);
  console.log(`GET /api/health p99, alone                                           ${p99('alone')} ms`);
  console.log(`  with ${CONNECTIONS} connections of previews refused as invalid (400)       ${p99('refused')} ms  ratio ${ratio('refused')}`);
  console.log(`  with ${CONNECTIONS} connections of nested-loops previews                   ${p99('stalled')} ms  ratio ${ratio('stalled')} (target ≤ ${RATIO_TARGET})`);
  // the rest were still waiting for a thread (at most queueWaitMs, then 503) when their round ended
  console.log(`nested-loops previews answered within the rounds: ${counted(answers)}`);
  if (answers['429']) console.log(`(the per-learner allowance answered some: raise BENCH_STALL_LEARNERS above ${LEARNERS})`);
}

export async function stallBench() {
  await onEachEngine({ generate, measure });
}
