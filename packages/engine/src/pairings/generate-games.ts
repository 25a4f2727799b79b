import { doubleElimination } from '../brackets/double-elimination.ts';
import { singleElimination } from '../brackets/single-elimination.ts';
import { bracketToGames } from '../brackets/to-games.ts';
import type { DivisionId, GameId, TeamId } from '../model/ids.ts';
import type { Game, ScheduleConfig, Team } from '../model/instance.ts';
import { acrossDivisions } from './across-divisions.ts';
import { balancedTotals, balancedTotalsAcross } from './balanced-totals.ts';
import { type FixedMeeting, rebalanceHomeAway, subtractFixed } from './fixed-meetings.ts';
import type { Pairing } from './pairing.ts';
import { practices } from './practices.ts';
import { roundRobin } from './round-robin.ts';

/** Everything one schedule's games depend on. */
export interface GenerateGamesInput {
  schedule: ScheduleConfig;
  /** The instance's teams; only those of the schedule's divisions are used, in this order. */
  teams: readonly Team[];
  /** Distinct week numbers the schedule's date range touches (Reading 2); used by the `week` argument. */
  weeks: number;
  /** Fixed games; those of this schedule count toward its pairings (Reading 12), the rest are ignored. */
  fixedGames: readonly Game[];
}

/**
 * The complete, unscheduled game list of one schedule (timeslot_id null), chosen by mode, style and argument.
 * Ids are `${schedule_id}-g${n}` from 1 in list order, skipping ids that fixed games of the schedule already
 * hold, so they are deterministic and unique across schedules. A game's division is its home team's (bracket
 * games with no home team yet: the schedule's first). With fixed games only what is still needed is generated:
 * for round robins each pair's remaining meetings, with home/away re-balanced over fixed and generated games
 * together; practices per team T minus its fixed practices; bracket games whose id a fixed game reuses are
 * left out (the fixed game is that game).
 */
export function generateGames(input: GenerateGamesInput): Game[] {
  const { schedule } = input;
  const fixed = input.fixedGames.filter((g) => g.schedule_id === schedule.id);
  const [firstDivision, secondDivision] = schedule.division_ids;
  if (firstDivision === undefined) return [];
  const inDivision = (division: DivisionId | undefined): TeamId[] =>
    division === undefined ? [] : input.teams.filter((t) => t.division_id === division).map((t) => t.id);
  const sideA = inDivision(firstDivision);
  const sideB =
    secondDivision !== undefined && secondDivision !== firstDivision ? inDivision(secondDivision) : [];
  const divisionOf = new Map(input.teams.map((t) => [t.id, t.division_id]));
  const teamDivision = (team: TeamId): DivisionId => divisionOf.get(team) ?? firstDivision;
  const takenIds = new Set(fixed.map((g) => g.id));
  const ids = idSequence(schedule.id, takenIds);

  if (schedule.mode === 'practices') {
    const perTeam = schedule.argument === 'week' ? schedule.count * input.weeks : schedule.count;
    return practiceGames([...sideA, ...sideB], perTeam, fixed).map(({ round, team }) => ({
      ...blankGame(schedule, ids(), teamDivision(team)),
      home_id: team,
      is_practice: true,
      round,
    }));
  }

  if (schedule.style === 'single' || schedule.style === 'double') {
    const seeds = schedule.seeding.length > 0 ? schedule.seeding : [...sideA, ...sideB];
    const bracket = schedule.style === 'single' ? singleElimination(seeds) : doubleElimination(seeds);
    const games = bracketToGames(bracket, {
      scheduleId: schedule.id,
      gameId: (index) => `${schedule.id}-g${index + 1}` as GameId,
      divisionOf: teamDivision,
      fallbackDivision: firstDivision,
    });
    return games.filter((g) => !takenIds.has(g.id));
  }

  const meetings: FixedMeeting<TeamId>[] = fixed.flatMap((g) =>
    !g.is_practice && g.home_id !== null && g.visitor_id !== null
      ? [{ home: g.home_id, visitor: g.visitor_id }]
      : [],
  );
  const pairings = roundPairings(schedule, sideA, sideB, input.weeks, meetings);
  return pairings.map(({ round, home, visitor }) => ({
    ...blankGame(schedule, ids(), teamDivision(home)),
    home_id: home,
    visitor_id: visitor,
    round,
  }));
}

/**
 * Round-style pairings less the fixed meetings. For `week` and `season` the partial leg depends on team order,
 * so each rotation of the first division is tried and the first whose meetings absorb every fixed one wins
 * (else the one that absorbs most).
 */
function roundPairings(
  schedule: ScheduleConfig,
  sideA: readonly TeamId[],
  sideB: readonly TeamId[],
  weeks: number,
  meetings: readonly FixedMeeting<TeamId>[],
): Pairing<TeamId>[] {
  const isAcross = sideB.length > 0;
  if (schedule.argument === 'rounds') {
    const all = isAcross ? acrossDivisions(sideA, sideB, schedule.count) : roundRobin(sideA, schedule.count);
    return finish(subtractFixed(all, meetings).remaining, meetings);
  }
  const perTeam = schedule.argument === 'week' ? schedule.count * weeks : schedule.count;
  const build = (order: readonly TeamId[]): Pairing<TeamId>[] =>
    isAcross ? balancedTotalsAcross(order, sideB, perTeam) : balancedTotals(order, perTeam);
  let best = subtractFixed(build(sideA), meetings);
  for (let shift = 1; best.unmatched > 0 && shift < sideA.length; shift += 1) {
    const candidate = subtractFixed(build([...sideA.slice(shift), ...sideA.slice(0, shift)]), meetings);
    if (candidate.unmatched < best.unmatched) best = candidate;
  }
  return finish(best.remaining, meetings);
}

function finish(remaining: Pairing<TeamId>[], meetings: readonly FixedMeeting<TeamId>[]): Pairing<TeamId>[] {
  const balanced = meetings.length > 0 ? rebalanceHomeAway(remaining, meetings) : remaining;
  return [...balanced].sort((x, y) => x.round - y.round);
}

/** Each team's practices after its fixed ones: a team with k fixed practices gets rounds k+1..T. */
function practiceGames(
  teams: readonly TeamId[],
  perTeam: number,
  fixed: readonly Game[],
): { round: number; team: TeamId }[] {
  const fixedCount = new Map<TeamId, number>();
  for (const game of fixed) {
    if (game.is_practice && game.home_id !== null) {
      fixedCount.set(game.home_id, (fixedCount.get(game.home_id) ?? 0) + 1);
    }
  }
  return practices(teams, perTeam).filter((item) => item.round > (fixedCount.get(item.team) ?? 0));
}

/** Ids `${scheduleId}-g1`, `-g2`, ... in call order, never one in `taken`. */
function idSequence(scheduleId: string, taken: ReadonlySet<GameId>): () => GameId {
  let n = 0;
  return () => {
    let id: GameId;
    do {
      n += 1;
      id = `${scheduleId}-g${n}` as GameId;
    } while (taken.has(id));
    return id;
  };
}

function blankGame(schedule: ScheduleConfig, id: GameId, division: DivisionId): Game {
  return {
    id,
    schedule_id: schedule.id,
    division_id: division,
    home_id: null,
    visitor_id: null,
    is_practice: false,
    round: null,
    timeslot_id: null,
    bracket: null,
    home_from: null,
    visitor_from: null,
  };
}
