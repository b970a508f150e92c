/**
 * Cold start of `npm start` on an empty data dir, idle resident memory on PGlite, and the bytes a
 * browser receives for `/` (HTML, scripts, styles, fonts, API replies). Needs a built web app
 * (`npm run build`).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { rssMb, startServer } from './lib/server';

const MEMORY_TARGET_MB = 400;
const FIRST_ROUTE_TARGET_KB = 170;

interface Received {
  file: string;
  kb: number;
}

/**
 * Every file a real browser fetches to show `/` to a guest, as the browser itself counts it
 * (Resource Timing's transferSize: headers and the body as sent, compressed or not). A first visit
 * also gets the landing overlay, confetti and the tour; a returning guest has seen them.
 */
async function firstRouteBytes(baseURL: string, returning: boolean): Promise<Received[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (returning) {
      await page.addInitScript(() => {
        for (const key of ['sawLanding', 'hasVisited', 'guestTourSeen']) localStorage.setItem(key, 'true');
      });
    }
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    // a busy machine can go quiet for a moment mid-start: wait for the painted page, then quiet again
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction("document.fonts.status === 'loaded'");
    await page.waitForLoadState('networkidle');
    // the navigation entry (the HTML) and every resource entry carry a transferSize
    const entries = await page.evaluate(() =>
      performance.getEntries().flatMap((e) => ('transferSize' in e ? [{ name: e.name, transferSize: Number(e.transferSize) }] : [])),
    );
    return entries.map((e) => ({ file: new URL(e.name).pathname + new URL(e.name).search, kb: e.transferSize / 1024 }));
  } finally {
    await browser.close();
  }
}

const total = (list: Received[]) => list.reduce((sum, r) => sum + r.kb, 0);

export async function startupBench() {
  const server = await startServer();
  try {
    const cold = server.readyMs;
    // let start-up garbage settle, then read idle memory
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssMb(server.child.pid!);
    const files = await firstRouteBytes(server.baseURL, false);
    const totalKb = total(files);
    const returningKb = total(await firstRouteBytes(server.baseURL, true));

    console.log('\n== start-up ==');
    console.log(`cold start (npm start entry, empty data dir → first healthy answer): ${(cold / 1000).toFixed(2)} s`);
    console.log(`idle resident memory on PGlite with seed data: ${idle.toFixed(0)} MB (target < ${MEMORY_TARGET_MB} MB, ratio ${(idle / MEMORY_TARGET_MB).toFixed(2)})`);
    console.log(`bytes a browser receives for / (transferSize, first visit): ${totalKb.toFixed(1)} KB in ${files.length} files (target ≤ ${FIRST_ROUTE_TARGET_KB} KB, ratio ${(totalKb / FIRST_ROUTE_TARGET_KB).toFixed(2)})`);
    for (const f of files) console.log(`  ${f.kb.toFixed(1).padStart(7)} KB  ${f.file}`);
    console.log(`bytes a browser receives for / (transferSize, returning guest): ${returningKb.toFixed(1)} KB (ratio ${(returningKb / FIRST_ROUTE_TARGET_KB).toFixed(2)})`);
    return { coldMs: cold, idleRssMb: idle, firstRouteKb: totalKb };
  } finally {
    await server.stop();
  }
}
