import '@mantine/core/styles.css';
import type { Locale } from '@app/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { publicRoutes } from './app/public-routes.tsx';
import { theme } from './app/theme.ts';
import { chosenLocale } from './features/public-site/components/use-site-locale.ts';
import { createPublicI18n, loadPublicJapanese } from './i18n/public-i18n.ts';
import { browserLocale } from './lib/browser-locale.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The public league website's entry (public.html; docs/public-site.md): its routes, the theme, data cache and
 * its own small catalogs, none of the admin app's code. It opens in the language the visitor last chose on
 * the site, else the browser's.
 */
const container = document.getElementById('root');
if (!container) throw new Error('public.html has no #root element');

const locale: Locale = chosenLocale() ?? browserLocale();
const queryClient = createQueryClient();
const router = createBrowserRouter(publicRoutes);
document.documentElement.lang = locale;
const japanese = locale === 'ja' ? loadPublicJapanese() : Promise.resolve(undefined);

void japanese.then((catalog) =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createPublicI18n(locale, catalog)}>
          <MantineProvider theme={theme}>
            <RouterProvider router={router} />
          </MantineProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
