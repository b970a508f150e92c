import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const HEALTH_PROBE = fileURLToPath(new URL('./health-probe.mjs', import.meta.url));

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 2);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** untimed load on each request before the first round, so every one is timed warm (JIT, caches) */
export const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);

/** One request to time: where it goes and how. */
export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** autocannon's request sequence, e.g. asLearners() */
  requests?: autocannon.Request[];
}

/**
 * Each request as the next of `count` learners (a bearer token of insertSessions, lib/engines.ts):
 * per-learner limits then hold back no request of a run that spreads them thinly enough.
 */
export function asLearners(count: number, token: (learner: number) => string): autocannon.Request[] {
  let next = 0;
  return [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${token((next++ % count) + 1)}` } }) }];
}

export interface Figures {
  /** requests per second, the median of the rounds */
  rps: number;
  /** p99 latency in ms, the median of the rounds */
  p99: number;
  /** the median of the rounds' rps against the baseline's rps in the same round */
  ratio: number;
}

/** what every browser asks for: replies are timed as a browser gets them, compressed when the server compresses */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The same request from a client that asks for no compression: beside the browser's, what compressing costs. */
export const uncompressed = (target: Target): Target => ({ ...target, headers: { ...target.headers, 'accept-encoding': 'identity' } });

/** How much of a ratio compression costs, from a request timed both ways in the same run (negative: it gains). */
export const compressionCost = (compressed: Figures, plain: Figures) => `${((1 - compressed.ratio / plain.ratio) * 100).toFixed(0)}%`;

async function run(target: Target, seconds: number) {
  const { url, headers, ...request } = target;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { ...BROWSER_HEADERS, ...headers }, ...request });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  await drained(url);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Waits until the server has answered what the run left in flight: a slow request's last twenty
 * would otherwise still be served during the next request's run, and be counted against it.
 */
async function drained(url: string) {
  const health = new URL('/api/health', url);
  for (let quick = 0; quick < 3; ) {
    const started = performance.now();
    await fetch(health);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
}

/** How often the health probe sends a request, answered or not (decision 044). */
export const HEALTH_PROBE_INTERVAL_MS = 5;

/**
 * GET /api/health for `seconds`, a request every HEALTH_PROBE_INTERVAL_MS whatever the answers, from
 * a process of its own (health-probe.mjs): its p99 in ms, to the microsecond. (autocannon counts
 * latency in whole milliseconds, and an idle server answers in less than one: its p99 read 0, 1 or
 * 2, and a ratio to it said little. On the bench's own event loop, the load beside it delayed the
 * probe too.)
 */
export async function healthP99(baseURL: string, seconds: number): Promise<number> {
  const { stdout } = await execFileAsync(process.execPath, [HEALTH_PROBE, baseURL, String(seconds), String(HEALTH_PROBE_INTERVAL_MS)]);
  const times = (JSON.parse(stdout) as number[]).sort((x, y) => x - y);
  return times[Math.floor(times.length * 0.99)]!;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Times each request under CONNECTIONS concurrent clients, the first being the baseline, and prints
 * a table. The requests take turns in ROUNDS rounds of DURATION_S each: a shared machine's speed
 * drifts over a run by more than the differences measured, and a ratio to the baseline timed
 * moments before in the same round is not moved by that drift. Figures come back in the same order.
 */
export async function compare<const Rows extends readonly (readonly [string, Target])[]>(
  title: string,
  rows: Rows,
): Promise<{ [K in keyof Rows]: Figures }> {
  if (WARMUP_S > 0) for (const [, target] of rows) await run(target, WARMUP_S);
  const rounds: { rps: number; p99: number }[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = [];
    for (const [, target] of rows) round.push(await run(target, DURATION_S));
    rounds.push(round);
  }
  const figures = rows.map((_, i) => ({
    rps: median(rounds.map((round) => round[i]!.rps)),
    p99: median(rounds.map((round) => round[i]!.p99)),
    ratio: median(rounds.map((round) => round[i]!.rps / round[0]!.rps)),
  }));

  console.log(`\n== ${title} (${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s, medians) ==`);
  rows.forEach(([name], i) => {
    const { rps, p99, ratio } = figures[i]!;
    console.log(`${name.padEnd(36)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${String(p99).padStart(5)} ms  ratio to baseline ${ratio.toFixed(2)}`);
  });
  return figures as { [K in keyof Rows]: Figures };
}
