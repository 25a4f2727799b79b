import { type Database, seasons } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import { gameJson, teamsJson, usedTimeslotsJson } from './game-list-json.ts';

const ofSeasonSchedules = sql`g.schedule_id in (select s.id from schedules s where s.season_id = seasons.id)`;

/*
 * The season found in the caller's organisation and its whole list as JSON text, in one named prepared
 * statement: every game with its schedules, the season's teams and the slots the games use, and only that
 * (its unused slots, people and constraints are not read; docs/schedules.md).
 */
const readMasterList = preparedStatement((db: Database) =>
  db
    .select({
      id: seasons.id,
      schedules: sql<string>`(select coalesce(json_agg(json_build_object(
        'id', s.id, 'name', s.name, 'kind', case when s.kind in ('single', 'double') then s.kind else 'round' end,
        'is_tournament', s.kind <> 'round') order by s.created_at, s.id), '[]')::text
        from schedules s where s.season_id = seasons.id)`,
      games: sql<string>`(select coalesce(json_agg(${gameJson} order by s.created_at, s.id, g.position, g.id), '[]')::text
        from games g join schedules s on s.id = g.schedule_id where s.season_id = seasons.id)`,
      teams: teamsJson(sql`t.season_id = seasons.id`, sql`t.position, t.created_at, t.id`),
      timeslots: usedTimeslotsJson(ofSeasonSchedules),
    })
    .from(seasons)
    .where(
      and(
        eq(seasons.id, sql.placeholder('seasonId')),
        eq(seasons.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('load_master_list'),
);

/**
 * The season's master list (MasterListSchema of contracts) as the JSON text the route answers; 404 when the
 * season is missing or another organisation's.
 */
export async function loadMasterList(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<string> {
  const [row] = await readMasterList(db).execute(params);
  if (!row) throw notFound();
  return `{"season_id":${JSON.stringify(row.id)},"games":${row.games},"teams":${row.teams},"timeslots":${row.timeslots},"schedules":${row.schedules}}`;
}
