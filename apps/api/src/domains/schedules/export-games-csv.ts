import { HIDDEN_TEXT, WEEKDAY_SHORT_NAMES } from '@app/contracts';
import type { GameRow, TeamRow, TimeslotRow } from '@app/db';
import { type Cell, toCsv } from '@app/engine';
import { zonedWallClock } from '../../lib/time-zone.ts';
import type { GameSet } from './load-game-set.ts';

/** The main CSV's columns (docs/schedules.md, exports), in order. */
export const MAIN_CSV_COLUMNS = [
  'DATE',
  'DAY',
  'START_TIME',
  'END_TIME',
  'VISITOR_TEAM',
  'HOME_TEAM',
  'VENUE',
  'SURFACE',
  'GAME_SCORE',
  'EVENT_TYPE',
  'DIVISION',
  'DIVISION_CODE',
  'DIVISION_ABBREVIATION',
  'DIVISION_ID',
  'VISITOR_TEAM_CODE',
  'VISITOR_TEAM_ABBREVIATION',
  'VISITOR_TEAM_ID',
  'HOME_TEAM_CODE',
  'HOME_TEAM_ABBREVIATION',
  'HOME_TEAM_ID',
  'DIVISION_PLATFORM_ID',
  'VISITOR_TEAM_PLATFORM_ID',
  'HOME_TEAM_PLATFORM_ID',
  'VISITOR_TEAM_MAPPING_CODE',
  'HOME_TEAM_MAPPING_CODE',
  'SEASON_ID',
  'LEAGUE_ID',
  'UNIX_TIMESTAMP',
] as const;

/** The set's scheduled games (of one team, when given) with their slots, by start. */
export function placedGames(set: GameSet, teamId?: string): { game: GameRow; slot: TimeslotRow }[] {
  const slots = new Map(set.rows.timeslots.map((s) => [s.id, s]));
  return set.games
    .flatMap((game) => {
      const slot = game.timeslotId ? slots.get(game.timeslotId) : undefined;
      return slot ? [{ game, slot }] : [];
    })
    .filter(({ game }) => !teamId || game.homeId === teamId || game.visitorId === teamId)
    .sort((a, b) => a.slot.start.getTime() - b.slot.start.getTime());
}

/** GAME_SCORE: "visitor-home", plus " (OT)" after overtime; empty until both scores are in. */
export function gameScoreText(game: Pick<GameRow, 'homeScore' | 'visitorScore' | 'overtime'>): string {
  if (game.homeScore === null || game.visitorScore === null) return '';
  return `${game.visitorScore}-${game.homeScore}${game.overtime ? ' (OT)' : ''}`;
}

/**
 * The scheduled games of a set (or of one team of it) as the main CSV, by start time: dates and times on the
 * season's wall clock, a practice's visitor empty. Unscheduled games have no date, so they are not rows.
 */
export function gamesCsv(set: GameSet, options: { teamId?: string } = {}): string {
  const venues = new Map(set.rows.venues.map((v) => [v.id, v]));
  const surfaces = new Map(set.rows.surfaces.map((s) => [s.id, s]));
  const teams = new Map(set.rows.teams.map((t) => [t.id, t]));
  const divisions = new Map(set.rows.divisions.map((d) => [d.id, d]));
  const placed = placedGames(set, options.teamId);
  const team = (id: string | null): TeamRow | undefined => (id ? teams.get(id) : undefined);
  const rows: Cell[][] = placed.map(({ game, slot }) => {
    const start = zonedWallClock(slot.start, set.season.timezone);
    const finish = zonedWallClock(slot.finish, set.season.timezone);
    const home = team(game.homeId);
    const visitor = team(game.visitorId);
    const division = divisions.get(game.divisionId);
    return [
      start.date,
      WEEKDAY_SHORT_NAMES[new Date(`${start.date}T00:00:00Z`).getUTCDay()] ?? '',
      start.clock,
      finish.clock,
      visitor?.name ?? (game.isPractice ? '' : 'TBD'),
      home?.name ?? 'TBD',
      venues.get(slot.venueId)?.name ?? '',
      surfaces.get(slot.surfaceId)?.name ?? '',
      gameScoreText(game),
      game.isPractice ? 'Practice' : 'Game',
      division?.name ?? '',
      division?.longcode ?? '',
      division?.shortcode ?? '',
      game.divisionId,
      visitor?.longcode ?? '',
      visitor?.shortcode ?? '',
      visitor?.id ?? '',
      home?.longcode ?? '',
      home?.shortcode ?? '',
      home?.id ?? '',
      division?.seId ?? '',
      visitor?.seId ?? '',
      home?.seId ?? '',
      visitor?.seMappingCode ?? '',
      home?.seMappingCode ?? '',
      set.season.id,
      set.season.leagueId,
      Math.floor(slot.start.getTime() / 1000),
    ];
  });
  // A free organisation's hidden games (docs/free-tier.md): HIDDEN rows after the others, so neither their
  // place in the order nor any column says when, where or who; a team's CSV leaves them out.
  const hidden = options.teamId ? [] : set.games.filter((game) => set.hiddenIds.has(game.id));
  const hiddenRows: Cell[][] = hidden.map((game) =>
    MAIN_CSV_COLUMNS.map((column) =>
      column === 'EVENT_TYPE'
        ? game.isPractice
          ? 'Practice'
          : 'Game'
        : column === 'DIVISION_ID'
          ? game.divisionId
          : column === 'SEASON_ID'
            ? set.season.id
            : column === 'LEAGUE_ID'
              ? set.season.leagueId
              : HIDDEN_COLUMNS.has(column)
                ? HIDDEN_TEXT
                : '',
    ),
  );
  return toCsv({ columns: [...MAIN_CSV_COLUMNS], rows: [...rows, ...hiddenRows] });
}

/** The columns a hidden game's row reads HIDDEN in. */
const HIDDEN_COLUMNS = new Set<string>([
  'DATE',
  'DAY',
  'START_TIME',
  'END_TIME',
  'VISITOR_TEAM',
  'HOME_TEAM',
  'VENUE',
  'SURFACE',
]);
