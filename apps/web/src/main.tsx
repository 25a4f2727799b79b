import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { preloadPageAt, routes } from './app/routes.tsx';
import { createI18n, loadJapanese } from './i18n/i18n.ts';
import { browserLocale } from './lib/browser-locale.ts';
import { preloadWith } from './lib/preload.ts';
import { createQueryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
preloadWith(queryClient);
preloadPageAt(window.location.pathname);
const router = createBrowserRouter(routes);

const locale = browserLocale();
// A Japanese browser waits for its catalog (one small request) so the first paint is already in Japanese.
const japanese = locale === 'ja' ? loadJapanese() : Promise.resolve(undefined);

void japanese.then((catalog) =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={createI18n(locale, catalog)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
