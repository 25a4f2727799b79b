import { describe, expect, it } from 'vitest';
import { changeGame, judge, leagueGames, leagueInput, rulesOf, slot } from './test-league.ts';

function withSchedule(change: Record<string, unknown>) {
  const input = leagueInput();
  input.schedules = (input.schedules ?? []).map((s) => ({ ...s, ...change }));
  return input;
}

describe('slot rules', () => {
  it('reports a game in a slot the instance does not have', () => {
    const report = judge(leagueInput(), changeGame(leagueGames(), 'g1', { timeslot_id: 'ts99' }));
    expect(rulesOf(report)).toEqual(['slot_unknown']);
    expect(report.violations[0]?.message).toContain('ts99');
  });

  it('reports one slot used by two games', () => {
    const report = judge(leagueInput(), changeGame(leagueGames(), 'g2', { timeslot_id: 'ts1' }));
    expect(rulesOf(report)).toEqual(['slot_reused']);
    expect(report.violations[0]?.message).toBe(
      'slot ts1 at North Park is used by g1 (2026-03-07 09:00-10:30) and g2 (2026-03-07 09:00-10:30)',
    );
  });

  it('reports a reserved slot', () => {
    const input = leagueInput();
    input.timeslots = input.timeslots?.map((s) => (s.id === 'ts1' ? { ...s, is_reserved: true } : s));
    expect(rulesOf(judge(input, leagueGames()))).toEqual(['slot_reserved']);
  });

  it('reports a game in a practice-only slot unless practice slots may be used', () => {
    const input = leagueInput();
    input.timeslots = input.timeslots?.map((s) =>
      s.id === 'ts1' ? { ...s, is_game: false, is_practice: true } : s,
    );
    expect(rulesOf(judge(input, leagueGames()))).toEqual(['slot_kind']);
    const allowed = {
      ...input,
      schedules: input.schedules?.map((s) => ({ ...s, use_practice_timeslots: true })),
    };
    expect(judge(allowed, leagueGames()).violations).toEqual([]);
  });

  it('reports games after schedule_end', () => {
    const report = judge(withSchedule({ schedule_end: '2026-03-20' }), leagueGames());
    expect(rulesOf(report)).toEqual(['outside_dates']);
    expect(report.violations.map((v) => v.game_ids[0])).toEqual(['g5', 'g6']);
  });

  it('reports a game finishing after the local midnight that ends schedule_end', () => {
    const input = withSchedule({ schedule_end: '2026-03-21' });
    input.timeslots = [
      ...(input.timeslots ?? []),
      {
        id: 'late',
        surface_id: 's3',
        start: '2026-03-21T23:30:00-05:00',
        finish: '2026-03-22T00:30:00-05:00',
      },
      {
        id: 'edge',
        surface_id: 's3',
        start: '2026-03-21T22:30:00-05:00',
        finish: '2026-03-22T00:00:00-05:00',
      },
    ];
    expect(rulesOf(judge(input, changeGame(leagueGames(), 'g5', { timeslot_id: 'late' })))).toEqual([
      'outside_dates',
    ]);
    expect(judge(input, changeGame(leagueGames(), 'g5', { timeslot_id: 'edge' })).violations).toEqual([]);
  });

  it('keeps weekend-method games on Saturday and Sunday, and Friday when it counts as weekend', () => {
    const input = withSchedule({ use_weekend_method: true });
    input.timeslots = [...(input.timeslots ?? []), slot('fri', 's3', '2026-03-13', '18:00', '19:30')];
    const tuesday = judge(input, changeGame(leagueGames(), 'g1', { timeslot_id: 'ts9' }));
    expect(rulesOf(tuesday)).toEqual(['weekend_method']);
    expect(tuesday.violations[0]?.message).toContain('Tuesday');
    const friday = changeGame(leagueGames(), 'g5', { timeslot_id: 'fri' });
    expect(rulesOf(judge(input, friday))).toEqual(['weekend_method']);
    const fridayWeekend = {
      ...input,
      schedules: input.schedules?.map((s) => ({ ...s, friday_as_weekend: true })),
    };
    expect(judge(fridayWeekend, friday).violations).toEqual([]);
  });

  it('reports a slot reserved for another division and accepts one listing the schedule division', () => {
    const input = leagueInput();
    input.divisions = [...(input.divisions ?? []), { id: 'd2', name: 'U12' }];
    const only = (ids: string[]) => ({
      ...input,
      timeslots: input.timeslots?.map((s) => (s.id === 'ts1' ? { ...s, division_ids: ids } : s)),
    });
    expect(rulesOf(judge(only(['d2']), leagueGames()))).toEqual(['division_not_open']);
    expect(judge(only(['d2', 'd1']), leagueGames()).violations).toEqual([]);
    const single = {
      ...only(['d2', 'd1']),
      schedules: input.schedules?.map((s) => ({ ...s, use_single_division_timeslots: true })),
    };
    expect(rulesOf(judge(single, leagueGames()))).toEqual(['single_division_slot']);
  });

  it('reports neutral slots when unassigned timeslots are off', () => {
    const report = judge(withSchedule({ use_unassigned_timeslots: false }), leagueGames());
    expect(rulesOf(report)).toEqual(['neutral_not_allowed']);
    expect(report.violations).toHaveLength(6);
  });
});
