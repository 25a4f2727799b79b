import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as timeslots from './index.ts';
import { TimeslotCopyWeekSchema, TimeslotCreateSchema, TimeslotShiftSchema } from './index.ts';

const schemas: [string, z.ZodType][] = Object.entries(timeslots).flatMap(
  ([name, value]): [string, z.ZodType][] =>
    name.endsWith('Schema') && value instanceof z.ZodType ? [[name, value]] : [],
);

const ID = '6f1c1d1e-2b3a-4c5d-8e7f-9a0b1c2d3e4f';
const fieldErrors = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : z.flattenError(result.error).fieldErrors;

describe('timeslot contracts', () => {
  it.each(schemas)('%s converts to JSON Schema for the OpenAPI document', (_name, schema) => {
    expect(typeof z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).toBe('object');
    expect(typeof z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })).toBe('object');
  });

  it('takes shift amounts from -20 to 20 except 0, and units in any case', () => {
    const shift = (amount: number, units = 'days') =>
      TimeslotShiftSchema.safeParse({ season_id: ID, items: [ID], amount, units });
    expect(shift(20).success && shift(-20).success).toBe(true);
    for (const amount of [0, 21, -21, 1.5]) expect(shift(amount).success, String(amount)).toBe(false);
    expect(shift(3, 'Months').data?.units).toBe('months');
  });

  it('defaults a new slot to a game slot open to every division and checks its times', () => {
    const slot = {
      season_id: ID,
      venue_id: ID,
      surface_id: ID,
      start: '2026-03-07T09:00:00-05:00',
      finish: '2026-03-07T10:30:00-05:00',
    };
    expect(TimeslotCreateSchema.parse(slot)).toMatchObject({
      divisions: [],
      is_game: true,
      is_practice: false,
    });
    expect(fieldErrors(TimeslotCreateSchema.safeParse({ ...slot, finish: slot.start }))).toEqual({
      finish: ['must be after the start'],
    });
    expect(fieldErrors(TimeslotCreateSchema.safeParse({ ...slot, start: '2026-03-07T09:00:00' }))).toEqual({
      start: ['must be a date and time with its offset, like 2026-03-07T09:00:00-05:00'],
    });
  });

  it('keeps copy week within 2 to 23 weeks of a template at most a week long', () => {
    const week = { season_id: ID, start: '2026-03-07T00:00:00-05:00', finish: '2026-03-14T00:00:00-05:00' };
    expect(TimeslotCopyWeekSchema.safeParse({ ...week, weeks: 2 }).success).toBe(true);
    expect(fieldErrors(TimeslotCopyWeekSchema.safeParse({ ...week, weeks: 24 }))).toEqual({
      weeks: ['must be at most 23'],
    });
  });

  it('takes a local week that daylight saving lengthens by an hour, and nothing longer', () => {
    // New York clocks go back on 2026-11-01: Sunday to Sunday midnight is 169 hours.
    const fallBack = {
      season_id: ID,
      start: '2026-10-25T00:00:00-04:00',
      finish: '2026-11-01T00:00:00-05:00',
    };
    expect(TimeslotCopyWeekSchema.safeParse({ ...fallBack, weeks: 2 }).success).toBe(true);
    const tooLong = { ...fallBack, finish: '2026-11-01T00:01:00-05:00', weeks: 2 };
    expect(fieldErrors(TimeslotCopyWeekSchema.safeParse(tooLong))).toEqual({
      finish: ['must be at most a week after the start'],
    });
  });
});
