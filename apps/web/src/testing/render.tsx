import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/**
 * Renders routes as the app does (its query client, theme and toasts, a data router) at `path`.
 * Returns Testing Library's queries, a user to act with, and the router to read where it went.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // no pause between the steps of an action: the tests wait on what they assert, not on the clock
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router };
}

/** One component as the page at `path`, with a stand-in page at each of `elsewhere` to land on. */
export const renderPage = (element: ReactNode, { path = '/', elsewhere = [] }: { path?: string; elsewhere?: string[] } = {}) =>
  renderRoutes([{ path, element }, ...elsewhere.map((p) => ({ path: p, element: <p>Page {p}</p> }))], path);
