import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** untimed load first, so every row is timed warm (JIT, caches), the baseline too */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 1);

export interface Figures {
  rps: number;
  p99: number;
}

export interface Request {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Requests per second and p99 latency (ms) of one endpoint under CONNECTIONS concurrent clients, after a warm-up. */
export async function measure(url: string, request: Request = {}): Promise<Figures> {
  if (WARMUP_S > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, ...request });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...request });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Prints each row with its ratio to the baseline (the first row). */
export function report(title: string, rows: (readonly [string, Figures])[]) {
  const base = rows[0]![1];
  console.log(`\n== ${title} (${CONNECTIONS} connections, ${DURATION_S} s each) ==`);
  for (const [name, r] of rows) {
    const ratio = (r.rps / base.rps).toFixed(2);
    console.log(`${name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(5)} ms  ratio to baseline ${ratio}`);
  }
}
