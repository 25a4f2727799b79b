import './dom-polyfills.ts';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { resetCsrfToken } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';

// Pages load their code lazily, and on a busy two-core machine (CI with other suites running) a first render
// takes longer than Testing Library's default 1 s wait. A wait still fails when what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  notifications.clean();
  resetCsrfToken();
  vi.unstubAllGlobals();
});

/**
 * Renders the whole app (real routes, guards and providers) at `path` in English, with no retries so a
 * failed request shows at once. Returns the router, whose `state.location` tells where the app went.
 * `strict` renders under React's StrictMode, as main.tsx does in development (effects run twice).
 */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders queryClient={createQueryClient({ retry: false })} i18n={createI18n('en')} env="test">
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, ...view };
}

/** The current path with its query, as the address bar would show it. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}
