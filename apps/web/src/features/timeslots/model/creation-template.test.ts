import { TimeslotBulkRowSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { DURATION_CHOICES, EMPTY_TEMPLATE, templateProblem, templateRows } from './creation-template.ts';

const V1 = '00000000-0000-4000-8000-0000000a0001';
const S1 = '00000000-0000-4000-8000-0000000a1001';
const S2 = '00000000-0000-4000-8000-0000000a1002';
const ready = { ...EMPTY_TEMPLATE, venueId: V1, surfaceIds: [S1, S2], duration: 60 };

describe('creation template', () => {
  it('offers 5 to 595 minutes in steps of 5', () => {
    expect(DURATION_CHOICES[0]).toBe(5);
    expect(DURATION_CHOICES.at(-1)).toBe(595);
  });

  it('asks for a venue first, then a surface', () => {
    expect(templateProblem(EMPTY_TEMPLATE)).toBe('timeslots.template.selectVenue');
    expect(templateProblem({ ...EMPTY_TEMPLATE, venueId: 'v1' })).toBe('timeslots.template.selectSurface');
    expect(templateProblem(ready)).toBeNull();
  });

  it('asks for a kind when game, practice and reserved are all off, as the server would refuse it', () => {
    const none = { ...ready, isGame: false, isPractice: false, isReserved: false };
    expect(templateProblem(none)).toBe('timeslots.template.selectKind');
    expect(templateProblem({ ...none, isReserved: true })).toBeNull();
  });

  it('makes one slot per surface for a click', () => {
    const start = new Date('2026-03-07T14:00:00Z');
    const rows = templateRows(ready, start, new Date('2026-03-07T14:15:00Z'));
    expect(rows.map((row) => [row.surface_id, row.start, row.finish])).toEqual([
      [S1, '2026-03-07T14:00:00.000Z', '2026-03-07T15:00:00.000Z'],
      [S2, '2026-03-07T14:00:00.000Z', '2026-03-07T15:00:00.000Z'],
    ]);
    for (const row of rows) expect(TimeslotBulkRowSchema.safeParse(row).success).toBe(true);
  });

  it('fills a dragged range with back-to-back slots that fit', () => {
    const rows = templateRows(
      { ...ready, surfaceIds: [S1] },
      new Date('2026-03-07T14:00:00Z'),
      new Date('2026-03-07T17:30:00Z'),
    );
    expect(rows.map((row) => row.start)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-07T15:00:00.000Z',
      '2026-03-07T16:00:00.000Z',
    ]);
  });
});
