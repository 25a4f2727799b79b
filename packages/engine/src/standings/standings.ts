import {
  DEFAULT_SCORING_SYSTEM,
  type ForfeitScore,
  type ScoringSystem,
  TIEBREAKER_DIRECTION,
  TIEBREAKERS,
  type Tiebreaker,
} from './scoring-system.ts';

/** A game with its result as entered; a score is null until entered. */
export interface ScoredGame {
  home_id: string | null;
  visitor_id: string | null;
  home_score: number | null;
  visitor_score: number | null;
  /** Decided in overtime: the winner gets overtime_win_points, the loser overtime_loss_points. */
  overtime: boolean;
  is_practice: boolean;
  /**
   * The side that forfeited: the other side is credited a regulation win, this side a loss, whatever the
   * score. The score columns take the entered score when both are entered, else the scoring system's
   * forfeit_score.
   */
  forfeit?: 'home' | 'visitor' | null;
  /** A game of an elimination bracket: never counted. */
  is_bracket?: boolean;
  /** An exhibition (fixed) game: counted only when counts_in_standings is true. */
  is_exhibition?: boolean;
  counts_in_standings?: boolean;
}

/** A team to rank; division_id picks its division name and its table in standingsByDivision. */
export interface StandingsTeam {
  id: string;
  name: string;
  division_id: string;
}

/** Points added to (or, when negative, taken from) a team's total before ranking. */
export interface PointsAdjustment {
  team_id: string;
  points: number;
  reason: string;
}

/** Teams, divisions and scored games to rank, with an optional scoring system and point adjustments. */
export interface StandingsInput {
  /** The teams to rank (a league, a division or a conference); each gets a row even without games. */
  teams: readonly StandingsTeam[];
  divisions: readonly { id: string; name: string }[];
  /** Games against teams outside `teams` still count for the listed side. */
  games: readonly ScoredGame[];
  scoring?: ScoringSystem;
  /** Adjustments of teams outside `teams` are ignored; several for one team add up. */
  adjustments?: readonly PointsAdjustment[];
}

/**
 * One team's line of the standings table (docs/standings.md#ranking). win and loss are regulation results
 * (a forfeit counts as one); overtime results are counted apart.
 * games_played = win + loss + tie + overtime_win + overtime_loss.
 * win_pct = (win + overtime_win + tie / 2) / games_played rounded to 3 decimals, 0 with no games.
 * points = the points of the results plus `adjustment`.
 * games_behind = ((leader's wins − wins) + (losses − leader's losses)) / 2, a tie counting as half a win and
 * half a loss, the leader being the first row (so 0 for it, and negative for a team with a better record
 * ranked below it by points).
 * rank starts at 1; teams tied after every tiebreaker share a rank (1, 1, 3). tiebreak names the rule that
 * separated the row from the row above: null for the first row and for a row tied with the one above.
 */
export interface StandingRow {
  team_id: string;
  name: string;
  division_id: string;
  division_name: string;
  games_played: number;
  win: number;
  loss: number;
  tie: number;
  win_pct: number;
  overtime_win: number;
  overtime_loss: number;
  /** Wins not in overtime (forfeit wins included). */
  regulation_wins: number;
  home: number;
  away: number;
  score_for: number;
  score_against: number;
  score_difference: number;
  /** The sum of the team's point adjustments (0 without any). */
  adjustment: number;
  points: number;
  games_behind: number;
  rank: number;
  tiebreak: Tiebreaker | null;
}

/** A game that counts, with the score its columns use. */
interface CountedGame {
  home_id: string;
  visitor_id: string;
  home_score: number;
  visitor_score: number;
  overtime: boolean;
  forfeit: 'home' | 'visitor' | null;
}

type Outcome = 'win' | 'loss' | 'tie' | 'overtime_win' | 'overtime_loss';
type Side = 'home' | 'visitor';

type Tally = Omit<
  StandingRow,
  | 'win_pct'
  | 'points'
  | 'rank'
  | 'games_played'
  | 'regulation_wins'
  | 'score_difference'
  | 'games_behind'
  | 'tiebreak'
>;

/** A row being ranked, with the exact win ratio (ranking never compares the rounded win_pct). */
interface Entry {
  row: StandingRow;
  ratio: number;
}

const isScore = (value: number | null): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The game as the table counts it, or null when it does not count: practices, bracket games, exhibition
 * games not marked to count, games without both teams, and games without both scores unless forfeited.
 */
function countedGame(game: ScoredGame, forfeitScore: ForfeitScore): CountedGame | null {
  if (game.is_practice || game.is_bracket) return null;
  if (game.is_exhibition && game.counts_in_standings !== true) return null;
  if (game.home_id === null || game.visitor_id === null) return null;
  const scored = isScore(game.home_score) && isScore(game.visitor_score);
  const forfeit = game.forfeit === 'home' || game.forfeit === 'visitor' ? game.forfeit : null;
  if (forfeit !== null) {
    return {
      home_id: game.home_id,
      visitor_id: game.visitor_id,
      home_score: scored
        ? (game.home_score as number)
        : forfeit === 'home'
          ? forfeitScore.loser
          : forfeitScore.winner,
      visitor_score: scored
        ? (game.visitor_score as number)
        : forfeit === 'visitor'
          ? forfeitScore.loser
          : forfeitScore.winner,
      overtime: false,
      forfeit,
    };
  }
  if (!scored) return null;
  return {
    home_id: game.home_id,
    visitor_id: game.visitor_id,
    home_score: game.home_score as number,
    visitor_score: game.visitor_score as number,
    overtime: game.overtime,
    forfeit: null,
  };
}

function outcome(game: CountedGame, side: Side): Outcome {
  if (game.forfeit !== null) return game.forfeit === side ? 'loss' : 'win';
  const own = side === 'home' ? game.home_score : game.visitor_score;
  const other = side === 'home' ? game.visitor_score : game.home_score;
  if (own === other) return 'tie';
  if (own > other) return game.overtime ? 'overtime_win' : 'win';
  return game.overtime ? 'overtime_loss' : 'loss';
}

function pointsFor(result: Outcome, scoring: ScoringSystem): number {
  switch (result) {
    case 'win':
      return scoring.win_points;
    case 'loss':
      return scoring.loss_points;
    case 'tie':
      return scoring.tie_points;
    case 'overtime_win':
      return scoring.overtime_win_points;
    case 'overtime_loss':
      return scoring.overtime_loss_points;
  }
}

/** Throws a RangeError naming the field for input the types cannot rule out (callers outside TypeScript). */
function checkInput(
  input: StandingsInput,
  scoring: ScoringSystem,
  tiebreakers: readonly Tiebreaker[],
): ForfeitScore {
  tiebreakers.forEach((name, i) => {
    if (!(TIEBREAKERS as readonly string[]).includes(name)) {
      throw new RangeError(
        `scoring.tiebreakers[${i}]: must be one of ${TIEBREAKERS.join(', ')}, got "${name}"`,
      );
    }
  });
  const forfeitScore = scoring.forfeit_score ?? DEFAULT_SCORING_SYSTEM.forfeit_score;
  for (const key of ['winner', 'loser'] as const) {
    if (!isScore(forfeitScore[key]) || forfeitScore[key] < 0) {
      throw new RangeError(`scoring.forfeit_score.${key}: must be a number of at least 0`);
    }
  }
  if (forfeitScore.winner < forfeitScore.loser) {
    throw new RangeError('scoring.forfeit_score.winner: must be at least the loser score');
  }
  input.adjustments?.forEach((adjustment, i) => {
    if (!isScore(adjustment.points))
      throw new RangeError(`adjustments[${i}].points: must be a finite number`);
  });
  return forfeitScore;
}

function compareNames(a: Entry, b: Entry): number {
  const { name: an, team_id: ai } = a.row;
  const { name: bn, team_id: bi } = b.row;
  if (an !== bn) return an < bn ? -1 : 1;
  return ai < bi ? -1 : ai > bi ? 1 : 0;
}

/** The value a plain (not head-to-head) tiebreaker compares, higher or lower first per TIEBREAKER_DIRECTION. */
function ruleValue(entry: Entry, tiebreaker: Exclude<Tiebreaker, 'head_to_head'>): number {
  const row = entry.row;
  switch (tiebreaker) {
    case 'points':
      return row.points;
    case 'win_pct':
      return entry.ratio;
    case 'games_played':
      return row.games_played;
    case 'score_difference':
      return row.score_difference;
    case 'score_for':
      return row.score_for;
    case 'score_against':
      return row.score_against;
    case 'wins':
      return row.win + row.overtime_win;
    case 'regulation_wins':
      return row.regulation_wins;
  }
}

/**
 * The head-to-head keys of tied teams: a mini-table of only the games between two of them, ranked by the
 * points earned in it, then the score difference in it (docs/standings.md#head-to-head).
 */
function headToHeadKeys(
  entries: readonly Entry[],
  games: readonly CountedGame[],
  scoring: ScoringSystem,
  countForfeits: boolean,
): Map<string, [number, number]> {
  const keys = new Map<string, [number, number]>(entries.map((entry) => [entry.row.team_id, [0, 0]]));
  for (const game of games) {
    const home = keys.get(game.home_id);
    const visitor = keys.get(game.visitor_id);
    if (!home || !visitor || game.home_id === game.visitor_id) continue;
    if (game.forfeit !== null && !countForfeits) continue;
    home[0] += pointsFor(outcome(game, 'home'), scoring);
    home[1] += game.home_score - game.visitor_score;
    visitor[0] += pointsFor(outcome(game, 'visitor'), scoring);
    visitor[1] += game.visitor_score - game.home_score;
  }
  return keys;
}

/** A row in its final place, with what separates it from the row above. */
interface Placed {
  entry: Entry;
  tiebreak: Tiebreaker | null;
  tiedWithAbove: boolean;
}

/**
 * Orders teams tied on the rules before `level`: the rule at `level` splits them into groups (best first);
 * each group of two or more goes on to the next rule; teams tied after the last rule are listed by name.
 * Head-to-head is computed among exactly the teams of the group it splits, so a subset that it leaves tied
 * goes on to the next rule rather than to a smaller head-to-head.
 */
function place(
  entries: readonly Entry[],
  level: number,
  tiebreakers: readonly Tiebreaker[],
  games: readonly CountedGame[],
  scoring: ScoringSystem,
  countForfeits: boolean,
): Placed[] {
  if (entries.length <= 1) return entries.map((entry) => ({ entry, tiebreak: null, tiedWithAbove: false }));
  const tiebreaker = tiebreakers[level];
  if (tiebreaker === undefined) {
    return [...entries]
      .sort(compareNames)
      .map((entry, i) => ({ entry, tiebreak: null, tiedWithAbove: i > 0 }));
  }
  const direction = TIEBREAKER_DIRECTION[tiebreaker];
  let compare: (a: Entry, b: Entry) => number;
  if (tiebreaker === 'head_to_head') {
    const keys = headToHeadKeys(entries, games, scoring, countForfeits);
    compare = (a, b) => {
      const ka = keys.get(a.row.team_id) as [number, number];
      const kb = keys.get(b.row.team_id) as [number, number];
      return kb[0] - ka[0] || kb[1] - ka[1];
    };
  } else {
    compare = (a, b) => {
      const va = ruleValue(a, tiebreaker);
      const vb = ruleValue(b, tiebreaker);
      return va === vb ? 0 : (vb > va ? 1 : -1) * direction;
    };
  }
  const sorted = [...entries].sort((a, b) => compare(a, b) || compareNames(a, b));
  const groups: Entry[][] = [];
  for (const entry of sorted) {
    const group = groups.at(-1);
    if (group && compare(group[0] as Entry, entry) === 0) group.push(entry);
    else groups.push([entry]);
  }
  if (groups.length === 1) return place(entries, level + 1, tiebreakers, games, scoring, countForfeits);
  return groups.flatMap((group, k) => {
    const placed = place(group, level + 1, tiebreakers, games, scoring, countForfeits);
    if (k > 0) placed[0] = { entry: (placed[0] as Placed).entry, tiebreak: tiebreaker, tiedWithAbove: false };
    return placed;
  });
}

/**
 * Standings of the given teams (docs/standings.md#ranking): practices, bracket games, exhibition games not
 * marked to count and games without both scores (unless forfeited) are ignored; points per result from
 * `scoring` (default DEFAULT_SCORING_SYSTEM) plus the adjustments; ranked by the scoring system's
 * tiebreakers, teams still tied sharing a rank and listed by name (code-point order, so the result is the
 * same on every machine). Throws a RangeError naming the field for an unknown tiebreaker, a negative forfeit
 * score or an adjustment that is not a number.
 */
export function computeStandings(input: StandingsInput): StandingRow[] {
  const scoring = input.scoring ?? DEFAULT_SCORING_SYSTEM;
  const tiebreakers = scoring.tiebreakers ?? DEFAULT_SCORING_SYSTEM.tiebreakers;
  const forfeitScore = checkInput(input, scoring, tiebreakers);
  const countForfeits = scoring.forfeit_counts_in_head_to_head ?? true;
  const divisionNames = new Map(input.divisions.map((division) => [division.id, division.name]));
  const tallies = new Map<string, Tally>();
  for (const team of input.teams) {
    tallies.set(team.id, {
      team_id: team.id,
      name: team.name,
      division_id: team.division_id,
      division_name: divisionNames.get(team.division_id) ?? '',
      win: 0,
      loss: 0,
      tie: 0,
      overtime_win: 0,
      overtime_loss: 0,
      home: 0,
      away: 0,
      score_for: 0,
      score_against: 0,
      adjustment: 0,
    });
  }
  const games: CountedGame[] = [];
  for (const scored of input.games) {
    const game = countedGame(scored, forfeitScore);
    if (game === null) continue;
    games.push(game);
    for (const side of ['home', 'visitor'] as const) {
      const tally = tallies.get(side === 'home' ? game.home_id : game.visitor_id);
      if (!tally) continue;
      if (side === 'home') tally.home += 1;
      else tally.away += 1;
      tally.score_for += side === 'home' ? game.home_score : game.visitor_score;
      tally.score_against += side === 'home' ? game.visitor_score : game.home_score;
      tally[outcome(game, side)] += 1;
    }
  }
  for (const adjustment of input.adjustments ?? []) {
    const tally = tallies.get(adjustment.team_id);
    if (tally) tally.adjustment += adjustment.points;
  }

  const entries = [...tallies.values()].map((tally): Entry => {
    const games_played = tally.win + tally.loss + tally.tie + tally.overtime_win + tally.overtime_loss;
    const ratio = games_played === 0 ? 0 : (tally.win + tally.overtime_win + tally.tie / 2) / games_played;
    const points =
      tally.win * scoring.win_points +
      tally.loss * scoring.loss_points +
      tally.tie * scoring.tie_points +
      tally.overtime_win * scoring.overtime_win_points +
      tally.overtime_loss * scoring.overtime_loss_points +
      tally.adjustment;
    return {
      ratio,
      row: {
        ...tally,
        games_played,
        win_pct: Math.round(ratio * 1000) / 1000,
        regulation_wins: tally.win,
        score_difference: tally.score_for - tally.score_against,
        points,
        games_behind: 0,
        rank: 0,
        tiebreak: null,
      },
    };
  });

  const placed = place(entries, 0, tiebreakers, games, scoring, countForfeits);
  const leader = placed[0]?.entry.row;
  return placed.map(({ entry: { row }, tiebreak, tiedWithAbove }, i, all) => {
    const above = all[i - 1];
    row.rank = tiedWithAbove && above ? above.entry.row.rank : i + 1;
    row.tiebreak = tiebreak;
    if (leader) {
      const wins = (r: StandingRow) => r.win + r.overtime_win + r.tie / 2;
      const losses = (r: StandingRow) => r.loss + r.overtime_loss + r.tie / 2;
      row.games_behind = (wins(leader) - wins(row) + (losses(row) - losses(leader))) / 2;
    }
    return row;
  });
}

/** Standings of one division, ranked within it. */
export interface DivisionStandings {
  division_id: string;
  division_name: string;
  rows: StandingRow[];
}

/**
 * Standings per division in input division order (ranks restart at 1 in each); a division with no team
 * is left out. Games against other divisions count, as they do in the league table.
 */
export function standingsByDivision(input: StandingsInput): DivisionStandings[] {
  return input.divisions
    .map((division) => ({
      division_id: division.id,
      division_name: division.name,
      rows: computeStandings({
        ...input,
        teams: input.teams.filter((team) => team.division_id === division.id),
      }),
    }))
    .filter((standing) => standing.rows.length > 0);
}
