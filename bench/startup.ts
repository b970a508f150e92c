/**
 * Cold start of `npm start` on an empty data dir, idle resident memory on PGlite, and the gzipped
 * JavaScript the browser loads for `/`. Needs a built web app (`npm run build`).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { rssMb, startServer } from './lib/server';

const MEMORY_TARGET_MB = 400;
const FIRST_ROUTE_TARGET_KB = 200;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every script a real browser fetches to show `/` to a guest, gzipped. A first visit also gets the
 * landing overlay, confetti and the tour; a returning guest has seen them.
 */
async function firstRouteScripts(baseURL: string, returning: boolean): Promise<{ file: string; gzipKb: number }[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (returning) {
      await page.addInitScript(() => {
        for (const key of ['sawLanding', 'hasVisited', 'guestTourSeen']) localStorage.setItem(key, 'true');
      });
    }
    const scripts: Promise<{ file: string; gzipKb: number }>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.body().then((body) => ({ file: new URL(res.url()).pathname, gzipKb: gzipSync(body).length / 1024 })));
    });
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

export async function startupBench() {
  const server = await startServer();
  try {
    const cold = server.readyMs;
    // let start-up garbage settle, then read idle memory
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssMb(server.child.pid!);
    const kb = (list: { gzipKb: number }[]) => list.reduce((sum, s) => sum + s.gzipKb, 0);
    const scripts = await firstRouteScripts(server.baseURL, false);
    const totalKb = kb(scripts);
    const returningKb = kb(await firstRouteScripts(server.baseURL, true));

    console.log('\n== start-up ==');
    console.log(`cold start (npm start entry, empty data dir → first healthy answer): ${(cold / 1000).toFixed(2)} s`);
    console.log(`idle resident memory on PGlite with seed data: ${idle.toFixed(0)} MB (target < ${MEMORY_TARGET_MB} MB, ratio ${(idle / MEMORY_TARGET_MB).toFixed(2)})`);
    console.log(`JavaScript a browser loads for / (gzip, first visit): ${totalKb.toFixed(1)} KB in ${scripts.length} files (target < ${FIRST_ROUTE_TARGET_KB} KB, ratio ${(totalKb / FIRST_ROUTE_TARGET_KB).toFixed(2)})`);
    for (const s of scripts) console.log(`  ${s.file}  ${s.gzipKb.toFixed(1)} KB`);
    console.log(`JavaScript a browser loads for / (gzip, returning guest): ${returningKb.toFixed(1)} KB (ratio ${(returningKb / FIRST_ROUTE_TARGET_KB).toFixed(2)})`);
    return { coldMs: cold, idleRssMb: idle, firstRouteGzipKb: totalKb };
  } finally {
    await server.stop();
  }
}
