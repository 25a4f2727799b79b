import type { Locale } from '@app/contracts';
import type { i18n } from 'i18next';
import coreEn from './en.json';
import siteEn from './features/public-site.en.json';
import { type Catalog, createI18nInstance } from './i18n-instance.ts';

/**
 * The public league website's strings: the core catalog (loading, errors) and the public-site feature's,
 * nothing of the admin app's features, so a family's phone downloads only these (docs/public-site.md).
 */
export const publicEnglishCatalog: Catalog = { ...(coreEn as Catalog), ...(siteEn as Catalog) };

/** The Japanese catalog of the public site, loaded on first use. */
export async function loadPublicJapanese(): Promise<Catalog> {
  const [core, site] = await Promise.all([
    import('./ja.json').then((m) => m.default as Catalog),
    import('./features/public-site.ja.json').then((m) => m.default as Catalog),
  ]);
  return { ...core, ...site };
}

/** The public site's i18next instance, in Japanese when its catalog is given. */
export function createPublicI18n(locale: Locale, japanese?: Catalog): i18n {
  return createI18nInstance(publicEnglishCatalog, locale, japanese);
}

/** Switches the public site's language, loading the Japanese catalog the first time. */
export async function switchPublicLanguage(instance: i18n, locale: Locale): Promise<void> {
  if (locale === 'ja' && !instance.hasResourceBundle('ja', 'translation')) {
    instance.addResourceBundle('ja', 'translation', await loadPublicJapanese());
  }
  if (instance.language !== locale) await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}
