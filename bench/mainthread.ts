/**
 * What the screens of lib/pages.ts cost a browser at full speed (Debian's Chromium, a phone's
 * screen, no throttling) on a fresh `npm start`:
 * - main-thread time to load each page, from CDP's Performance.getMetrics (the median of
 *   MAINTHREAD_RUNS loads, 3, each in a fresh context);
 * - the bytes a first visit to `/` moves, and then the next page a learner opens from it;
 * - long tasks while a learner answers questions of a quiz.
 * Beside them, the host's Lighthouse benchmarkIndex, so that figures from machines of different
 * speeds can be compared. Needs a built web app (`npm run build`).
 */
import { chromium, type Browser, type Page as BrowserPage } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LANDING_MSG } from '@curio/core/landing-messages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { median } from './lib/measure';
import { preparePages, QUIZ_PATH } from './lib/pages';
import { signUp, startServer } from './lib/server';

const RUNS = Number(process.env.MAINTHREAD_RUNS ?? 3);
const TARGETS = { firstVisitKb: 170, nextPageKb: 50, longTaskMs: 50 };
/** How many questions the learner answers while long tasks are counted. */
const ANSWERED = 5;

/** The phone Lighthouse's mobile preset emulates: its screen, pixel ratio and touch. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * A fresh browser context as a first-time visitor has it: empty cache and storage, signed in when
 * given the learner's cookie. Service workers are blocked: a first visit's worker precaches the
 * whole app after load, from its own thread; what is counted here is what the pages themselves
 * ask for, and the next page's files then come over the network, not from that precache.
 */
async function freshContext(browser: Browser, baseURL: string, cookie?: string) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  if (cookie) {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
      }),
    );
  }
  return context;
}

interface MainThread {
  scriptMs: number;
  taskMs: number;
  styleLayoutMs: number;
}

/** Loads a page until the network is quiet and reads the main thread's time, in ms, from CDP. */
async function loadCost(browser: Browser, url: string, baseURL: string, cookie?: string): Promise<MainThread> {
  const context = await freshContext(browser, baseURL, cookie);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    const { metrics } = await cdp.send('Performance.getMetrics');
    // durations come in seconds
    const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
    return { scriptMs: ms('ScriptDuration'), taskMs: ms('TaskDuration'), styleLayoutMs: ms('RecalcStyleDuration') + ms('LayoutDuration') };
  } finally {
    await context.close();
  }
}

/**
 * Bytes the page's own requests moved: the transferSize (headers and body as sent) of its
 * navigation and of every resource it fetched. A worker's fetches are not among them.
 */
const transferredKb = (page: BrowserPage) =>
  page.evaluate(
    () =>
      // the navigation's entry is a PerformanceResourceTiming too
      performance
        .getEntries()
        .filter((e) => e instanceof PerformanceResourceTiming)
        .reduce((sum, e) => sum + e.transferSize, 0) / 1024,
  );

/**
 * Waits until no request has ended for 500 ms, read from Resource Timing: after a client-side
 * navigation the load state is long reached, so Playwright's 'networkidle' would not wait.
 */
async function quiet(page: BrowserPage) {
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === seen) return;
    seen = count;
    await page.waitForTimeout(500);
  }
}

interface Visit {
  name: string;
  firstKb: number;
  next: string;
  nextKb: number;
}

/** A first visit to `/` and, in the same tab, the next page a visitor opens from it by clicking. */
async function visit(browser: Browser, baseURL: string, cookie: string | undefined, next: string, open: (page: BrowserPage) => Promise<void>): Promise<Visit> {
  const context = await freshContext(browser, baseURL, cookie);
  try {
    const page = await context.newPage();
    await page.goto(baseURL, { waitUntil: 'networkidle' });
    // the painted page with its fonts, then quiet again (as the start-up bench counts `/`)
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction("document.fonts.status === 'loaded'");
    await quiet(page);
    const firstKb = await transferredKb(page);
    await open(page);
    await quiet(page);
    return { name: cookie ? 'learner' : 'guest', firstKb, next, nextKb: (await transferredKb(page)) - firstKb };
  } finally {
    await context.close();
  }
}

/** A new learner who has taken the welcome tour, as on a second phone: its tour would cover the page. */
async function tourTaken(baseURL: string) {
  const { cookie } = await signUp(baseURL);
  const res = await fetch(`${baseURL}/api/me/tour`, { method: 'POST', headers: { cookie, origin: baseURL } });
  if (!res.ok) throw new Error(`tour: ${res.status} ${await res.text()}`);
  return cookie;
}

/**
 * Long tasks while a learner answers ANSWERED questions by clicking, as a learner of its own (the
 * quiz starts at question 1): their durations in ms. The observer is installed once the first
 * question is shown; it is buffered, and counts only the tasks begun since then.
 */
async function longTasksWhileAnswering(browser: Browser, baseURL: string): Promise<number[]> {
  const { cookie } = await signUp(baseURL);
  const context = await freshContext(browser, baseURL, cookie);
  try {
    const page = await context.newPage();
    await page.goto(baseURL + QUIZ_PATH, { waitUntil: 'networkidle' });
    const question = (n: number) => page.getByRole('heading', { level: 1, name: `Question ${n} of` });
    await question(1).waitFor();
    // in the page's own terms: Node's types know no 'longtask' entries
    const observed = await page.evaluateHandle<{ durations(): number[] }>(`(() => {
      const from = performance.now();
      const seen = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
      observer.observe({ type: 'longtask', buffered: true });
      return { durations: () => [...seen, ...observer.takeRecords()].filter((e) => e.startTime >= from).map((e) => e.duration) };
    })()`);
    const next = page.getByRole('button', { name: 'Next question' });
    for (let n = 1; n <= ANSWERED; n++) {
      await page.getByRole('group', { name: 'Options' }).getByRole('button').first().click();
      // the quiz moves on by itself, or shows an explanation and waits for Next question
      await question(n + 1).or(next).first().waitFor();
      if (await next.isVisible()) await next.click();
      await question(n + 1).waitFor();
    }
    return await observed.evaluate((tasks) => tasks.durations());
  } finally {
    await context.close();
  }
}

/**
 * The host's speed as Lighthouse measures it (lhr.environment.benchmarkIndex). Lighthouse runs its
 * benchmark in the page before gathering anything but exports no way to run it alone: one
 * navigation to /api/health with a single cheap audit, in a browser of its own, is the cheapest
 * way to read it.
 */
async function benchmarkIndex(baseURL: string) {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(`${baseURL}/api/health`, { port: chrome.port, logLevel: 'error', onlyAudits: ['viewport'] });
    if (!result) throw new Error('Lighthouse returned nothing for /api/health');
    return result.lhr.environment.benchmarkIndex;
  } finally {
    chrome.kill();
  }
}

const kb = (value: number, target: number, sign = '') => `${(sign + value.toFixed(1)).padStart(7)} KB${value > target ? '!' : ''}`;

export async function mainThreadBench() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { cookie, pages } = await preparePages(server.baseURL);
    const indexBefore = await benchmarkIndex(server.baseURL);

    const loads = [];
    for (const page of pages) {
      const runs: MainThread[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadCost(browser, server.baseURL + page.path, server.baseURL, page.signedIn ? cookie : undefined));
      loads.push({ page, mid: (pick: (r: MainThread) => number) => median(runs.map(pick)) });
    }

    const visits = [
      await visit(browser, server.baseURL, undefined, `${LANDING_MSG.startFree} → sign-up`, async (page) => {
        await page.getByRole('button', { name: LANDING_MSG.startFree }).click();
        await page.waitForURL(/\/signup$/);
      }),
      await visit(browser, server.baseURL, await tourTaken(server.baseURL), 'Business → course selector', async (page) => {
        // a signed-in learner gets the landing overlay once per browser session
        await page.getByRole('button', { name: LANDING_MSG.exploreFirst }).click();
        await page.getByRole('link', { name: /Business/ }).click();
        await page.waitForURL(/\/category\/business$/);
      }),
    ];

    const longTasks = await longTasksWhileAnswering(browser, server.baseURL);
    const indexAfter = await benchmarkIndex(server.baseURL);

    console.log(
      `\n== Main thread, Chromium at full speed on a phone's screen, median of ${RUNS} loads;` +
        ` host benchmarkIndex ${indexBefore.toFixed(0)} before, ${indexAfter.toFixed(0)} after ==`,
    );
    console.log(`${'page'.padEnd(24)} script ms  task ms  style+layout ms`);
    for (const { page, mid } of loads) {
      console.log(
        `${page.name.padEnd(24)} ${mid((r) => r.scriptMs).toFixed(0).padStart(9)}  ${mid((r) => r.taskMs).toFixed(0).padStart(7)}  ` +
          `${mid((r) => r.styleLayoutMs).toFixed(0).padStart(15)}`,
      );
    }
    console.log('\nbytes the pages moved (transferSize of their own requests, service workers blocked):');
    for (const v of visits) {
      console.log(`  first visit to / (${v.name})`.padEnd(44) + kb(v.firstKb, TARGETS.firstVisitKb));
      console.log(`  then ${v.next}`.padEnd(44) + kb(v.nextKb, TARGETS.nextPageKb, '+'));
    }
    const over = longTasks.filter((ms) => ms > TARGETS.longTaskMs);
    console.log(
      `\nwhile answering ${ANSWERED} questions of the quiz in progress: ${over.length}${over.length ? '!' : ''} long tasks over ${TARGETS.longTaskMs} ms,` +
        ` the longest ${Math.max(0, ...longTasks).toFixed(0)} ms`,
    );
    console.log(
      `targets: first visit ≤ ${TARGETS.firstVisitKb} KB, next page ≤ ${TARGETS.nextPageKb} KB more,` +
        ` no task over ${TARGETS.longTaskMs} ms while answering; '!' marks a miss`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}
