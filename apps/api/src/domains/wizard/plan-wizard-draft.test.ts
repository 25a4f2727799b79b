import { DIVISION_PALETTE, type WizardSubmitInput, WizardSubmitSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { wizardDraft } from '../../../test/wizard-fixtures.ts';
import { NO_EXISTING, planWizardDraft, type WizardExisting } from './plan-wizard-draft.ts';

const DIVISION = '11111111-1111-4111-8111-111111111111';
const TEAM_A = '22222222-2222-4222-8222-222222222222';
const TEAM_B = '33333333-3333-4333-8333-333333333333';
const VENUE = '44444444-4444-4444-8444-444444444444';
const SURFACE = '55555555-5555-4555-8555-555555555555';

const counter = () => {
  let n = 0;
  return () => `id-${n++}`;
};
const plan = (input: WizardSubmitInput, existing: WizardExisting = NO_EXISTING) =>
  planWizardDraft(WizardSubmitSchema.parse(input), existing, counter());

const existing: WizardExisting = {
  divisionId: DIVISION,
  divisionName: 'U12',
  teamIds: new Set([TEAM_A, TEAM_B]),
  venues: new Map([[VENUE, new Set([SURFACE])]]),
  intervals: [
    {
      surfaceId: SURFACE,
      start: Date.parse('2026-04-04T14:00:00Z'),
      finish: Date.parse('2026-04-04T15:30:00Z'),
    },
  ],
  storedSlots: 1,
  divisionCount: 3,
  venueCount: 1,
};
const intoDivision: WizardSubmitInput = {
  sport_id: 5,
  target: { kind: 'division', season_id: DIVISION, division_id: DIVISION },
  venues: [{ key: 'old', id: VENUE, name: 'Park', surfaces: [], home_team_keys: [TEAM_A] }],
  timeslots: [
    {
      venue_key: 'old',
      surface_key: SURFACE,
      start: '2026-04-04T15:30:00Z',
      finish: '2026-04-04T17:00:00Z',
      division_keys: [DIVISION],
    },
  ],
  schedules: [
    {
      division_key: DIVISION,
      config: {
        count: 1,
        schedule_start: '2026-04-01',
        schedule_end: '2026-06-30',
        seeding: [TEAM_B, TEAM_A],
      },
    },
  ],
};

describe('planWizardDraft', () => {
  it('turns every key into an id: teams in their division, home venues, slots on their surface', () => {
    const result = plan(
      wizardDraft({ divisions: 2, teams: 3, venues: 1, surfaces: 2, weeks: 1, slotsPerDay: 1 }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { divisions, teams, venues, surfaces, homeVenues, timeslots, schedules } = result.plan;
    expect(divisions.map((d) => [d.name, d.color, d.position])).toEqual([
      ['Division A', DIVISION_PALETTE[0], 0],
      ['Division B', DIVISION_PALETTE[1], 1],
    ]);
    expect(teams.filter((t) => t.divisionId === divisions[1]?.id).map((t) => t.name)).toEqual([
      'Team 1B',
      'Team 2B',
      'Team 3B',
    ]);
    expect(homeVenues).toHaveLength(6);
    expect(homeVenues.every((h) => h.venueId === venues[0]?.id)).toBe(true);
    expect(timeslots.map((s) => s.surfaceId)).toEqual(surfaces.map((s) => s.id));
    expect(schedules.map((s) => s.name)).toEqual(['Division A schedule', 'Division B schedule']);
  });

  it('refuses a surface key used twice in one venue, but not the same key in two venues', () => {
    const draft = wizardDraft({ venues: 2, surfaces: 2 });
    const first = draft.venues?.[0];
    if (!first) throw new Error('fixture');
    first.surfaces = [
      { key: 's0', name: 'One' },
      { key: 's1', name: 'Two' },
      { key: 's1', name: 'Three' },
    ];
    const result = plan(draft);
    expect(result.ok ? {} : result.errors).toEqual({
      'venues.0.surfaces.2.key': ['is used by another surface of this venue'],
    });
  });

  it('names existing records by id in a division target and checks slots against the stored ones', () => {
    const result = plan(intoDivision, existing);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.plan.divisions).toEqual([]);
    expect(result.plan.venues).toEqual([]);
    expect(result.plan.homeVenues).toEqual([{ venueId: VENUE, teamId: TEAM_A }]);
    expect(result.plan.timeslots[0]).toMatchObject({ venueId: VENUE, surfaceId: SURFACE });
    expect(result.plan.timeslotDivisions).toEqual([{ timeslotId: 'id-0', divisionId: DIVISION }]);
    expect(result.plan.schedules[0]).toMatchObject({ divisionId: DIVISION, name: 'U12 schedule' });

    const overlapping = plan(
      {
        ...intoDivision,
        timeslots: [{ ...intoDivision.timeslots?.[0], start: '2026-04-04T15:00:00Z' } as never],
      },
      existing,
    );
    expect(overlapping.ok ? {} : overlapping.errors).toEqual({
      'timeslots.0.start': ['overlaps another timeslot on the same surface'],
    });
  });

  it('continues the palette and positions after the existing divisions', () => {
    const result = plan(wizardDraft({ divisions: 1, schedules: false }), {
      ...NO_EXISTING,
      divisionCount: 3,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.plan.divisions[0]).toMatchObject({ color: DIVISION_PALETTE[3], position: 3 });
  });

  it('refuses an existing venue outside a division target, seeding of new teams, and thin divisions', () => {
    const draft = wizardDraft({ divisions: 1, teams: 1 });
    draft.venues = [...(draft.venues ?? []), { key: 'x', id: VENUE, name: 'Park', surfaces: [] }];
    const schedule = draft.schedules?.[0];
    if (!schedule) throw new Error('fixture');
    schedule.config.seeding = [TEAM_A];
    const result = plan(draft);
    expect(result.ok ? {} : result.errors).toEqual({
      'venues.1.id': ['must be a venue of the season; only a draft for an existing division names one'],
      'schedules.0.division_key': ['needs at least 2 teams'],
      'schedules.0.config.seeding.0': ['must name a team of the existing division'],
    });
  });

  it('needs timeslots before it queues a schedule', () => {
    const draft = { ...wizardDraft(), timeslots: [] };
    const result = plan(draft);
    expect(result.ok ? {} : result.errors).toEqual({
      'schedules.0.division_key': ['needs timeslots to schedule into'],
      'schedules.1.division_key': ['needs timeslots to schedule into'],
    });
  });
});
