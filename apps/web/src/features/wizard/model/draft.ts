import type { ScheduleConfigInput, SportId, Weekday } from '@app/contracts';

/**
 * The setup wizard's draft: everything the visitor has chosen so far, kept in the browser (localStorage key
 * `wizard`, docs/wizard.md#the-draft) so a reload resumes where they were. Records name each other by `key`
 * (see WizardKeySchema), which is also what `POST /api/wizard` takes.
 */
export interface WizardDraft {
  /** Bumped when the shape changes; a stored draft of another version is dropped. */
  version: 1;
  /** ISO instant of the last change. */
  last_update: string;
  step: WizardStep;
  /** The furthest step reached; the step bar lets the visitor jump back to any step up to it. */
  furthest_step: WizardStep;
  sport_id: SportId | null;
  source: 'scratch' | 'csv' | 'copy' | null;
  /** Set when the wizard was opened for one division (`/wizard?division_id=`), or copies a season's league. */
  target: DraftTarget;
  league_name: string;
  season_name: string;
  division_count: number;
  /** Teams per division asked at step 5 (each division can then differ). */
  team_count: number;
  divisions: DraftDivision[];
  venues: DraftVenue[];
  /** Index into `venues` of the venue steps 7-9 edit. */
  venue_index: number;
  /** Local dates YYYY-MM-DD, inclusive. */
  start_date: string;
  end_date: string;
  /** What to base the schedule on (step 12) and how many (step 13); each division can then differ. */
  argument: 'rounds' | 'season' | 'week';
  count: number;
  game_minutes: number;
  slot_minutes: number;
  /** Step 14 template (a week from the start date) or step 15 full calendar. */
  calendar_mode: 'template' | 'full';
  /** The week template: repeated every week from start_date to end_date when expanded. */
  template: TemplateSlot[];
  /**
   * The visitor changed the template by hand (added, edited or removed a slot). Until then the template is the
   * sport's, rebuilt whenever the venues, surfaces or slot length change; once edited it is kept, and Reset
   * asks before replacing it (docs/wizard.md#the-week-template).
   */
  template_edited?: boolean;
  /** The concrete slots (expanded from the template, then edited in the full calendar). */
  timeslots: DraftTimeslot[];
  /**
   * The full calendar's own slots while the template is shown: kept when the visitor switches back to the
   * template so that switching to the full calendar again can offer to merge the template's slots into them
   * (docs/wizard.md#calendar-modes). Absent until the full calendar was left once.
   */
  full_timeslots?: DraftTimeslot[];
  /** The review sub-state of the timeslot step: the visitor saw the list before a second continue. */
  reviewed_timeslots: boolean;
  account: DraftAccount;
}

export type WizardStep = 0 | 1 | 2 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

export type DraftTarget =
  | { kind: 'league' }
  | { kind: 'season'; league_id: string; copied_season_id: string | null }
  | { kind: 'division'; season_id: string; division_id: string };

export interface DraftTeam {
  key: string;
  name: string;
  shortcode: string;
  color: string;
}

export interface DraftDivision {
  key: string;
  name: string;
  shortcode: string;
  color: string;
  teams: DraftTeam[];
  /** Step 16: schedule this division now. */
  should_schedule: boolean;
  /** Step 16 per-division options; dates come from the draft's season dates. */
  config: Omit<ScheduleConfigInput, 'schedule_start' | 'schedule_end'>;
}

export interface DraftSurface {
  key: string;
  name: string;
}

export interface DraftVenue {
  key: string;
  /** An existing venue of the season (division target). */
  id?: string;
  name: string;
  address: {
    line_1: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    latitude: number | null;
    longitude: number | null;
  };
  surfaces: DraftSurface[];
  home_team_keys: string[];
}

/** One slot of the week template: a weekday and start time on some surfaces, for some divisions. */
export interface TemplateSlot {
  key: string;
  weekday: Weekday;
  /** Local "HH:MM". */
  start_time: string;
  /** Local "HH:MM"; start plus the slot length unless edited. */
  end_time: string;
  venue_key: string;
  surface_keys: string[];
  /** Empty: every division. */
  division_keys: string[];
}

/** One concrete slot on one surface, in local wall time (turned into instants in the browser's zone on submit). */
export interface DraftTimeslot {
  key: string;
  /** Local date YYYY-MM-DD. */
  date: string;
  start_time: string;
  end_time: string;
  venue_key: string;
  surface_key: string;
  division_keys: string[];
}

export interface DraftAccount {
  first: string;
  last: string;
  email: string;
  organization_name: string;
}
