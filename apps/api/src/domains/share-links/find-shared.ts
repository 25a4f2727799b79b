import { type Database, type ShareLinkRow, shareLinks } from '@app/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/**
 * The live link of a token, read afresh on every request so that a rotation or revocation takes effect at
 * once; 404 for anything else (a revoked or rotated token, a schedule id of the old `/embed/{id}` address).
 */
export async function findShared(db: Database, token: string): Promise<ShareLinkRow> {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.token, token));
  if (!link) throw notFound();
  return link;
}
