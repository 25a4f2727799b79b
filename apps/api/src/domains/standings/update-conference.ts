import type { Conference, ConferenceUpdate } from '@app/contracts';
import { conferences, type Database } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { readConferences } from './list-conferences.ts';
import { requireSeasonTeams } from './require-season-teams.ts';
import { writeConferenceTeams } from './write-conference-teams.ts';

/**
 * `PATCH /api/conferences/{id}`: a new name and/or teams (the list replaces the old one). 404 when missing or
 * another organisation's, 422 on `team_ids` for a team outside the conference's season.
 */
export async function updateConference(params: {
  db: Database;
  organizationId: string;
  conferenceId: string;
  input: ConferenceUpdate;
}): Promise<Conference> {
  const { organizationId, conferenceId, input } = params;
  return params.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: conferences.id, seasonId: conferences.seasonId })
      .from(conferences)
      .where(and(eq(conferences.id, conferenceId), eq(conferences.organizationId, organizationId)))
      .for('update');
    if (!row) throw notFound();
    if (input.name !== undefined) {
      await tx.update(conferences).set({ name: input.name }).where(eq(conferences.id, row.id));
    }
    if (input.team_ids !== undefined) {
      await requireSeasonTeams(tx, {
        organizationId,
        seasonId: row.seasonId,
        teamIds: input.team_ids,
        field: 'team_ids',
      });
      await writeConferenceTeams(tx, { organizationId, conferenceId: row.id, teamIds: input.team_ids });
    }
    const [updated] = await readConferences(tx, { organizationId, ids: [row.id] });
    if (!updated) throw notFound();
    return updated;
  });
}
