import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishCatalog, englishParts, loadJapaneseParts } from './i18n.ts';

const japaneseParts = await loadJapaneseParts();
const en = englishCatalog;
const ja: Record<string, string> = Object.assign({}, ...japaneseParts);
const catalogParts = { en: englishParts, ja: japaneseParts };

const srcDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(srcDir).map((path) => ({
  path: relative(srcDir, path),
  text: readFileSync(path, 'utf8'),
}));
const enKeys = Object.keys(en).sort();
const jaKeys = Object.keys(ja).sort();
const namespaces = new Set(enKeys.map((key) => key.split('.')[0]));

/** i18next's plural keys: `key_one`, `key_other`, … (the categories of the language's plural rules). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const pluralBases = (keys: readonly string[]) => new Set(keys.filter((k) => PLURAL.test(k)).map(baseOf));
/** Whether a key the source names is in a catalog, directly or as a plural (`t(key, { count })`). */
const hasKey = (catalog: Record<string, string>, key: string) => key in catalog || `${key}_other` in catalog;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation catalogs', () => {
  it('define every key in one file only', () => {
    for (const parts of [catalogParts.en, catalogParts.ja]) {
      const seen = new Set<string>();
      const duplicates = parts
        .flatMap((part) => Object.keys(part))
        .filter((key) => seen.has(key) || !seen.add(key));
      expect(duplicates).toEqual([]);
    }
  });

  it('have the same keys in English and Japanese, plural forms aside', () => {
    const enBases = new Set(enKeys.map(baseOf));
    const jaBases = new Set(jaKeys.map(baseOf));
    expect([...jaBases].filter((key) => !enBases.has(key))).toEqual([]);
    expect([...enBases].filter((key) => !jaBases.has(key))).toEqual([]);
  });

  it("give a plural key exactly its language's plural forms: one and other in English, other in Japanese", () => {
    for (const [language, keys] of [
      ['en', enKeys],
      ['ja', jaKeys],
    ] as const) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const wrong = [...pluralBases(keys)].filter(
        (base) =>
          keys.includes(base) ||
          keys.filter((k) => baseOf(k) === base).length !== categories.length ||
          categories.some((category) => !keys.includes(`${base}_${category}`)),
      );
      expect({ language, wrong }).toEqual({ language, wrong: [] });
    }
    expect([...pluralBases(jaKeys)].every((base) => pluralBases(enKeys).has(base))).toBe(true);
  });

  it('have no empty strings', () => {
    const empty = [...Object.entries(en), ...Object.entries(ja)].filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const jaEntries: Record<string, string> = ja;
    const japaneseOf = (key: string) => jaEntries[key] ?? jaEntries[`${baseOf(key)}_other`] ?? '';
    const mismatched = Object.entries(en).filter(
      ([key, value]) => placeholders(value).join() !== placeholders(japaneseOf(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('are actually translated into Japanese, apart from the product name', () => {
    const untranslated = Object.entries(ja).filter(
      ([key, value]) => key !== 'app.name' && !/[\u3040-\u30ff\u4e00-\u9fff]/.test(value),
    );
    expect(untranslated).toEqual([]);
  });

  it('contain every key the source passes to t()', () => {
    const used = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]/g)].map((m) => ({ path, key: m[1] ?? '' })),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter(({ key }) => !hasKey(en, key))).toEqual([]);
  });

  it('contain every catalog-looking key literal held in maps, such as validation messages', () => {
    const literals = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/'([a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+)'/g)]
        .map((m) => m[1] ?? '')
        .filter((key) => namespaces.has(key.split('.')[0]))
        .map((key) => ({ path, key })),
    );
    expect(literals.filter(({ key }) => !hasKey(en, key))).toEqual([]);
  });

  it('never build keys at run time, which the checks above could not see', () => {
    const dynamic = sources.filter(({ text }) => /\bt\(\s*`[^`]*\$\{/.test(text)).map(({ path }) => path);
    expect(dynamic).toEqual([]);
  });
});
