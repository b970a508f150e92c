import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { registerSW } from 'virtual:pwa-register';
// Latin subset only: other scripts fall back to the system font instead of adding downloads
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';

const router = createRouter();

// the service worker (vite.config.ts) installs after the page has loaded, so it never competes
// with the first paint; a new version takes over at the next visit
if ('serviceWorker' in navigator) registerSW();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
