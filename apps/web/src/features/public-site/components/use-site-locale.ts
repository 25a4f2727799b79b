import type { Locale } from '@app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchPublicLanguage } from '../../../i18n/public-i18n.ts';

/** Where the visitor's own choice of language is kept, so the next visit opens in it. */
export const SITE_LOCALE_KEY = 'public-site-locale';

/** The language the visitor chose with the switch, if any. */
export function chosenLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(SITE_LOCALE_KEY);
    return stored === 'en' || stored === 'ja' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The shown language and the switch's handler, which remembers the choice on this device. Until the visitor
 * chooses, the site opens in the league's language once the site answer gives it (docs/public-site.md#language).
 */
export function useSiteLocale(leagueLanguage: Locale | undefined): [Locale, (locale: Locale) => void] {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState<Locale>(i18n.language === 'ja' ? 'ja' : 'en');
  useEffect(() => {
    if (!leagueLanguage || chosenLocale() !== null || leagueLanguage === i18n.language) return;
    let current = true;
    void switchPublicLanguage(i18n, leagueLanguage).then(() => {
      if (current) setLocale(leagueLanguage);
    });
    return () => {
      current = false;
    };
  }, [leagueLanguage, i18n]);
  const choose = useCallback(
    (next: Locale) => {
      try {
        window.localStorage.setItem(SITE_LOCALE_KEY, next);
      } catch {
        // Private browsing without storage: the switch still works for this visit.
      }
      void switchPublicLanguage(i18n, next).then(() => setLocale(next));
    },
    [i18n],
  );
  return [locale, choose];
}
