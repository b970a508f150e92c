import { setTimeout as delay } from 'node:timers/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The impacts that fail a journey (WCAG 2.2 AA is the target; minor and moderate are left to review). */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** How long a page must stay still (no DOM change, no request, no finite animation) to be checked. */
const QUIET_MS = 300;
/** A page that never stays still is checked after this anyway. */
const SETTLE_MAX_MS = 5000;
/**
 * A check whose page changed while axe ran saw half of two states and is taken again: during the
 * journey a few times (the URL is checked later or at the end), at the end more often, and then
 * the last one stands (nothing else drives the page any more).
 */
const CHECK_ATTEMPTS = 3;
const FINAL_CHECK_ATTEMPTS = 5;
/** The most of an element's HTML the log shows. */
const HTML_MAX = 160;
/**
 * Pages left out: the API reference is Swagger UI's own page (markup and colours of
 * @fastify/swagger-ui), a tool for developers, not a screen of the app.
 */
const UNCHECKED_PATHS = [/^\/api\/docs(\/|$)/];

export interface Violation {
  url: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; why: string }[];
}

interface WatchState {
  /** requests still open, long-lived live streams left out */
  pending: Set<Request>;
  /** the URLs already checked on this page, with the page's count of DOM changes when they were */
  checked: Map<string, number>;
}

declare global {
  interface Window {
    // the page side of a check: counts DOM changes that could alter what axe sees
    __axeWatch?: { changes: number; last: number };
  }
}

/** Waits in the page until the DOM has not changed (text aside: clocks tick) and no finite animation runs. */
function settleInPage({ quietMs, maxMs }: { quietMs: number; maxMs: number }): Promise<number> {
  if (!window.__axeWatch) {
    const watch = { changes: 0, last: performance.now() };
    new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes' || [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === Node.ELEMENT_NODE))) {
        watch.changes += 1;
        watch.last = performance.now();
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
    window.__axeWatch = watch;
  }
  const watch = window.__axeWatch;
  const start = performance.now();
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      // a spinner loops forever; a transition ends, and its colours are only right once it has
      const moving = document.getAnimations().some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
      if ((!moving && now - watch.last >= quietMs) || now - start >= maxMs) resolve(watch.changes);
      else setTimeout(tick, 50);
    };
    tick();
  });
}

const isCheckedPage = (url: string) => url.startsWith('http') && !UNCHECKED_PATHS.some((path) => path.test(new URL(url).pathname));

/**
 * Runs axe on every page a journey opens: each distinct URL once, when it has settled (client-side
 * route changes included), and each open page again at the end if it has changed since. Checks run beside the journey and
 * never wait on it; serious and critical violations are kept for the end of the test.
 */
export class AccessibilityWatch {
  readonly violations: Violation[] = [];
  /** checks run and the time they took, for the log */
  checks = 0;
  checkMs = 0;
  private readonly pages = new Map<Page, WatchState>();
  private queue: Promise<void> = Promise.resolve();

  watchBrowser(browser: Browser) {
    const onContext = (context: BrowserContext) => this.watchContext(context);
    browser.on('context', onContext);
    return () => browser.off('context', onContext);
  }

  watchContext(context: BrowserContext) {
    context.pages().forEach((page) => this.watchPage(page));
    context.on('page', (page) => this.watchPage(page));
  }

  watchPage(page: Page) {
    if (this.pages.has(page)) return;
    const state: WatchState = { pending: new Set(), checked: new Map() };
    this.pages.set(page, state);
    page.on('request', (req) => {
      if (req.resourceType() !== 'eventsource') state.pending.add(req);
    });
    page.on('requestfinished', (req) => state.pending.delete(req));
    page.on('requestfailed', (req) => state.pending.delete(req));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.enqueue(page, false);
    });
  }

  /**
   * Checks the page as it is now and waits for the check: for a state no URL names (a step of a
   * session, an open dialog), which the checks by URL would not see.
   */
  async checkNow(page: Page) {
    this.watchPage(page);
    this.enqueue(page, true);
    await this.queue;
  }

  /** Waits for the checks under way, then checks every page still open as it is now. */
  async finish() {
    await this.queue;
    for (const page of this.pages.keys()) {
      if (!page.isClosed() && isCheckedPage(page.url())) await this.check(page, true);
    }
  }

  report(): string {
    const lines = [`${this.violations.length} serious or critical accessibility violation(s) (axe-core):`];
    for (const v of this.violations) {
      lines.push(`- ${v.rule} (${v.impact}) at ${v.url}: ${v.help}`, `  ${v.helpUrl}`);
      for (const node of v.nodes) lines.push(`    ${node.target}  ${node.html}`, ...(node.why ? [`      ${node.why}`] : []));
    }
    return lines.join('\n');
  }

  private enqueue(page: Page, force: boolean) {
    // a page that navigates away or closes mid-check is checked at its next URL or not at all
    this.queue = this.queue.then(() => this.check(page, force).catch(() => undefined));
  }

  private async settle(page: Page, state: WatchState): Promise<number> {
    const deadline = Date.now() + SETTLE_MAX_MS;
    await page.waitForLoadState('load', { timeout: SETTLE_MAX_MS });
    for (;;) {
      const changes = await page.evaluate(settleInPage, { quietMs: QUIET_MS, maxMs: Math.max(0, deadline - Date.now()) });
      if (state.pending.size === 0 || Date.now() >= deadline) return changes;
      await delay(50);
    }
  }

  private async check(page: Page, force: boolean) {
    const state = this.pages.get(page);
    if (!state) return;
    const attempts = force ? FINAL_CHECK_ATTEMPTS : CHECK_ATTEMPTS;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (page.isClosed()) return;
      const before = await this.settle(page, state);
      const url = page.url();
      // at the end, a page that has not changed since its URL was checked is not checked again
      if (!isCheckedPage(url) || (force ? state.checked.get(url) === before : state.checked.has(url))) return;
      const started = Date.now();
      // legacy mode: the standard mode opens a blank page in the journey's context to merge frame
      // results, which the journey would see (a new page, focus moving) while it runs
      const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
      this.checks += 1;
      this.checkMs += Date.now() - started;
      const after = await page.evaluate(() => window.__axeWatch?.changes ?? 0);
      if (page.url() !== url) continue;
      if (after !== before && (attempt < attempts || !force)) continue;
      state.checked.set(url, after);
      this.record(url, results);
      return;
    }
  }

  private record(url: string, results: AxeResults) {
    const path = new URL(url).pathname + new URL(url).search;
    for (const v of results.violations) {
      if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
      const nodes = v.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.length > HTML_MAX ? `${node.html.slice(0, HTML_MAX)}…` : node.html,
        why: node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message ?? '',
      }));
      const known = this.violations.find((seen) => seen.rule === v.id && seen.url === path);
      if (known) {
        for (const node of nodes) if (!known.nodes.some((n) => n.target === node.target)) known.nodes.push(node);
      } else {
        this.violations.push({ url: path, rule: v.id, impact: v.impact ?? '', help: v.help, helpUrl: v.helpUrl, nodes });
      }
    }
  }
}
