/**
 * Cold start of `npm start` on an empty data dir, idle resident memory on PGlite, and the gzipped
 * JavaScript the browser loads for `/`. Needs a built web app (`npm run build`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, rssMb, startServer } from './lib/server';

const MEMORY_TARGET_MB = 400;
const FIRST_ROUTE_TARGET_KB = 200;

function firstRouteScripts(): { file: string; gzipKb: number }[] {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(srcs)].map((src) => ({
    file: src,
    gzipKb: gzipSync(readFileSync(path.join(dist, src.replace(/^\//, '')))).length / 1024,
  }));
}

export async function startupBench() {
  const server = await startServer();
  try {
    const cold = server.readyMs;
    // let start-up garbage settle, then read idle memory
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssMb(server.child.pid!);
    const home = await fetch(`${server.baseURL}/`);
    if (!home.ok) throw new Error(`GET / answered ${home.status}`);
    const scripts = firstRouteScripts();
    const totalKb = scripts.reduce((sum, s) => sum + s.gzipKb, 0);

    console.log('\n== start-up ==');
    console.log(`cold start (npm start entry, empty data dir → first healthy answer): ${(cold / 1000).toFixed(2)} s`);
    console.log(`idle resident memory on PGlite with seed data: ${idle.toFixed(0)} MB (target < ${MEMORY_TARGET_MB} MB, ratio ${(idle / MEMORY_TARGET_MB).toFixed(2)})`);
    console.log(`JavaScript loaded for / (gzip): ${totalKb.toFixed(1)} KB in ${scripts.length} files (target < ${FIRST_ROUTE_TARGET_KB} KB, ratio ${(totalKb / FIRST_ROUTE_TARGET_KB).toFixed(2)})`);
    for (const s of scripts) console.log(`  ${s.file}  ${s.gzipKb.toFixed(1)} KB`);
    return { coldMs: cold, idleRssMb: idle, firstRouteGzipKb: totalKb };
  } finally {
    await server.stop();
  }
}
