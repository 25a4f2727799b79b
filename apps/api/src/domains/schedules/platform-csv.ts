import type { PlatformFormat } from '@app/contracts';
import { type Cell, toCsv } from '@app/engine';
import { zonedWallClock } from '../../lib/time-zone.ts';
import { placedGames } from './export-games-csv.ts';
import type { GameSet } from './load-game-set.ts';

/** One scheduled game as every platform format reads it (local date and times on the season's clock). */
export interface PlatformRow {
  date: string;
  start: string;
  end: string;
  minutes: number;
  home: string;
  visitor: string;
  /** The platform's team id: its mapping code, else its external id, else the name (what the platforms match on). */
  homeRef: string;
  visitorRef: string;
  division: string;
  divisionRef: string;
  venue: string;
  surface: string;
  homeScore: string;
  visitorScore: string;
  isPractice: boolean;
  gameId: string;
}

/** 2027-03-06 as 03/06/2027 (the US platforms). */
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** 2027-03-06 as 06/03/2027 (GoalOnline, a UK system). */
const ukDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** 13:05 as 1:05 PM. */
function time12(clock: string): string {
  const [hour = 0, minute = 0] = clock.split(':').map(Number);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}
const location = (r: PlatformRow) => (r.surface ? `${r.venue} - ${r.surface}` : r.venue);

type Column = [header: string, cell: (row: PlatformRow) => Cell];

/**
 * Each platform's schedule-import columns and formats (docs/schedules.md says where each comes from). A
 * platform format is only a column list over the shared row, so adding one is a table entry.
 */
export const PLATFORM_COLUMNS: Record<PlatformFormat, Column[]> = {
  // SportsEngine Sport Management "Schedule Upload" (Schedule Upload Fields Reference Guide).
  sportsengine: [
    ['Start_Date', (r) => usDate(r.date)],
    ['Start_Time', (r) => r.start],
    ['End_Date', (r) => usDate(r.date)],
    ['End_Time', (r) => r.end],
    ['Title', (r) => (r.isPractice ? `${r.home} Practice` : `${r.visitor} at ${r.home}`)],
    ['Description', () => ''],
    ['Location', (r) => r.venue],
    ['Location_URL', () => ''],
    ['Location_Details', (r) => r.surface],
    ['All_Day_Event', () => 0],
    ['Event_Type', (r) => (r.isPractice ? 'Event' : 'Game')],
    ['Tags', (r) => r.homeRef],
    ['Team1_ID', (r) => r.homeRef],
    ['Team1_Division_ID', (r) => r.divisionRef],
    ['Team1_Is_Home', () => 1],
    ['Team2_ID', (r) => (r.isPractice ? '' : r.visitorRef)],
    ['Team2_Division_ID', (r) => (r.isPractice ? '' : r.divisionRef)],
    ['Team2_Name', (r) => (r.isPractice ? '' : r.visitor)],
    ['Custom_Opponent', () => 0],
    ['Event_ID', () => ''],
    ['Game_ID', (r) => r.gameId],
    ['Affects_Standings', (r) => (r.isPractice ? 0 : 1)],
  ],
  // SportsEngine Season Management "Schedule Import" template.
  sportsengine_season: [
    ['Date', (r) => usDate(r.date)],
    ['Time', (r) => time12(r.start)],
    ['Duration', (r) => r.minutes],
    ['Home Team', (r) => r.home],
    ['Home Team Score', (r) => r.homeScore],
    ['Away Team', (r) => r.visitor],
    ['Away Team Score', (r) => r.visitorScore],
    ['Division Name', (r) => r.division],
    ['Location', (r) => r.venue],
    ['Status', () => 'Scheduled'],
  ],
  // TeamSnap organisation schedule import (MM/DD/YYYY, HH:MM AM/PM, arrival in minutes before the start).
  teamsnap: [
    ['Date', (r) => usDate(r.date)],
    ['Start Time', (r) => time12(r.start)],
    ['End Time', (r) => time12(r.end)],
    ['Arrival Time', () => 30],
    ['Home Team', (r) => r.home],
    ['Away Team', (r) => r.visitor],
    ['Location', (r) => r.venue],
    ['Location Details', (r) => r.surface],
    ['Notes', (r) => (r.isPractice ? 'Practice' : '')],
  ],
  leagueapps: [
    ['Date', (r) => usDate(r.date)],
    ['Start Time', (r) => time12(r.start)],
    ['End Time', (r) => time12(r.end)],
    ['Home Team', (r) => r.home],
    ['Away Team', (r) => r.visitor],
    ['Location', (r) => r.venue],
    ['Sub-Location', (r) => r.surface],
    ['Type', (r) => (r.isPractice ? 'PRACTICE' : 'GAME')],
    ['Notes', () => ''],
  ],
  leagueathletics: [
    ['Date', (r) => usDate(r.date)],
    ['Start Time', (r) => time12(r.start)],
    ['End Time', (r) => time12(r.end)],
    ['Event Type', (r) => (r.isPractice ? 'Practice' : 'Game')],
    ['Division', (r) => r.division],
    ['Home Team', (r) => r.home],
    ['Away Team', (r) => r.visitor],
    ['Location', (r) => r.venue],
    ['Field', (r) => r.surface],
  ],
  pointstreak: [
    ['Date', (r) => r.date],
    ['Time', (r) => r.start],
    ['Division', (r) => r.division],
    ['Home', (r) => r.home],
    ['Away', (r) => r.visitor],
    ['Location', (r) => location(r)],
    ['Game Number', (r) => r.gameId],
  ],
  bluesombrero: [
    ['Event Type', (r) => (r.isPractice ? 'Practice' : 'Game')],
    ['Start Date', (r) => usDate(r.date)],
    ['Start Time', (r) => time12(r.start)],
    ['End Date', (r) => usDate(r.date)],
    ['End Time', (r) => time12(r.end)],
    ['Division', (r) => r.division],
    ['Home Team', (r) => r.home],
    ['Away Team', (r) => r.visitor],
    ['Location', (r) => r.venue],
    ['Field', (r) => r.surface],
  ],
  arbiter: [
    ['Date', (r) => usDate(r.date)],
    ['Time', (r) => time12(r.start)],
    ['Sport/Level', (r) => r.division],
    ['Site', (r) => r.venue],
    ['Sub-site', (r) => r.surface],
    ['Home Team', (r) => r.home],
    ['Away Team', (r) => r.visitor],
    ['Game ID', (r) => r.gameId],
  ],
  goalonline: [
    ['Match Date', (r) => ukDate(r.date)],
    ['Kick Off', (r) => r.start],
    ['Competition', (r) => r.division],
    ['Home Team', (r) => r.home],
    ['Away Team', (r) => r.visitor],
    ['Venue', (r) => r.venue],
    ['Pitch', (r) => r.surface],
  ],
  ramp: [
    ['Date', (r) => r.date],
    ['Start Time', (r) => r.start],
    ['End Time', (r) => r.end],
    ['Division', (r) => r.division],
    ['Home Team', (r) => r.home],
    ['Visitor Team', (r) => r.visitor],
    ['Venue', (r) => r.venue],
    ['Surface', (r) => r.surface],
    ['Game Type', (r) => (r.isPractice ? 'Practice' : 'Regular Season')],
    ['Game Number', (r) => r.gameId],
  ],
};

/** The scheduled games of the set as platform rows, by start (practices have no visitor). */
export function platformRows(set: GameSet): PlatformRow[] {
  const teams = new Map(set.rows.teams.map((t) => [t.id, t]));
  const divisions = new Map(set.rows.divisions.map((d) => [d.id, d]));
  const venues = new Map(set.rows.venues.map((v) => [v.id, v.name]));
  const surfaces = new Map(set.rows.surfaces.map((s) => [s.id, s.name]));
  return placedGames(set).map(({ game, slot }) => {
    const start = zonedWallClock(slot.start, set.season.timezone);
    const end = zonedWallClock(slot.finish, set.season.timezone);
    const home = game.homeId ? teams.get(game.homeId) : undefined;
    const visitor = game.visitorId ? teams.get(game.visitorId) : undefined;
    const division = divisions.get(game.divisionId);
    const ref = (t: typeof home, fallback: string) => t?.seMappingCode || t?.seId || t?.name || fallback;
    return {
      date: start.date,
      start: start.clock,
      end: end.clock,
      minutes: Math.round((slot.finish.getTime() - slot.start.getTime()) / 60_000),
      home: home?.name ?? 'TBD',
      visitor: game.isPractice ? '' : (visitor?.name ?? 'TBD'),
      homeRef: ref(home, 'TBD'),
      visitorRef: game.isPractice ? '' : ref(visitor, 'TBD'),
      division: division?.name ?? '',
      divisionRef: division?.seMappingCode || division?.seId || division?.name || '',
      venue: venues.get(slot.venueId) ?? '',
      surface: surfaces.get(slot.surfaceId) ?? '',
      homeScore: game.homeScore?.toString() ?? '',
      visitorScore: game.visitorScore?.toString() ?? '',
      isPractice: game.isPractice,
      gameId: game.id,
    };
  });
}

/** The set in one platform's import format. */
export function platformCsv(set: GameSet, format: PlatformFormat): string {
  const columns = PLATFORM_COLUMNS[format];
  const rows = platformRows(set).map((row) => columns.map(([, cell]) => cell(row)));
  return toCsv({ columns: columns.map(([header]) => header), rows });
}
