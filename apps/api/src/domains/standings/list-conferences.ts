import type { Conference } from '@app/contracts';
import { type ConferenceRow, conferences, conferenceTeams, type Database, type Transaction } from '@app/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { groupBy } from '../../lib/group-by.ts';
import { presentConference } from './present-conference.ts';

/**
 * The organisation's conferences, of one season or by id, by age, each with its teams in table order: two
 * queries however many.
 */
export async function readConferences(
  db: Database | Transaction,
  params: { organizationId: string; seasonId?: string; ids?: readonly string[] },
): Promise<Conference[]> {
  const rows: ConferenceRow[] = await db
    .select()
    .from(conferences)
    .where(
      and(
        eq(conferences.organizationId, params.organizationId),
        params.seasonId === undefined ? undefined : eq(conferences.seasonId, params.seasonId),
        params.ids === undefined ? undefined : inArray(conferences.id, [...params.ids]),
      ),
    )
    .orderBy(asc(conferences.createdAt), asc(conferences.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ conferenceId: conferenceTeams.conferenceId, teamId: conferenceTeams.teamId })
    .from(conferenceTeams)
    .where(
      inArray(
        conferenceTeams.conferenceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(conferenceTeams.position));
  const byConference = groupBy(members, (member) => member.conferenceId);
  return rows.map((row) =>
    presentConference(
      row,
      (byConference.get(row.id) ?? []).map((member) => member.teamId),
    ),
  );
}
