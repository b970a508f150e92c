import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
// by path: Node loads the config, and a workspace package's .ts export is not bundled into it
import { APP_NAME_DEFAULT } from '../../packages/core/src/limits';
import { BRAND_COLORS } from './src/app/brand-colors';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { cssModules } from './css-modules';
import { iconModules } from './icon-modules';
import { prerenderWelcome } from './prerender-plugin';

// The API server the dev server forwards /api to (the server itself defaults to port 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const appName = process.env.VITE_APP_NAME || APP_NAME_DEFAULT;

/**
 * Install and offline: the manifest, and a Workbox service worker that precaches the app shell
 * and every built asset, so a repeat visit paints with no network. It caches no API answer: what
 * a learner downloads for offline is kept in IndexedDB by the app, on purpose (lib/offline-store.ts).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // registered by main.tsx after the page has loaded, not by an extra script in index.html
  injectRegister: false,
  filename: 'sw.js',
  manifest: {
    name: appName,
    short_name: appName,
    description: `${appName}: learn with quizzes, flashcards and a daily review, online or offline.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS.primary,
    background_color: BRAND_COLORS.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // the install icons are the browser's business, not the page's: not precached
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    // one file: no workbox-*.js beside it to version and serve
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // / opens the welcome page drawn at build time, as the server sends it (prerender-plugin.ts);
    // other client routes open the precached shell; the server's own paths never do
    directoryIndex: 'welcome.html',
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/share\/api\//, /^\/functions\//],
    runtimeCaching: [],
  },
});

export default defineConfig({
  css: { modules: cssModules },
  // zod by way of the module that sets its config first (src/lib/zod.ts); its subpaths unchanged
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }] },
  plugins: [
    react(),
    iconModules(),
    prerenderWelcome(),
    // .br and .gz beside every text asset (index.html too), served as they are by @fastify/static
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })] }),
    pwa,
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        configure(proxy) {
          // better-auth trusts only its own origin; in development the page comes from the Vite
          // port, so present the request as coming from the API origin it is forwarded to.
          proxy.on('proxyReq', (proxyReq) => {
            if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(apiTarget).origin);
          });
        },
      },
      // the public share page's API and the use-case function sit outside /api (docs/routes.md#api)
      '/share/api': { target: apiTarget, changeOrigin: true },
      '/functions': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // one stylesheet, linked by index.html: the welcome page drawn at build time paints with it
    // before any script, and a page opened next needs no style of its own (CSS Modules: no script)
    cssCodeSplit: false,
    // every browser we support knows modulepreload; skip the polyfill's bytes
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // what every page needs, in one file: many small shared chunks compress worse
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|react-hot-toast|clsx)[\\/]/,
            },
            // the rest of what the first page loads before any route's code (main.tsx's own imports),
            // in one file too: split by which routes share it, it went out as 15 requests of 1-3 KB,
            // and a phone on HTTP/1.1 fetches six at a time
            { name: 'shell', priority: 1, tags: ['$initial'] },
            // the icons that pages opened later share, in one file rather than one request per icon
            // (icon-modules.ts); an icon only one page draws stays in that page's file
            { name: 'icons', test: /mdi-icon:/, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
