import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { TOAST_DURATION_MS } from '../lib/notify.ts';
import { theme } from './theme.ts';

/** Everything a screen needs around it: data cache, translations, theme, dialogs and toasts (top-right, 5 s). */
export function AppProviders({
  queryClient,
  i18n,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  /** 'test' turns off Mantine's transitions so component tests see the end state at once. */
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} env={env}>
          <ModalsProvider>
            <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
