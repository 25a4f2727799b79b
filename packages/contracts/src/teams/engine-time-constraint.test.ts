import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEngineTimeConstraint, toEngineTimeConstraint } from './engine-time-constraint.ts';
import {
  TIME_CONSTRAINT_FIELDS,
  TimeConstraintInputSchema,
  type TimeConstraintValues,
} from './time-constraints.ts';

const OTHER = '1c6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom('00', '15', '30', '45'))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${m}`);
const date = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Any raw form input; the ones the schema accepts are the product's constraints. */
const rawConstraint = fc.record({
  style: fc.constantFrom('weekly', 'date', 'range'),
  type: fc.integer({ min: 0, max: 6 }),
  weekdays: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
  start_date: fc.option(date),
  end_date: fc.option(date),
  not_between_start: fc.option(clock),
  not_between_end: fc.option(clock),
  not_before: fc.option(clock),
  not_after: fc.option(clock),
  max_games: fc.option(fc.integer({ min: 0, max: 9 })),
  max_travel_home: fc.option(fc.integer({ min: 1, max: 50 })),
  max_travel_last: fc.option(fc.integer({ min: 1, max: 50 })),
  no_play_team: fc.option(fc.constant(OTHER)),
});

describe('toEngineTimeConstraint', () => {
  it("gives the engine's input form of a weekly no-play-between constraint", () => {
    const c = TimeConstraintInputSchema.parse({
      style: 'weekly',
      type: 1,
      weekdays: [3, 1],
      not_between_start: '17:00',
      not_between_end: '19:00',
    });
    expect(toEngineTimeConstraint(c)).toEqual({
      kind: 'no_play_between',
      weekdays: [1, 3],
      start_date: null,
      end_date: null,
      not_between_start: '17:00',
      not_between_end: '19:00',
      not_before: null,
      not_after: null,
      max_games: null,
      max_travel_home: null,
      max_travel_last: null,
      no_play_team: null,
    });
  });

  it('gives only the engine fields of a stored record, in the contract order', () => {
    const c = TimeConstraintInputSchema.parse({ style: 'weekly', type: 5, weekdays: [6] });
    const record = { id: 'c1', team_id: 't1', ...c };
    expect(Object.keys(toEngineTimeConstraint(record))).toEqual(['kind', ...TIME_CONSTRAINT_FIELDS]);
  });

  it('turns a specific date into a one-day range', () => {
    const c = TimeConstraintInputSchema.parse({ style: 'date', type: 0, start_date: '2026-05-02' });
    expect(toEngineTimeConstraint(c)).toMatchObject({
      kind: 'no_play',
      start_date: '2026-05-02',
      end_date: '2026-05-02',
    });
  });
});

describe('fromEngineTimeConstraint', () => {
  it('round-trips every valid product constraint exactly', () => {
    let checked = 0;
    fc.assert(
      fc.property(rawConstraint, (raw) => {
        const parsed = TimeConstraintInputSchema.safeParse(raw);
        if (!parsed.success) return;
        checked += 1;
        const back: TimeConstraintValues = fromEngineTimeConstraint(toEngineTimeConstraint(parsed.data));
        expect(back).toEqual(parsed.data);
      }),
      { numRuns: 2000 },
    );
    expect(checked).toBeGreaterThan(100);
  });

  it('reads the seed numbers and absent fields of instance files', () => {
    expect(fromEngineTimeConstraint({ kind: 2, weekdays: [6], max_games: 2 })).toMatchObject({
      style: 'weekly',
      type: 2,
      max_games: 2,
    });
    expect(fromEngineTimeConstraint({ kind: 'no_play', start_date: '2026-05-02' })).toMatchObject({
      style: 'date',
      start_date: '2026-05-02',
      end_date: null,
    });
  });

  it('refuses constraints the product cannot express', () => {
    expect(() => fromEngineTimeConstraint({ kind: 'no_play' })).toThrow(RangeError);
    expect(() =>
      fromEngineTimeConstraint({ kind: 'no_play', weekdays: [1], start_date: '2026-05-02' }),
    ).toThrow(RangeError);
    expect(() =>
      fromEngineTimeConstraint({ kind: 'max_games', start_date: '2026-05-02', max_games: 1 }),
    ).toThrow(/only available for weekly/);
  });
});
