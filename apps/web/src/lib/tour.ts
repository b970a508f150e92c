import type { Driver } from 'driver.js';
import { TOUR_OVERLAY_OPACITY, TOUR_POLL_MS, TOUR_STAGE_PADDING, TOUR_WAIT_MS } from '@curio/core/limits';
import { prefersReducedMotion } from './motion';

export interface TourStep {
  /** CSS selector of the element to highlight */
  element: string;
  title: string;
  description: string;
  /** the element sits in the navigation drawer, which must be open on small screens */
  inDrawer?: boolean;
}

export interface TourOptions {
  steps: readonly TourStep[];
  /** the sidebar is a drawer that must be opened for its steps */
  isDrawer: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** called once when the visitor ends the tour, finished or closed */
  onDone: () => void;
  signal: AbortSignal;
}

// MUI's drawer slide takes 225 ms; highlight after it has settled
const DRAWER_SETTLE_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls every TOUR_POLL_MS, up to TOUR_WAIT_MS, until every target is in the page. */
async function waitForTargets(steps: readonly TourStep[], signal: AbortSignal): Promise<TourStep[]> {
  const present = () => steps.filter((s) => document.querySelector(s.element));
  const deadline = Date.now() + TOUR_WAIT_MS;
  while (!signal.aborted && present().length < steps.length && Date.now() < deadline) await sleep(TOUR_POLL_MS);
  return present();
}

/**
 * Runs a driver.js tour (docs/product.md#states-and-transitions / docs/product.md#limits). driver.js and its stylesheet load only when a tour runs.
 * Resolves to the running tour, or null when it was aborted or no target appeared in time.
 */
export async function runTour({ steps, isDrawer, setDrawerOpen, onDone, signal }: TourOptions): Promise<Driver | null> {
  const [found, { driver }] = await Promise.all([
    waitForTargets(steps, signal),
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./tour.css'),
  ]);
  if (signal.aborted || found.length === 0) return null;

  let drawerOpen = false;
  const showDrawer = async (open: boolean) => {
    if (!isDrawer || open === drawerOpen) return;
    drawerOpen = open;
    setDrawerOpen(open);
    await sleep(DRAWER_SETTLE_MS);
  };

  // driver.js reports a close only once its first highlight has settled, so the end of the
  // tour is tracked here: the visitor's close, Done, or an abort (which is not finishing it)
  let ended = false;
  const end = (finished: boolean) => {
    if (ended) return;
    ended = true;
    tour.destroy();
    void showDrawer(false);
    if (finished) onDone();
  };

  const goTo = async (index: number) => {
    const step = found[index];
    if (!step) return end(true);
    await showDrawer(Boolean(step.inDrawer));
    if (!ended) tour.moveTo(index);
  };

  const tour = driver({
    steps: found.map((s) => ({ element: s.element, popover: { title: s.title, description: s.description } })),
    // the highlight glides between steps unless the visitor asked for less motion
    animate: !prefersReducedMotion(),
    overlayOpacity: TOUR_OVERLAY_OPACITY,
    stagePadding: TOUR_STAGE_PADDING,
    stageRadius: 12,
    showProgress: true,
    allowClose: true,
    popoverClass: 'curio-tour',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Done',
    onNextClick: (_el, _step, { driver: d }) => void goTo((d.getActiveIndex() ?? 0) + 1),
    onPrevClick: (_el, _step, { driver: d }) => void goTo((d.getActiveIndex() ?? 0) - 1),
    // Escape, the close button or a click on the overlay
    onDestroyStarted: () => end(true),
  });

  await showDrawer(Boolean(found[0]?.inDrawer));
  if (signal.aborted) {
    void showDrawer(false);
    return null;
  }
  tour.drive();
  signal.addEventListener('abort', () => end(false), { once: true });
  return tour;
}
