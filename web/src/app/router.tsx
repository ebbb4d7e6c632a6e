import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AppLayout, type RouteHandle } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';

type PageModule = Record<string, ComponentType | boolean | undefined> & { kit?: boolean; beforeIdentity?: boolean };

/** Every page's module, each its own chunk so the first load stays small (keys: `./routes/home.tsx`). */
const pages = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * A lazily loaded page: `file` in routes/, exporting the page as `name`. A page built with the UI kit says so in its
 * module (`export const kit = true`) and the frame loads the kit around it; the others are plain CSS
 * (docs/decisions/021-first-paint-budget.md). A page that shows before the sign-in state is known says so too
 * (`export const beforeIdentity = true`).
 */
const page = (file: string, name: string) => async () => {
  const load = pages[`./routes/${file}`];
  const module = await load?.();
  const Component = module?.[name];
  if (typeof Component !== 'function') throw new Error(`routes/${file} has no page ${name}`);
  const handle: RouteHandle = {
    kit: module?.kit === true,
    beforeIdentity: module?.beforeIdentity === true,
    module: `src/app/routes/${file}`,
  };
  return { Component, handle };
};

/** Every screen is its own chunk so the first load stays small. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page('home.tsx', 'HomeRoute') },
          { path: 'search', lazy: page('search.tsx', 'SearchRoute') },
          { path: 'preferences', lazy: page('preferences.tsx', 'PreferencesRoute') },
          { path: 'product/:id', lazy: page('product.tsx', 'ProductRoute') },
          { path: 'history', lazy: page('history.tsx', 'HistoryRoute') },
          { path: 'compare', lazy: page('compare.tsx', 'CompareRoute') },
          { path: 'lists', lazy: page('lists.tsx', 'ListsRoute') },
          { path: 'lists/:id', lazy: page('list.tsx', 'ListRoute') },
          { path: 'shared/:token', lazy: page('shared-list.tsx', 'SharedListRoute') },
          // Reading a product's facts from its package: the capture, a read product's report, its check.
          { path: 'read', lazy: page('read-label.tsx', 'ReadLabelRoute') },
          { path: 'read/:id', lazy: page('read-label.tsx', 'ReadProductRoute') },
          { path: 'read/:id/edit', lazy: page('read-label.tsx', 'EditReadProductRoute') },
          { path: 'offline', lazy: page('offline.tsx', 'OfflineRoute') },
          { path: 'inbox', lazy: page('inbox.tsx', 'InboxRoute') },
          { path: 'privacy', lazy: page('privacy.tsx', 'PrivacyRoute') },
          { path: 'signin', lazy: page('sign-in.tsx', 'SignInRoute') },
          { path: '*', lazy: page('not-found.tsx', 'NotFoundRoute') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the routes that match `pathname` into the routes themselves, before the router is made: React
 * adopts a page the server drew only if its first render draws the same page, not a spinner while the code loads.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
