import type { Capacity } from '@app/contracts';
import { defaultSettings, type Settings } from './settings-rules.ts';

/** What the scheduling box makes: a round robin of games or of practices, or an elimination tournament. */
export type BoxMode = 'games' | 'practices' | 'tournament';

/**
 * The box's choice from the address: `?sd={division}` (a division page's "Create schedule") a schedule of
 * games, `?td={division}` ("Create tournament") a tournament; null without either.
 */
export function boxPreset(params: URLSearchParams): { divisionId: string; mode: BoxMode } | null {
  const schedule = params.get('sd');
  if (schedule) return { divisionId: schedule, mode: 'games' };
  const tournament = params.get('td');
  if (tournament) return { divisionId: tournament, mode: 'tournament' };
  return null;
}

/**
 * The settings "Schedule now" runs with: the contract's defaults (as the wizard starts from) for the dates,
 * a round robin of games or practices, or a single elimination for a tournament.
 */
export function boxSettings(mode: BoxMode, start: string, end: string): Settings {
  if (mode === 'tournament') return defaultSettings(start, end, 'single');
  return { ...defaultSettings(start, end, 'round'), mode };
}

/** The bar's fill (available against needed, at most 100) and whether the slots cover the need. */
export function boxStatus(capacity: Pick<Capacity, 'needed' | 'available' | 'shortfall'>): {
  percent: number;
  enough: boolean;
} {
  const percent =
    capacity.needed === 0 ? 100 : Math.min(100, Math.round((capacity.available / capacity.needed) * 100));
  return { percent, enough: capacity.shortfall === 0 };
}

/** The name "Schedule now" gives the schedule it starts ("U10 games 2027-03-06 – 2027-05-08"); renamable later. */
export function boxDefaultName(
  t: (key: string, values: Record<string, string>) => string,
  mode: BoxMode,
  division: string,
  start: string,
  end: string,
): string {
  const key = {
    games: 'schedules.box.nameGames',
    practices: 'schedules.box.namePractices',
    tournament: 'schedules.box.nameTournament',
  }[mode];
  return t(key, { division, start, end });
}
