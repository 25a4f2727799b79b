import { randomInt } from 'node:crypto';
import {
  type Database,
  organizations,
  type PublicWebpageRow,
  publicWebpages,
  type Transaction,
} from '@app/db';
import { eq, like } from 'drizzle-orm';
import { freeSlug, slugFromName } from './slugs.ts';

/**
 * The organisation's public site settings, written with the defaults on the first read (docs/public-site.md):
 * the slug comes from the organisation's name, made unique across organisations. Two first reads at once
 * answer the same row (the insert does nothing when the organisation's row exists); a slug taken between the
 * look-up and the insert is retried with a random suffix.
 */
export async function ensurePublicWebpage(
  db: Database | Transaction,
  organizationId: string,
): Promise<PublicWebpageRow> {
  const existing = await findWebpage(db, organizationId);
  if (existing) return existing;
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const base = slugFromName(organization?.name ?? '', 'league');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const taken = await db
      .select({ slug: publicWebpages.slug })
      .from(publicWebpages)
      .where(like(publicWebpages.slug, `${base}%`));
    const slug =
      attempt === 0
        ? freeSlug(base, new Set(taken.map((r) => r.slug)))
        : `${base}${randomInt(10_000, 99_999)}`;
    const [inserted] = await db
      .insert(publicWebpages)
      .values({ organizationId, slug })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const raced = await findWebpage(db, organizationId);
    if (raced) return raced;
  }
  throw new Error(`no free public site slug for organisation ${organizationId}`);
}

async function findWebpage(db: Database | Transaction, organizationId: string) {
  const [row] = await db
    .select()
    .from(publicWebpages)
    .where(eq(publicWebpages.organizationId, organizationId));
  return row;
}
