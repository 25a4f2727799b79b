import type { Conference, ConferenceCreate } from '@app/contracts';
import { conferences, type Database } from '@app/db';
import { findSeason } from '../seasons/find-season.ts';
import { readConferences } from './list-conferences.ts';
import { requireSeasonTeams } from './require-season-teams.ts';
import { writeConferenceTeams } from './write-conference-teams.ts';

/**
 * `POST /api/conferences`: a named group of the season's teams (docs/standings.md#conferences). 404 for a
 * season of another organisation, 422 on `team_ids` for a team outside the season.
 */
export async function createConference(params: {
  db: Database;
  organizationId: string;
  input: ConferenceCreate;
}): Promise<Conference> {
  const { organizationId, input } = params;
  return params.db.transaction(async (tx) => {
    await findSeason(tx, { organizationId, seasonId: input.season_id });
    await requireSeasonTeams(tx, {
      organizationId,
      seasonId: input.season_id,
      teamIds: input.team_ids,
      field: 'team_ids',
    });
    const [row] = await tx
      .insert(conferences)
      .values({ organizationId, seasonId: input.season_id, name: input.name })
      .returning({ id: conferences.id });
    if (!row) throw new Error('insert returned no conference');
    await writeConferenceTeams(tx, { organizationId, conferenceId: row.id, teamIds: input.team_ids });
    const [created] = await readConferences(tx, { organizationId, ids: [row.id] });
    if (!created) throw new Error('the new conference vanished');
    return created;
  });
}
