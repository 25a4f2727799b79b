import { DEFAULT_SCHEDULE_CONFIG } from '@app/contracts';
import type { DraftDivision, DraftTimeslot, DraftVenue, WizardDraft } from '../model/draft.ts';

/** A division of `teams` teams, keyed `key`, with the contract's default settings left unset. */
export function buildDraftDivision(
  key: string,
  teams: number,
  patch: Partial<DraftDivision> = {},
): DraftDivision {
  return {
    key,
    name: `Division ${key.toUpperCase()}`,
    shortcode: key.toUpperCase(),
    color: key === 'b' ? '#1c7ed6' : '#e03131',
    teams: Array.from({ length: teams }, (_, index) => ({
      key: `${key}-t${index + 1}`,
      name: `${index + 1}${key.toUpperCase()}`,
      shortcode: `${index + 1}${key.toUpperCase()}`,
      color: '#000000',
    })),
    should_schedule: true,
    config: {},
    ...patch,
  };
}

/** A venue keyed `key` with surfaces `${key}-s1` .. `${key}-sN`. */
export function buildDraftVenue(key: string, surfaces: number, name = `Venue ${key}`): DraftVenue {
  return {
    key,
    name,
    address: { line_1: '', city: '', state: '', zip: '', country: '', latitude: null, longitude: null },
    surfaces: Array.from({ length: surfaces }, (_, index) => ({
      key: `${key}-s${index + 1}`,
      name: `Pitch ${index + 1}`,
    })),
    home_team_keys: [],
  };
}

/**
 * A soccer draft at the timeslot step: two divisions of four teams, one venue with two pitches, a season of
 * 12 weeks from Saturday 2026-03-07 to Friday 2026-05-29, 90-minute slots, an empty template.
 */
export function buildTimeslotDraft(patch: Partial<WizardDraft> = {}): WizardDraft {
  return {
    version: 1,
    last_update: '2026-03-01T00:00:00.000Z',
    step: 14,
    furthest_step: 14,
    sport_id: 5,
    source: 'scratch',
    target: { kind: 'league' },
    league_name: 'Riverside',
    season_name: 'Spring',
    division_count: 2,
    team_count: 4,
    divisions: [buildDraftDivision('a', 4), buildDraftDivision('b', 4)],
    venues: [buildDraftVenue('v1', 2, 'Riverside Park')],
    venue_index: 0,
    start_date: '2026-03-07',
    end_date: '2026-05-29',
    argument: 'rounds',
    count: DEFAULT_SCHEDULE_CONFIG.count,
    game_minutes: 70,
    slot_minutes: 90,
    calendar_mode: 'template',
    template: [],
    timeslots: [],
    reviewed_timeslots: false,
    account: { first: '', last: '', email: '', organization_name: '' },
    ...patch,
  };
}

/** One concrete slot on venue v1. */
export function buildDraftSlot(patch: Partial<DraftTimeslot> & Pick<DraftTimeslot, 'date'>): DraftTimeslot {
  return {
    key: `slot-${patch.date}-${patch.start_time ?? '09:00'}-${patch.surface_key ?? 'v1-s1'}`,
    start_time: '09:00',
    end_time: '10:30',
    venue_key: 'v1',
    surface_key: 'v1-s1',
    division_keys: [],
    ...patch,
  };
}
