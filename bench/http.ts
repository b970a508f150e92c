/** Requests per second and latency of endpoints against the /api/health baseline, in one run. */
import { measure, report } from './lib/measure';
import { signUp, startServer } from './lib/server';

export async function httpBench() {
  const server = await startServer();
  try {
    const { cookie } = await signUp(server.baseURL);
    const base = await measure(`${server.baseURL}/api/health`);
    report('HTTP', [
      ['GET /api/health (baseline)', base],
      ['GET /api/me (session lookup)', await measure(`${server.baseURL}/api/me`, { headers: { cookie } })],
      ['GET / (SPA shell)', await measure(`${server.baseURL}/`)],
    ]);
  } finally {
    await server.stop();
  }
}
