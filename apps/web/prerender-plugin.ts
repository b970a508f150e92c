import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cssModules } from './css-modules';
import type { prerender } from './src/prerender';

const ROOT = '<div id="root"></div>';

/** The welcome page as a first-time guest sees it before any answer from the API (src/prerender.tsx). */
async function renderWelcome(): Promise<string> {
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
    const page = (await server.ssrLoadModule('/src/prerender.tsx')) as { prerender: typeof prerender };
    return await page.prerender('/');
  } finally {
    await server.close();
  }
}

/**
 * Writes welcome.html: index.html with the welcome page already drawn in #root. The server sends
 * it for / and /welcome, so that page paints before any script has loaded; main.tsx hydrates it
 * (React takes over those elements) once the page's code is in (decision 038).
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
        const source = index.source
          .replace(stylesheet[0], () => `<style>${css.source}</style>`)
          .replace(ROOT, `<div id="root">${await renderWelcome()}</div>`)
          // the page is drawn already: its text, styles and fonts come before the code that takes it over
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
        this.emitFile({ type: 'asset', fileName: 'welcome.html', source });
        // the compression plugin (vite.config.ts) has already run by now: its two copies, made here
        this.emitFile({ type: 'asset', fileName: 'welcome.html.br', source: brotliCompressSync(source) });
        this.emitFile({ type: 'asset', fileName: 'welcome.html.gz', source: gzipSync(source, { level: 9 }) });
      },
    },
  };
}
