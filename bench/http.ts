/** Requests per second and latency of endpoints against the /api/health baseline, in one run. */
import autocannon from 'autocannon';
import { startServer } from './lib/server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export async function httpBench() {
  const server = await startServer();
  try {
    const email = `bench-${Date.now()}@example.com`;
    const signUp = await fetch(`${server.baseURL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseURL },
      body: JSON.stringify({ email, password: 'bench-Pass-2718', first_name: 'Bench', last_name: 'User', age: 30 }),
    });
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const base = await measure(`${server.baseURL}/api/health`);
    const rows = [
      ['GET /api/health (baseline)', base],
      ['GET /api/me (session lookup)', await measure(`${server.baseURL}/api/me`, { cookie })],
      ['GET / (SPA shell)', await measure(`${server.baseURL}/`)],
    ] as const;
    console.log(`\n== HTTP (${CONNECTIONS} connections, ${DURATION_S} s each) ==`);
    for (const [name, r] of rows) {
      console.log(`${name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  ratio to baseline ${(r.rps / base.rps).toFixed(2)}`);
    }
  } finally {
    await server.stop();
  }
}
