import type { Locale } from '@app/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ja from './ja.json';

/** Both catalogs: flat dotted keys, identical key sets (checked by i18n.test.ts). */
export const catalogs = { en, ja } as const;

/**
 * A ready i18next instance with both catalogs bundled (they are small, so no lazy loading). Keys are flat
 * strings, so "." and ":" inside them mean nothing; React escapes output, so i18next must not.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { en: { translation: en }, ja: { translation: ja } },
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ja'],
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
