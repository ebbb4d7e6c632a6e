import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider, makeQueryClient } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import type { AuthBackend } from '../lib/firebase.ts';
import { fakeAuthBackend } from './fake-auth.ts';

/** Render the whole app at `path` with a fake identity provider. */
export function renderApp(path: string, options: { auth?: AuthBackend; state?: unknown } = {}) {
  const auth = options.auth ?? fakeAuthBackend();
  const [pathname = path, search = ''] = path.split(/(?=\?)/);
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, state: options.state }] });
  const queryClient = makeQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const utils = render(
    <AppProvider authBackend={auth} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, auth, queryClient };
}
