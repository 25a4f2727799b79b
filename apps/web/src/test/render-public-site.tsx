import './dom-polyfills.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { publicRoutes } from '../app/public-routes.tsx';
import { theme } from '../app/theme.ts';
import { createPublicI18n } from '../i18n/public-i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * Renders the public league website (its own routes, catalogs and providers, as public-main.tsx mounts them)
 * at `path` in English, with no retries. Returns the router, whose `state.location` tells where it went.
 */
export function renderPublicSite(path: string) {
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <I18nextProvider i18n={createPublicI18n('en')}>
        <MantineProvider theme={theme} env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}
