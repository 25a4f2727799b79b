import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPublicJapanese, publicEnglishCatalog } from './public-i18n.ts';

const featureDir = join(import.meta.dirname, '..', 'features', 'public-site');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [readFileSync(path, 'utf8')]
      : [];
  });
}

/**
 * The public site's bundle carries only its own catalogs (docs/public-site.md#the-bundle): a key of another
 * feature's catalog would show as its raw name on a family's phone.
 */
describe('the public site’s catalogs', () => {
  it('hold every key the public-site feature passes to t(), in both languages', async () => {
    const used = sources(featureDir).flatMap((text) => [
      ...[...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(/'(publicSite\.[a-zA-Z.]+)'/g)].map((m) => m[1] ?? ''),
    ]);
    expect(used.length).toBeGreaterThan(50);
    const japanese = await loadPublicJapanese();
    const has = (catalog: Record<string, string>, key: string) => key in catalog || `${key}_other` in catalog;
    expect(used.filter((key) => !has(publicEnglishCatalog, key))).toEqual([]);
    expect(used.filter((key) => !has(japanese, key))).toEqual([]);
  });
});
