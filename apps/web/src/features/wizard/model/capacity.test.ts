import { describe, expect, it } from 'vitest';
import { buildDraftDivision, buildDraftSlot, buildTimeslotDraft } from '../test/timeslot-draft.ts';
import { capacityLevel, divisionCapacity, isCapacityShort } from './capacity.ts';
import type { DraftTimeslot } from './draft.ts';

/** `count` Saturday slots from 2026-03-07, one a week, open to `divisions`. */
function weekly(count: number, divisions: string[], start_time = '09:00'): DraftTimeslot[] {
  return Array.from({ length: count }, (_, week) => {
    const day = 7 + week * 7;
    const date = new Date(Date.UTC(2026, 2, day)).toISOString().slice(0, 10);
    return buildDraftSlot({
      date,
      start_time,
      division_keys: divisions,
      key: `${start_time}-${week}-${divisions}`,
    });
  });
}

describe('divisionCapacity', () => {
  it('needs count × n(n−1)/2 slots by rounds and counts the division’s own plus the neutral slots', () => {
    const draft = buildTimeslotDraft({
      divisions: [buildDraftDivision('a', 4), buildDraftDivision('b', 6)],
      argument: 'rounds',
      count: 2,
      timeslots: [...weekly(10, ['a']), ...weekly(5, [], '11:00'), ...weekly(3, ['a', 'b'], '13:00')],
    });
    const rows = divisionCapacity(draft);
    expect(
      rows.map(({ division_key, needed, available, enough }) => ({
        division_key,
        needed,
        available,
        enough,
      })),
    ).toEqual([
      { division_key: 'a', needed: 12, available: 18, enough: true },
      { division_key: 'b', needed: 30, available: 8, enough: false },
    ]);
    expect(rows.total).toEqual({ needed: 42, available: 18, enough: false });
    expect(isCapacityShort(draft)).toBe(true);
  });

  it('uses the week and season formulas over the season’s weeks', () => {
    const base = { divisions: [buildDraftDivision('a', 5)], count: 1 };
    // week: ceil(count × n × weeks / 2) = ceil(1 × 5 × 12 / 2) = 30
    expect(divisionCapacity(buildTimeslotDraft({ ...base, argument: 'week' }))[0]?.needed).toBe(30);
    // season: ceil(count × n / 2) = ceil(5 / 2) = 3
    expect(divisionCapacity(buildTimeslotDraft({ ...base, argument: 'season' }))[0]?.needed).toBe(3);
  });

  it('takes a division’s own style, argument and count over the draft’s, and needs at least one slot', () => {
    const draft = buildTimeslotDraft({
      divisions: [
        buildDraftDivision('a', 8, { config: { style: 'single' } }),
        buildDraftDivision('b', 4, { config: { argument: 'season', count: 10 } }),
        buildDraftDivision('c', 1),
        buildDraftDivision('d', 4, { config: { mode: 'practices' } }),
      ],
    });
    expect(divisionCapacity(draft).map((row) => row.needed)).toEqual([7, 20, 1, 24]);
  });

  it('follows the division’s settings on neutral, shared and weekday slots', () => {
    const slots = [...weekly(4, []), ...weekly(2, ['a', 'b'], '11:00'), ...weekly(3, ['a'], '13:00')];
    const wednesday = buildDraftSlot({ date: '2026-03-11', start_time: '18:00', key: 'wed' });
    const draft = buildTimeslotDraft({
      divisions: [
        buildDraftDivision('a', 4, { config: { use_unassigned_timeslots: false } }),
        buildDraftDivision('b', 4, { config: { use_single_division_timeslots: true } }),
        buildDraftDivision('c', 4, { config: { use_weekend_method: true } }),
      ],
      timeslots: [...slots, wednesday],
    });
    expect(divisionCapacity(draft).map((row) => row.available)).toEqual([5, 5, 4]);
  });

  it('leaves a division that is not scheduled now out of the check', () => {
    const draft = buildTimeslotDraft({
      divisions: [buildDraftDivision('a', 2), buildDraftDivision('b', 10, { should_schedule: false })],
      timeslots: weekly(2, []),
    });
    const rows = divisionCapacity(draft);
    expect(rows[1]).toMatchObject({ enough: false, scheduled: false });
    expect(rows.total).toEqual({ needed: 2, available: 2, enough: true });
    expect(isCapacityShort(draft)).toBe(false);
  });
});

describe('capacityLevel', () => {
  it('is short below half of the need, half from half, enough at or above it', () => {
    expect(capacityLevel(30, 14)).toBe('short');
    expect(capacityLevel(30, 15)).toBe('half');
    expect(capacityLevel(30, 29)).toBe('half');
    expect(capacityLevel(30, 30)).toBe('enough');
    expect(capacityLevel(30, 31)).toBe('enough');
  });
});
