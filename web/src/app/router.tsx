import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { AppLayout, type RouteHandle } from './layout/app-layout.tsx';
import { RouteError } from './route-error.tsx';

/**
 * A lazily loaded page. A page built with the UI kit says so in its module (`export const kit = true`) and the frame
 * loads the kit around it; the others are plain CSS (docs/decisions/021-first-paint-budget.md). A page that shows
 * before the sign-in state is known says so too (`export const beforeIdentity = true`).
 */
const page =
  <K extends string>(
    load: () => Promise<Record<K, ComponentType> & { kit?: boolean; beforeIdentity?: boolean }>,
    name: K,
  ) =>
  async () => {
    const module = await load();
    const handle: RouteHandle = { kit: module.kit === true, beforeIdentity: module.beforeIdentity === true };
    return { Component: module[name], handle };
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
          { index: true, lazy: page(() => import('./routes/home.tsx'), 'HomeRoute') },
          { path: 'search', lazy: page(() => import('./routes/search.tsx'), 'SearchRoute') },
          { path: 'preferences', lazy: page(() => import('./routes/preferences.tsx'), 'PreferencesRoute') },
          { path: 'product/:id', lazy: page(() => import('./routes/product.tsx'), 'ProductRoute') },
          { path: 'history', lazy: page(() => import('./routes/history.tsx'), 'HistoryRoute') },
          { path: 'compare', lazy: page(() => import('./routes/compare.tsx'), 'CompareRoute') },
          { path: 'lists', lazy: page(() => import('./routes/lists.tsx'), 'ListsRoute') },
          { path: 'lists/:id', lazy: page(() => import('./routes/list.tsx'), 'ListRoute') },
          { path: 'shared/:token', lazy: page(() => import('./routes/shared-list.tsx'), 'SharedListRoute') },
          // Reading a product's facts from its package (issue 32): the capture, a read product's report, its check.
          { path: 'read', lazy: page(() => import('./routes/read-label.tsx'), 'ReadLabelRoute') },
          { path: 'read/:id', lazy: page(() => import('./routes/read-label.tsx'), 'ReadProductRoute') },
          { path: 'read/:id/edit', lazy: page(() => import('./routes/read-label.tsx'), 'EditReadProductRoute') },
          { path: 'offline', lazy: page(() => import('./routes/offline.tsx'), 'OfflineRoute') },
          { path: 'privacy', lazy: page(() => import('./routes/privacy.tsx'), 'PrivacyRoute') },
          { path: 'signin', lazy: page(() => import('./routes/sign-in.tsx'), 'SignInRoute') },
          { path: '*', lazy: page(() => import('./routes/not-found.tsx'), 'NotFoundRoute') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
