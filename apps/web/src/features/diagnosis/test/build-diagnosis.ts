import {
  type Diagnosis,
  type FixApplication,
  ScheduleConfigSchema,
  type ScheduleDetail,
  type WhatIf,
} from '@app/contracts';
import { SEASON_ID } from '../../../test/fixtures.ts';

export const SCHEDULE_ID = '00000000-0000-4000-8000-00000000d101';
export const DIVISION_ID = '00000000-0000-4000-8000-00000000d201';
export const TEAM_ID = '00000000-0000-4000-8000-00000000d301';
export const APPLICATION_ID = '00000000-0000-4000-8000-00000000d401';

/** Ranked fixes: six new Saturday slots that complete the schedule, then a team's no-play rule dropped. */
export function buildFixes(): WhatIf[] {
  return [
    {
      id: 'fix-1',
      fix: { kind: 'add_slots', division_id: DIVISION_ID, slots: [] },
      reason: {
        code: 'fix.add_slots',
        params: {
          count: 6,
          division: 'U12',
          weekday: 6,
          time: '09:00',
          minutes: 90,
          venue: 'Park',
          surface: 'Field 2',
          dates: ['2026-03-07', '2026-03-14'],
        },
      },
      division_ids: [DIVISION_ID],
      places: 14,
      unscheduled_after: 0,
      complete: true,
    },
    {
      id: 'fix-2',
      fix: { kind: 'relax_team_rule', team_id: TEAM_ID, rule: 'time_constraint', constraint_index: 0 },
      reason: {
        code: 'fix.relax_time_constraint',
        params: { team: 'Hawks', kind: 'no_play', days: ['6'], dates: [] },
      },
      division_ids: [DIVISION_ID],
      places: 12,
      unscheduled_after: 2,
      complete: false,
    },
  ];
}

/** U12 needs 56 games; 63 slots; home venues leave 41 (binding); time constraints leave 38. */
export function buildDiagnosis(overrides: Partial<Diagnosis> = {}): Diagnosis {
  const fixes = buildFixes();
  fixes[0] = {
    ...(fixes[0] as WhatIf),
    fix: {
      kind: 'add_slots',
      division_id: DIVISION_ID,
      slots: Array.from({ length: 6 }, (_, i) => ({
        start: `2026-03-${String(7 + i).padStart(2, '0')}T09:00:00-06:00`,
        finish: `2026-03-${String(7 + i).padStart(2, '0')}T10:30:00-06:00`,
        venue_id: '00000000-0000-4000-8000-00000000d501',
        surface_id: '00000000-0000-4000-8000-00000000d601',
      })),
    },
  };
  return {
    format_version: 1,
    divisions: [
      {
        division_id: DIVISION_ID,
        division: 'U12',
        schedule_ids: [SCHEDULE_ID],
        games: 56,
        unscheduled: 14,
        slots: 63,
        steps: [
          { rule: 'dates', left: 63 },
          { rule: 'slot_rules', left: 63 },
          { rule: 'home_venues', left: 41 },
          { rule: 'time_constraints', left: 38 },
          { rule: 'travel', left: 38 },
        ],
        binding: 'home_venues',
        teams: [
          {
            team_id: TEAM_ID,
            team: 'Hawks',
            games: 14,
            unscheduled: 4,
            steps: [
              { rule: 'dates', left: 20 },
              { rule: 'time_constraints', left: 10 },
            ],
            binding: 'time_constraints',
          },
        ],
      },
    ],
    conflicts: [
      {
        division_id: DIVISION_ID,
        games: 4,
        rules: [
          {
            rule: 'time_constraints',
            team_id: TEAM_ID,
            team: 'Hawks',
            reason: {
              code: 'conflict_rule.time_constraints',
              params: { team: 'Hawks', kind: 'no_play', days: ['6'], dates: [] },
            },
          },
          {
            rule: 'home_venues',
            team_id: null,
            team: null,
            reason: { code: 'conflict_rule.home_venues', params: {} },
          },
        ],
      },
    ],
    fixes,
    elapsed_ms: 4200,
    ...overrides,
  };
}

/** A finished round robin of U12 with 14 of 56 games unscheduled and its diagnosis. */
export function buildScheduleDetail(overrides: Partial<ScheduleDetail> = {}): ScheduleDetail {
  return {
    id: SCHEDULE_ID,
    season_id: SEASON_ID,
    division_id: DIVISION_ID,
    name: 'U12 spring',
    kind: 'round',
    is_tournament: false,
    is_practice: false,
    status: 'done',
    finished: true,
    scheduled_count: 42,
    unscheduled_count: 14,
    success_rate: 75,
    created_at: '2026-02-01T12:00:00.000Z',
    started_at: '2026-02-01T12:00:00.000Z',
    finished_at: '2026-02-01T12:00:05.000Z',
    config: ScheduleConfigSchema.parse({ schedule_start: '2026-02-22', schedule_end: '2026-05-30' }),
    retry_mode: null,
    log: '',
    error: null,
    games: [],
    diagnosis: buildDiagnosis(),
    teams: [],
    timeslots: [],
    ...overrides,
  };
}

/** The application of the first fix, as the server answers it. */
export function buildApplication(overrides: Partial<FixApplication> = {}): FixApplication {
  const fix = buildFixes()[0] as WhatIf;
  return {
    id: APPLICATION_ID,
    schedule_id: SCHEDULE_ID,
    fix: fix.fix,
    reason: fix.reason,
    status: 'applied',
    created_timeslot_ids: [],
    applied_at: '2026-02-01T12:10:00.000Z',
    undone_at: null,
    ...overrides,
  };
}
