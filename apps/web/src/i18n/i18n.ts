import type { Locale } from '@app/contracts';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import coreEn from './en.json';
import coreJa from './ja.json';

type Catalog = Record<string, string>;

// Each feature keeps its strings in i18n/features/<feature>.{en,ja}.json, so features never edit one shared
// file; they are merged here with the core catalogs. A key defined twice is a defect (catalogs.test.ts).
const featureEn = import.meta.glob<Catalog>('./features/*.en.json', { eager: true, import: 'default' });
const featureJa = import.meta.glob<Catalog>('./features/*.ja.json', { eager: true, import: 'default' });

/** Every catalog file by locale, core first, for the duplicate-key check. */
export const catalogParts = {
  en: [coreEn as Catalog, ...Object.values(featureEn)],
  ja: [coreJa as Catalog, ...Object.values(featureJa)],
};

const en: Catalog = Object.assign({}, ...catalogParts.en);
const ja: Catalog = Object.assign({}, ...catalogParts.ja);

/** Both catalogs: flat dotted keys, identical key sets (checked by catalogs.test.ts). */
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
