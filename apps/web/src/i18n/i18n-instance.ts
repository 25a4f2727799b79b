import type { Locale } from '@app/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** A catalog: flat dotted keys to texts. */
export type Catalog = Record<string, string>;

/**
 * An i18next instance over the given English catalog, and Japanese when given; the admin app (i18n.ts) and the
 * public site (public-i18n.ts) each pass their own catalogs. Keys are flat strings, so "." and ":" inside
 * them mean nothing; React escapes output, so i18next must not.
 */
export function createI18nInstance(english: Catalog, locale: Locale, japanese?: Catalog): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { en: { translation: english }, ...(japanese ? { ja: { translation: japanese } } : {}) },
    lng: locale === 'ja' && !japanese ? 'en' : locale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ja'],
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
