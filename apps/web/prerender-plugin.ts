import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cssModules } from './css-modules';
import { routePreloadScript } from './route-preload';
import type { PageModules, pageModules, prerender, prerenderLoading } from './src/prerender';

const ROOT = '<div id="root"></div>';

/**
 * The welcome page as a first-time guest sees it before any answer from the API, the loading
 * screen of every other page, and the modules each page loads (src/prerender.tsx).
 */
async function renderPages(): Promise<{ welcome: string; loading: string; pages: PageModules[] }> {
  const server = await createServer({
    root: import.meta.dirname,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    css: { modules: cssModules },
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const page = (await server.ssrLoadModule('/src/prerender.tsx')) as {
      prerender: typeof prerender;
      prerenderLoading: typeof prerenderLoading;
      pageModules: typeof pageModules;
    };
    return { welcome: await page.prerender('/'), loading: page.prerenderLoading(), pages: page.pageModules() };
  } finally {
    await server.close();
  }
}

/** A page's brotli and gzip copies, as the compression plugin (vite.config.ts) makes them. */
const compressed = (source: string) => ({ br: brotliCompressSync(source), gz: gzipSync(source, { level: 9 }) });

/**
 * Writes welcome.html: index.html with the welcome page already drawn in #root. The server sends
 * it for / and /welcome, so that page paints before any script has loaded; main.tsx hydrates it
 * (React takes over those elements) once the page's code is in (decision 038). #root is marked
 * `data-hydrate` there. index.html itself gets the loading screen in #root, which React replaces.
 * Both ask for the code of the page at their address at once (route-preload.ts).
 */
export function prerenderWelcome(): Plugin {
  return {
    name: 'curio:prerender-welcome',
    apply: (config) => !config.build?.ssr,
    generateBundle: {
      // after Vite has put index.html, with its hashed script names, into the bundle
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string' || !index.source.includes(ROOT)) {
          return this.error(`index.html must contain ${ROOT}`);
        }
        // the stylesheet inside the page: a first visit paints without waiting for one more request
        const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/.exec(index.source);
        const css = stylesheet && bundle[stylesheet[1]!];
        if (!stylesheet || css?.type !== 'asset' || typeof css.source !== 'string') return this.error('index.html must link the one stylesheet');
        const { welcome, loading, pages } = await renderPages();
        // the page's own code asked for beside the app's (route-preload.ts), before the app's module script
        const preload = routePreloadScript(bundle, pages, import.meta.dirname);
        const preloadFile = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source: preload }));
        for (const [ext, copy] of Object.entries(compressed(preload))) this.emitFile({ type: 'asset', fileName: `${preloadFile}.${ext}`, source: copy });
        index.source = index.source.replace('<script type="module"', () => `<script async src="/${preloadFile}"></script>\n    <script type="module"`);
        const source = index.source
          .replace(stylesheet[0], () => `<style>${css.source}</style>`)
          .replace(ROOT, () => `<div id="root" data-hydrate>${welcome}</div>`)
          // the page is drawn already: its text, styles and fonts come before the code that takes it over
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
        this.emitFile({ type: 'asset', fileName: 'welcome.html', source });
        for (const [ext, copy] of Object.entries(compressed(source))) this.emitFile({ type: 'asset', fileName: `welcome.html.${ext}`, source: copy });
        // index.html's copies were made before this hook ran: they are made again with the loading screen
        index.source = index.source.replace(ROOT, () => `<div id="root">${loading}</div>`);
        for (const [ext, copy] of Object.entries(compressed(index.source))) {
          const file = bundle[`index.html.${ext}`];
          if (file?.type !== 'asset') return this.error(`the compression plugin must write index.html.${ext}`);
          file.source = copy;
        }
      },
    },
  };
}
