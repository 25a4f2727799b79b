import type { WizardSubmitInput } from '@app/contracts';

/** The size of a wizard draft: divisions × teams, venues × surfaces, Saturdays of slots. */
export interface WizardDraftSize {
  divisions?: number;
  teams?: number;
  venues?: number;
  surfaces?: number;
  weeks?: number;
  /** Slots per surface each Saturday, 90 minutes apart from 09:00 UTC. */
  slotsPerDay?: number;
  schedules?: boolean;
}

const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * A new-league draft as the browser sends it: team keys `d0t1`, venue keys `v0`, surface keys `s1`, slots on
 * every Saturday from 2026-04-04, and (by default) a single round robin per division.
 */
export function wizardDraft(size: WizardDraftSize = {}): WizardSubmitInput {
  const {
    divisions = 2,
    teams = 4,
    venues = 1,
    surfaces = 2,
    weeks = 4,
    slotsPerDay = 3,
    schedules = true,
  } = size;
  const draftDivisions = Array.from({ length: divisions }, (_, d) => ({
    key: `d${d}`,
    name: `Division ${LETTERS[d % LETTERS.length]}`,
    teams: Array.from({ length: teams }, (_, t) => ({
      key: `d${d}t${t}`,
      name: `Team ${t + 1}${LETTERS[d % LETTERS.length]}`,
      shortcode: `${t + 1}${LETTERS[d % LETTERS.length]}`,
      color: '#1E88E5',
    })),
  }));
  const allTeamKeys = draftDivisions.flatMap((d) => d.teams.map((t) => t.key));
  const draftVenues = Array.from({ length: venues }, (_, v) => ({
    key: `v${v}`,
    name: `Park ${v + 1}`,
    address: { line_1: `${v + 1} Main St`, city: 'Springfield', latitude: 41.8 + v * 0.01, longitude: -87.7 },
    surfaces: Array.from({ length: surfaces }, (_, s) => ({ key: `s${s}`, name: `Field ${s + 1}` })),
    home_team_keys: allTeamKeys.filter((_, i) => i % venues === v),
  }));
  const timeslots = [];
  for (let w = 0; w < weeks; w += 1) {
    const day = Date.UTC(2026, 3, 4) + w * 7 * 86_400_000;
    for (let v = 0; v < venues; v += 1) {
      for (let s = 0; s < surfaces; s += 1) {
        for (let k = 0; k < slotsPerDay; k += 1) {
          const start = day + (9 * 60 + k * 90) * 60_000;
          timeslots.push({
            venue_key: `v${v}`,
            surface_key: `s${s}`,
            start: new Date(start).toISOString(),
            finish: new Date(start + 90 * 60_000).toISOString(),
          });
        }
      }
    }
  }
  const end = new Date(Date.UTC(2026, 3, 4) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    sport_id: 5,
    target: { kind: 'league', league_name: 'Wizard League', season_name: 'Spring 2026' },
    divisions: draftDivisions,
    venues: draftVenues,
    timeslots,
    schedules: schedules
      ? draftDivisions.map((d) => ({
          division_key: d.key,
          config: { count: 1, schedule_start: '2026-04-01', schedule_end: end },
        }))
      : [],
    timezone: 'America/Chicago',
    locale: 'en',
  };
}

/** A visitor's account for a signed-out draft. */
export const wizardAccount = (email: string) => ({
  first: 'Wendy',
  last: 'Wizard',
  email,
  password: 'seven77',
  organization_name: 'Springfield Youth Soccer',
});
