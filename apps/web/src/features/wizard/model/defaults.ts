import {
  DIVISION_PALETTE,
  defaultDivisionColor,
  type SportId,
  type SurfaceTerm,
  sportPreset,
} from '@app/contracts';
import type { DraftDivision, DraftSurface, DraftTeam, DraftVenue, WizardDraft } from './draft.ts';

/** Wizard defaults (docs/wizard.md#defaults). */
export const WIZARD_DEFAULTS = {
  divisions: 2,
  teams: 4,
  surfaces: 2,
  weeks: 12,
  argument: 'rounds',
  count: 2,
  max_games_day: 1,
  max_games_week: 0,
  min_minutes_rest: 0,
  next_game_offset: 0,
} as const;

/** Counts the wizard's steps accept (docs/wizard.md#limits). */
export const TEAM_COUNT_RANGE = { min: 2, max: 100 } as const;
export const SURFACE_COUNT_RANGE = { min: 1, max: 20 } as const;

/**
 * How generated records are named, in the interface language. English by default; the wizard's screens pass
 * names read from the catalog so a Japanese visitor gets Japanese names.
 */
export interface Naming {
  division: (letter: string) => string;
  team: (code: string) => string;
  venue: (n: number) => string;
  surface: (term: SurfaceTerm, n: number) => string;
}

const SURFACE_WORDS: Record<SurfaceTerm, string> = {
  field: 'Field',
  court: 'Court',
  rink: 'Rink',
  pitch: 'Pitch',
  diamond: 'Diamond',
};

export const ENGLISH_NAMING: Naming = {
  division: (letter) => `Division ${letter}`,
  team: (code) => `Team ${code}`,
  venue: (n) => (n === 1 ? 'Main venue' : `Venue ${n}`),
  surface: (term, n) => `${SURFACE_WORDS[term]} ${n}`,
};

/** A–Z without I (it reads as 1 beside a team number: "Team 1I"). */
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The letter code of the division at `index`: A, B, … H, J, … Z, then AA, AB, … (no I anywhere). */
export function divisionLetter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = LETTERS[n % LETTERS.length] + out;
    n = Math.floor(n / LETTERS.length) - 1;
  } while (n >= 0);
  return out;
}

let keyCounter = 0;

/** A key unique within this page's life, for a new record of the draft (WizardKeySchema: 1..64 chars). */
export function newKey(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${keyCounter.toString(36)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A local date YYYY-MM-DD of a Date's own calendar day. */
export function localDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `date` (YYYY-MM-DD) plus `days`, by the calendar (no time-zone arithmetic: noon UTC never changes day). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first Saturday after `today` (a Saturday itself is skipped: a season is not set up for today). */
export function nextSaturday(today: Date): string {
  const ahead = (6 - today.getDay() + 7) % 7 || 7;
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead);
  return localDate(d);
}

/** The season's dates: `weeks` whole weeks from `start`, the end inclusive. */
export function seasonEnd(start: string, weeks: number): string {
  return addDays(start, weeks * 7 - 1);
}

export function newTeam(divisionLetterCode: string, number: number, naming: Naming): DraftTeam {
  const code = `${number}${divisionLetterCode}`;
  return {
    key: newKey('team'),
    name: naming.team(code),
    shortcode: code.slice(0, 4),
    color: DIVISION_PALETTE[(number - 1) % DIVISION_PALETTE.length] ?? DIVISION_PALETTE[0],
  };
}

export function defaultDivisionConfig(): DraftDivision['config'] {
  return {
    style: 'round',
    argument: WIZARD_DEFAULTS.argument,
    count: WIZARD_DEFAULTS.count,
    max_games_day: WIZARD_DEFAULTS.max_games_day,
    max_games_week: WIZARD_DEFAULTS.max_games_week,
    min_minutes_rest: WIZARD_DEFAULTS.min_minutes_rest,
    next_game_offset: WIZARD_DEFAULTS.next_game_offset,
  };
}

export function newDivision(index: number, teamCount: number, naming: Naming): DraftDivision {
  const letter = divisionLetter(index);
  return {
    key: newKey('division'),
    name: naming.division(letter),
    shortcode: letter,
    color: defaultDivisionColor(index),
    teams: Array.from({ length: teamCount }, (_, i) => newTeam(letter, i + 1, naming)),
    should_schedule: true,
    config: defaultDivisionConfig(),
  };
}

export function newSurfaces(term: SurfaceTerm, from: number, to: number, naming: Naming): DraftSurface[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => ({
    key: newKey('surface'),
    name: naming.surface(term, from + i + 1),
  }));
}

export function newVenue(n: number, term: SurfaceTerm, naming: Naming): DraftVenue {
  return {
    key: newKey('venue'),
    name: naming.venue(n),
    address: { line_1: '', city: '', state: '', zip: '', country: '', latitude: null, longitude: null },
    surfaces: newSurfaces(term, 0, WIZARD_DEFAULTS.surfaces, naming),
    home_team_keys: [],
  };
}

/**
 * A new draft for a sport (null: not chosen yet, the "other" preset's lengths until it is): 2 divisions × 4
 * teams, one venue with 2 surfaces, 12 weeks from the next Saturday, 2 rounds (docs/wizard.md#defaults).
 */
export function newDraft(
  sportId: SportId | null,
  today: Date = new Date(),
  naming: Naming = ENGLISH_NAMING,
): WizardDraft {
  const preset = sportPreset(sportId);
  const start = nextSaturday(today);
  return {
    version: 1,
    last_update: today.toISOString(),
    step: 0,
    furthest_step: 0,
    sport_id: sportId,
    source: null,
    target: { kind: 'league' },
    league_name: '',
    season_name: '',
    division_count: WIZARD_DEFAULTS.divisions,
    team_count: WIZARD_DEFAULTS.teams,
    divisions: Array.from({ length: WIZARD_DEFAULTS.divisions }, (_, i) =>
      newDivision(i, WIZARD_DEFAULTS.teams, naming),
    ),
    venues: [newVenue(1, preset.surface_term, naming)],
    venue_index: 0,
    start_date: start,
    end_date: seasonEnd(start, WIZARD_DEFAULTS.weeks),
    argument: WIZARD_DEFAULTS.argument,
    count: WIZARD_DEFAULTS.count,
    game_minutes: preset.game_minutes,
    slot_minutes: preset.slot_minutes,
    calendar_mode: 'template',
    template: [],
    timeslots: [],
    reviewed_timeslots: false,
    account: { first: '', last: '', email: '', organization_name: '' },
  };
}

/** Choosing a sport: its lengths, and surfaces still named by the old term renamed by the new one. */
export function applySport(
  draft: WizardDraft,
  sportId: SportId,
  naming: Naming = ENGLISH_NAMING,
): WizardDraft {
  const before = sportPreset(draft.sport_id);
  const after = sportPreset(sportId);
  const venues = draft.venues.map((venue) => ({
    ...venue,
    surfaces: venue.surfaces.map((surface, i) =>
      surface.name === naming.surface(before.surface_term, i + 1)
        ? { ...surface, name: naming.surface(after.surface_term, i + 1) }
        : surface,
    ),
  }));
  return {
    ...draft,
    sport_id: sportId,
    game_minutes: after.game_minutes,
    slot_minutes: after.slot_minutes,
    venues,
  };
}

/** Step 4: the division count; new divisions get `team_count` teams, removed ones lose their home venues. */
export function resizeDivisions(
  draft: WizardDraft,
  count: number,
  naming: Naming = ENGLISH_NAMING,
): WizardDraft {
  const n = Math.max(0, Math.trunc(count));
  const divisions = draft.divisions.slice(0, n);
  for (let i = divisions.length; i < n; i++) divisions.push(newDivision(i, draft.team_count, naming));
  return pruneHomeTeams({ ...draft, division_count: n, divisions });
}

/** Step 5: teams per division, for every division; numbering continues from the division's last team. */
export function resizeTeams(draft: WizardDraft, count: number, naming: Naming = ENGLISH_NAMING): WizardDraft {
  const n = Math.max(0, Math.trunc(count));
  const divisions = draft.divisions.map((division) => resizeDivisionTeams(division, n, naming));
  return pruneHomeTeams({ ...draft, team_count: n, divisions });
}

export function resizeDivisionTeams(division: DraftDivision, count: number, naming: Naming): DraftDivision {
  const teams = division.teams.slice(0, count);
  for (let i = teams.length; i < count; i++) teams.push(newTeam(division.shortcode || '', i + 1, naming));
  return { ...division, teams };
}

/** Step 8: the surface count of the venue at `index`; new ones are named by the sport's term. */
export function resizeSurfaces(
  draft: WizardDraft,
  index: number,
  count: number,
  naming: Naming = ENGLISH_NAMING,
): WizardDraft {
  const term = sportPreset(draft.sport_id).surface_term;
  const venues = draft.venues.map((venue, i) => {
    if (i !== index) return venue;
    const kept = venue.surfaces.slice(0, count);
    return { ...venue, surfaces: [...kept, ...newSurfaces(term, kept.length, count, naming)] };
  });
  return { ...draft, venues };
}

/** Home-team keys of teams that no longer exist are dropped. */
function pruneHomeTeams(draft: WizardDraft): WizardDraft {
  const teamKeys = new Set(draft.divisions.flatMap((d) => d.teams.map((t) => t.key)));
  return {
    ...draft,
    venues: draft.venues.map((venue) => ({
      ...venue,
      home_team_keys: venue.home_team_keys.filter((key) => teamKeys.has(key)),
    })),
  };
}
