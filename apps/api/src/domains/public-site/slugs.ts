import { PUBLIC_SLUG_MAX } from '@app/contracts';

/**
 * A slug made from a name for a site or league that has none yet: accents dropped, letters a–z and digits
 * kept, lower-cased (the rule of `slugField`, docs/public-site.md#slugs). A name with no such character
 * (a league named in Japanese, say) gives `fallback`.
 */
export function slugFromName(name: string, fallback: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, PUBLIC_SLUG_MAX - 4);
  return base === '' ? fallback : base;
}

/** The first of `base`, `base2`, `base3`, … that `taken` does not hold. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
