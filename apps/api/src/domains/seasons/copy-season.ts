import type { LeagueSeasonIds, SeasonCopy } from '@app/contracts';
import type { Database, UserRow } from '@app/db';
import { moveInstantByMonths } from '../../lib/time-zone.ts';
import { readPlan, requireRoomOnPlan, requireSeasonsFit } from '../free-tier/plan-limits.ts';
import { saveCurrentSeason } from '../leagues/save-current-season.ts';
import { findSeason } from './find-season.ts';
import { insertSeasonSnapshots } from './insert-season-snapshot.ts';
import { loadSeasonSnapshot } from './load-season-snapshot.ts';
import { renumberSeasonSnapshot } from './renumber-season-snapshot.ts';

/** A copied row is created now: the database stamps it. */
const restamped = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: undefined });

/**
 * Restamped rows whose positions become their order: the copies share one creation time, so a tie in
 * position that the source broke by age would otherwise be lost.
 */
const inOrder = <T extends { createdAt: Date; position: number }>(rows: readonly T[]) =>
  rows.map((row, position) => ({ ...row, createdAt: undefined, position }));

/**
 * A new season of the source season's league (404 when the source is not the organisation's) in one
 * transaction (docs/seasons.md): the source's snapshot (divisions with their across links, teams, venues,
 * surfaces, venue distances, home venues, time and travel constraints, the scoring system, conferences and
 * point adjustments (docs/standings.md#season-copy); people with their team roles when
 * copyPeople; timeslots with their divisions when copyTimeslots) with every record under a new id, timeslots
 * moved forward by timeslotMove months on the season's wall clock (09:00 local stays 09:00 local across
 * DST), inserted in batches (a few dozen statements for 500 teams, 5,000 people and 3,000 timeslots).
 * Records keep their order. The copy becomes the user's current season.
 */
export async function copySeason(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  input: SeasonCopy;
}): Promise<LeagueSeasonIds> {
  const { input, organizationId } = params;
  return params.db.transaction(async (tx) => {
    const source = await findSeason(tx, { organizationId, seasonId: input.season_id });
    const snapshot = await loadSeasonSnapshot(tx, source.id, {
      people: input.copyPeople,
      distances: true,
      timeslots: input.copyTimeslots,
      standings: true,
    });
    const copy = renumberSeasonSnapshot(snapshot);
    const plan = await readPlan(tx, organizationId);
    await requireRoomOnPlan(tx, plan, { organizationId, resource: 'seasons', scopeId: source.leagueId });
    requireSeasonsFit(plan, [copy]);
    const { timezone } = source;
    const moved = (instant: Date) => moveInstantByMonths(instant, input.timeslotMove, timezone);
    await insertSeasonSnapshots(tx, [
      {
        ...copy,
        season: { id: copy.season.id, organizationId, leagueId: source.leagueId, name: input.name, timezone },
        divisions: inOrder(copy.divisions),
        teams: inOrder(copy.teams),
        venues: inOrder(copy.venues),
        people: copy.people.map(restamped),
        timeConstraints: copy.timeConstraints.map(restamped),
        scoringSystems: copy.scoringSystems.map((row) => ({
          ...row,
          createdAt: undefined,
          updatedAt: undefined,
        })),
        // Listed by age: keeping the source's times keeps their order, which one shared stamp would lose.
        conferences: copy.conferences,
        adjustments: copy.adjustments,
        timeslots: copy.timeslots.map((slot) => ({
          ...slot,
          createdAt: undefined,
          start: moved(slot.start),
          finish: moved(slot.finish),
        })),
      },
    ]);
    await saveCurrentSeason(tx, {
      userId: params.user.id,
      organizationId,
      leagueId: source.leagueId,
      seasonId: copy.season.id,
    });
    return { league: { id: source.leagueId }, season: { id: copy.season.id } };
  });
}
