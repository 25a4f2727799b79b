import './dom-polyfills.ts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders one component inside the app's providers (theme, translations in English, dialogs, toasts), with no
 * routes: for a feature's components that take their data as props. Features may not import app/ themselves
 * (app/import-rules.test.ts), so their tests come through here, as page tests come through render-app.tsx.
 */
export function renderInProviders(ui: ReactElement) {
  return render(
    <AppProviders queryClient={createQueryClient({ retry: false })} i18n={createI18n('en')} env="test">
      {ui}
    </AppProviders>,
  );
}
