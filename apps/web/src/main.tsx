import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './ui/tokens.css';
import './ui/global.css';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { meQueryOptions } from './lib/me';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

/**
 * The welcome page comes drawn at build time (prerender.tsx), for React to take over; every other
 * page is drawn here, in place of the loading screen index.html shows meanwhile.
 */
const drawnAtBuild = root.hasAttribute('data-hydrate');

const queryClient = createQueryClient();
// The pages drawn in the browser wait for who is signed in before they ask for their own data:
// ask at once, while their code loads, not once their layout has rendered (two round trips
// earlier). The welcome page drawn at build time is taken over as a guest who is still loading,
// so there it is asked as before, once React holds the page.
if (!drawnAtBuild) void queryClient.prefetchQuery(meQueryOptions());

const router = createRouter(queryClient);

// the service worker (vite.config.ts) installs after the page has loaded, and the code that
// installs it loads then too, so neither competes with the first paint; a new version takes over
// at the next visit
if ('serviceWorker' in navigator) {
  addEventListener('load', () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true })), { once: true });
}

/** Resolves once the router has loaded the code of the page it opens on. */
const routeLoaded = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (drawnAtBuild) {
  // React takes over what is on screen once the page's code is in, as a transition, in slices a
  // phone can answer input between
  void routeLoaded().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // the first render too goes in slices: a phone answers a tap while the page is drawn
  startTransition(() => createRoot(root).render(app));
}
