import { type Database, shareLinks } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { requirePaidForSharing } from '../free-tier/plan-limits.ts';
import { listShareLinks, type ShareLinkWithName } from './list-share-links.ts';
import { newShareToken } from './share-token.ts';

/**
 * A new token for the link: the old one answers 404 from the next request (nothing is cached on the server,
 * and browsers may keep an answer 15 s at most). 404 for another organisation's link; 402 for a free
 * organisation (a new token is a new link: docs/free-tier-limits.md#share-links-and-embed-code).
 */
export async function rotateShareLink(
  db: Database,
  params: { organizationId: string; id: string },
): Promise<ShareLinkWithName> {
  const [existing] = await listShareLinks(db, params);
  if (!existing) throw notFound();
  await requirePaidForSharing(db, params.organizationId);
  const updated = await db
    .update(shareLinks)
    .set({ token: newShareToken(), rotatedAt: new Date() })
    .where(and(eq(shareLinks.id, params.id), eq(shareLinks.organizationId, params.organizationId)))
    .returning({ id: shareLinks.id });
  if (updated.length === 0) throw notFound();
  const [link] = await listShareLinks(db, params);
  if (!link) throw notFound();
  return link;
}
