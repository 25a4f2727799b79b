import { describe, expect, it } from 'vitest';
import { dayByDay } from './day-by-day.ts';
import type { GameRow } from './game-rows.ts';

const row = (id: string, date: string, venue: string, startMs: number) =>
  ({ id, date, venue, startMs }) as GameRow;

describe('day by day', () => {
  it('groups scheduled games by date, then venue, in time order, leaving out unscheduled ones', () => {
    const sections = dayByDay([
      row('c', '2027-03-06', 'Welles', 3),
      row('a', '2027-03-06', 'Horner', 2),
      row('b', '2027-03-06', 'Horner', 1),
      row('d', '2027-03-13', 'Horner', 4),
      row('u', '', '', Number.POSITIVE_INFINITY),
    ]);
    expect(sections.map((s) => [s.date, s.venues.map((v) => [v.venue, v.games.map((g) => g.id)])])).toEqual([
      [
        '2027-03-06',
        [
          ['Horner', ['b', 'a']],
          ['Welles', ['c']],
        ],
      ],
      ['2027-03-13', [['Horner', ['d']]]],
    ]);
  });
});
