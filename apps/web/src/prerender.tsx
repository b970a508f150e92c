import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
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
