import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server the dev server forwards /api to (the server itself defaults to port 3000).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
      // the public share page's API and the use-case function sit outside /api (spec §7)
      '/share/api': { target: apiTarget, changeOrigin: true },
      '/functions': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // every browser we support knows modulepreload; skip the polyfill's bytes
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // what every page needs, in one file: many small shared chunks compress worse
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming)|react-transition-group|react-hot-toast|goober|clsx|react-is|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
