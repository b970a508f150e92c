import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { PageLoader } from './components/page-loader';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';

/** The page at `path` as a first-time guest sees it before any answer from the API, as HTML. */
export async function prerender(path: string): Promise<string> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // the same tree as main.tsx's, so React in the browser can take this HTML over as it is
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * What every other page shows while its code loads (the router's hydrateFallbackElement), as HTML:
 * a phone paints it with the stylesheet instead of a blank screen, and the first render puts the
 * same element in its place.
 */
export const prerenderLoading = (): string => renderToString(<PageLoader fullScreen />);

/** A page's address pattern and the modules the router loads to show it: its layouts' and its own. */
export interface PageModules {
  path: string;
  modules: string[];
}

/** How a route's `lazy` names its module (Vite's transform of `import('…')` on the server, or as written). */
const LAZY_IMPORT = /(?:__vite_ssr_dynamic_import__|import)\(\s*["']([^"']+)["']/;

/** Every page of the route table with the modules it loads (route-preload.ts, for index.html). */
export function pageModules(routes: RouteObject[] = createRoutes(), parent: PageModules = { path: '', modules: [] }): PageModules[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent.path : `${parent.path}/${route.path}`.replace(/^\/+/, '');
    let modules = parent.modules;
    if (typeof route.lazy === 'function') {
      const module = LAZY_IMPORT.exec(route.lazy.toString())?.[1];
      if (!module) throw new Error(`the route ${path || '/'} loads its page without a plain import()`);
      modules = [...modules, module];
    }
    if (route.children) return pageModules(route.children, { path, modules });
    return route.lazy ? [{ path, modules }] : [];
  });
}
