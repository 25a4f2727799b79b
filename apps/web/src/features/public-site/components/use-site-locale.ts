import type { Locale } from '@app/contracts';
import { useCallback, useEffect } from 'react';
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
 * The shown language is i18next's own, never a copy kept beside it: a copy missed a switch made while the page
 * was loading its data, and the switch's button then offered the language already shown.
 */
export function useSiteLocale(leagueLanguage: Locale | undefined): [Locale, (locale: Locale) => void] {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'ja' ? 'ja' : 'en';
  useEffect(() => {
    if (!leagueLanguage || chosenLocale() !== null || leagueLanguage === i18n.language) return;
    void switchPublicLanguage(i18n, leagueLanguage);
  }, [leagueLanguage, i18n]);
  const choose = useCallback(
    (next: Locale) => {
      try {
        window.localStorage.setItem(SITE_LOCALE_KEY, next);
      } catch {
        // Private browsing without storage: the switch still works for this visit.
      }
      void switchPublicLanguage(i18n, next);
    },
    [i18n],
  );
  return [locale, choose];
}
