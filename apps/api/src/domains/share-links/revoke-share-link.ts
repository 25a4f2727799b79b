import { type Database, shareLinks } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** Deletes the link: its page, embed and calendar answer 404 at once. 404 for another organisation's. */
export async function revokeShareLink(db: Database, params: { organizationId: string; id: string }) {
  const deleted = await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, params.id), eq(shareLinks.organizationId, params.organizationId)))
    .returning({ id: shareLinks.id });
  if (deleted.length === 0) throw notFound();
}
