/** Requests per second and latency of endpoints against the /api/health baseline, in one run. */
import { compare } from './lib/measure';
import { signUp, startServer } from './lib/server';

export async function httpBench() {
  const server = await startServer();
  try {
    const { cookie } = await signUp(server.baseURL);
    await compare('HTTP', [
      ['GET /api/health (baseline)', { url: `${server.baseURL}/api/health` }],
      ['GET /api/me (session lookup)', { url: `${server.baseURL}/api/me`, headers: { cookie } }],
      ['GET / (SPA shell)', { url: `${server.baseURL}/` }],
    ]);
  } finally {
    await server.stop();
  }
}
