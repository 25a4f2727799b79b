import type { ShareLinkCreate } from '@app/contracts';
import { type Database, shareLinks } from '@app/db';
import { requirePaidForSharing } from '../free-tier/plan-limits.ts';
import { findShareTarget } from './find-share-target.ts';
import { listShareLinks, type ShareLinkWithName } from './list-share-links.ts';
import { newShareToken } from './share-token.ts';

/**
 * The share link of a schedule, team or season's standings, made when it has none: asking again (or twice at
 * once) answers the same link, since a thing has one link at a time (a unique index per kind). `created`
 * says whether this call made it. A free organisation is refused (402): share links and their embed code are
 * paid (docs/free-tier-limits.md#share-links-and-embed-code).
 */
export async function createShareLink(
  db: Database,
  params: { organizationId: string; input: ShareLinkCreate },
): Promise<{ link: ShareLinkWithName; created: boolean }> {
  const { organizationId, input } = params;
  const target = await findShareTarget(db, { organizationId, kind: input.kind, targetId: input.target_id });
  await requirePaidForSharing(db, organizationId);
  const inserted = await db
    .insert(shareLinks)
    .values({
      organizationId,
      kind: input.kind,
      scheduleId: target.scheduleId,
      teamId: target.teamId,
      seasonId: target.seasonId,
      token: newShareToken(),
    })
    .onConflictDoNothing()
    .returning({ id: shareLinks.id });
  const [link] = await listShareLinks(db, { organizationId, kind: input.kind, targetId: input.target_id });
  if (!link) throw new Error('share link was not stored');
  return { link, created: inserted.length > 0 };
}
