import type { WebpageByDomain } from '@app/contracts';
import { type Database, leagues, publicLeaguePages, publicWebpages } from '@app/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * The slug a `/public/{domain}` address names (docs/public-site.md#domains): the slug itself, or the first
 * label of a host name or URL (`myclub.example.org`, `https://myclub.example.org/teams`), lower-cased.
 */
export function slugOfDomain(url: string): string {
  const value = url.trim().toLowerCase();
  let host = value;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(value)) {
    try {
      host = new URL(value).hostname;
    } catch {
      return '';
    }
  }
  return host.split(/[./:]/)[0] ?? '';
}

/**
 * `GET /api/webpage_by_domain?url=`: the organisation's site and the league page a visitor is sent to: the
 * first (oldest) published, displayed league with a season. 404 when no site answers to the address or it
 * has no such league, so an address says nothing about an organisation that publishes nothing.
 */
export async function findWebpageByDomain(db: Database, url: string): Promise<WebpageByDomain> {
  const slug = slugOfDomain(url);
  if (!/^[a-z0-9]+$/.test(slug)) throw notFound();
  const [row] = await db
    .select({ id: publicWebpages.id, slug: publicWebpages.slug, leagueSlug: publicLeaguePages.slug })
    .from(publicWebpages)
    .innerJoin(publicLeaguePages, eq(publicLeaguePages.organizationId, publicWebpages.organizationId))
    .innerJoin(leagues, eq(leagues.id, publicLeaguePages.leagueId))
    .where(
      and(
        eq(publicWebpages.slug, slug),
        eq(publicLeaguePages.published, true),
        eq(publicLeaguePages.display, true),
        isNotNull(publicLeaguePages.seasonId),
      ),
    )
    .orderBy(asc(leagues.createdAt), asc(leagues.id))
    .limit(1);
  if (!row) throw notFound();
  return { id: row.id, slug: row.slug, redirectUrl: { slug: row.leagueSlug } };
}
