import type { Locale } from '@app/contracts';
import type { i18n } from 'i18next';
import coreEn from './en.json';
import { type Catalog, createI18nInstance } from './i18n-instance.ts';

// Each feature keeps its strings in i18n/features/<feature>.{en,ja}.json, so features never edit one shared
// file; they are merged here with the core catalogs. A key defined twice is a defect (catalogs.test.ts).
// English is bundled (it is the fallback); Japanese loads on demand, so English pages never carry it.
const featureEn = import.meta.glob<Catalog>('./features/*.en.json', { eager: true, import: 'default' });
const featureJa = import.meta.glob<Catalog>('./features/*.ja.json', { import: 'default' });

/** The English catalog files, core first, for the duplicate-key check. */
export const englishParts: Catalog[] = [coreEn as Catalog, ...Object.values(featureEn)];

const en: Catalog = Object.assign({}, ...englishParts);

/** The English catalog: flat dotted keys. */
export const englishCatalog: Catalog = en;

/** The Japanese catalog files, core first; loaded on first use. */
export async function loadJapaneseParts(): Promise<Catalog[]> {
  const [core, ...features] = await Promise.all([
    import('./ja.json').then((m) => m.default as Catalog),
    ...Object.values(featureJa).map((load) => load()),
  ]);
  return [core as Catalog, ...features];
}

/** The Japanese catalog, merged (same keys as English; catalogs.test.ts checks). */
export async function loadJapanese(): Promise<Catalog> {
  return Object.assign({}, ...(await loadJapaneseParts()));
}

/**
 * A ready i18next instance with English, and Japanese when given (main.tsx loads it first for a Japanese
 * browser).
 */
export function createI18n(locale: Locale, japanese?: Catalog): i18n {
  return createI18nInstance(en, locale, japanese);
}

/** Switches the interface language, loading the Japanese catalog the first time it is needed. */
export async function switchLanguage(instance: i18n, locale: Locale): Promise<void> {
  if (locale === 'ja' && !instance.hasResourceBundle('ja', 'translation')) {
    instance.addResourceBundle('ja', 'translation', await loadJapanese());
  }
  if (instance.language !== locale) await instance.changeLanguage(locale);
}
