import { conferenceTeams, type Transaction } from '@app/db';
import { eq } from 'drizzle-orm';

/** Replaces a conference's teams with these, in this order (their table order). */
export async function writeConferenceTeams(
  tx: Transaction,
  params: { organizationId: string; conferenceId: string; teamIds: readonly string[] },
): Promise<void> {
  await tx.delete(conferenceTeams).where(eq(conferenceTeams.conferenceId, params.conferenceId));
  await tx.insert(conferenceTeams).values(
    params.teamIds.map((teamId, position) => ({
      organizationId: params.organizationId,
      conferenceId: params.conferenceId,
      teamId,
      position,
    })),
  );
}
