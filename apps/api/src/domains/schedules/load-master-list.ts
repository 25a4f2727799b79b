import { type Database, games, schedules, seasons } from '@app/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { preparedStatement } from '../../lib/prepared-statement.ts';
import {
  type ListedTimeslot,
  listedGameFields,
  type StoredListedGame,
  selectUsedTimeslots,
  teamRefsJson,
} from './load-schedule-detail.ts';

export interface MasterListRows {
  seasonId: string;
  /** The season's schedules, as JSON text (MasterListSchema's `schedules`). */
  schedules: string;
  /** The season's teams, as JSON text (MasterListSchema's `teams`). */
  teams: string;
  games: StoredListedGame[];
  timeslots: ListedTimeslot[];
}

const ofSeasonSchedules = and(
  eq(schedules.seasonId, sql.placeholder('seasonId')),
  eq(schedules.organizationId, sql.placeholder('organizationId')),
);

/*
 * Three named prepared statements run side by side, each scoped to the caller's organisation (another
 * organisation's season reads nothing and answers 404): the season with its schedules and teams (short lists,
 * as JSON), every game of its schedules, and the slots they use. Only what the list shows is read (the unused
 * slots, people and constraints are not; docs/schedules.md). Games and slots come as rows under the answer's
 * keys and are written out in Node (PostgreSQL's json_build_object cost several times the plain read on
 * thousands of games).
 */
const readHead = preparedStatement((db: Database) =>
  db
    .select({
      id: seasons.id,
      schedules: sql<string>`(select coalesce(json_agg(json_build_object(
        'id', s.id, 'name', s.name, 'kind', case when s.kind in ('single', 'double') then s.kind else 'round' end,
        'is_tournament', s.kind <> 'round', 'is_practice', s.is_practice, 'division_id', s.division_id,
        'schedule_start', s.config->>'schedule_start', 'schedule_end', s.config->>'schedule_end')
        order by s.created_at, s.id), '[]')::text
        from schedules s where s.season_id = seasons.id)`,
      teams: teamRefsJson(sql`t.season_id = seasons.id`, sql`t.position, t.created_at, t.id`),
    })
    .from(seasons)
    .where(
      and(
        eq(seasons.id, sql.placeholder('seasonId')),
        eq(seasons.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('load_master_list_head'),
);

const readGames = preparedStatement((db: Database) =>
  db
    .select(listedGameFields)
    .from(games)
    .innerJoin(schedules, eq(schedules.id, games.scheduleId))
    .where(ofSeasonSchedules)
    .orderBy(asc(schedules.createdAt), asc(schedules.id), asc(games.position), asc(games.id))
    .prepare('load_master_list_games'),
);

const readSlots = preparedStatement((db: Database) =>
  selectUsedTimeslots(
    db,
    inArray(games.scheduleId, db.select({ id: schedules.id }).from(schedules).where(ofSeasonSchedules)),
  ).prepare('load_master_list_slots'),
);

/** The season's master list rows; 404 when the season is missing or another organisation's. */
export async function loadMasterList(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<MasterListRows> {
  const [[head], gameRows, slotRows] = await Promise.all([
    readHead(db).execute(params),
    readGames(db).execute(params),
    readSlots(db).execute(params),
  ]);
  if (!head) throw notFound();
  return {
    seasonId: head.id,
    schedules: head.schedules,
    teams: head.teams,
    games: gameRows,
    timeslots: slotRows,
  };
}
