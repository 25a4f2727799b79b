import { describe, expect, it } from 'vitest';
import { parseInstance } from '../model/parse-instance.ts';
import { solve } from '../solve.ts';
import { validateResult } from './validate-result.ts';

/** n teams in one division, one elimination schedule, and 30 days of slots at 4 times on 3 surfaces. */
function bracketInstance(n: number, style: 'single' | 'double') {
  const timeslots = [];
  for (let day = 1; day <= 30; day++) {
    const date = `2026-06-${String(day).padStart(2, '0')}`;
    for (const hour of [9, 11, 13, 15]) {
      for (const surface of ['s1', 's2', 's3']) {
        const hh = String(hour).padStart(2, '0');
        timeslots.push({
          id: `ts${date}-${hh}-${surface}`,
          surface_id: surface,
          start: `${date}T${hh}:00:00Z`,
          finish: `${date}T${String(hour + 1).padStart(2, '0')}:30:00Z`,
          division_ids: [],
          is_game: true,
        });
      }
    }
  }
  return parseInstance({
    format_version: 1,
    timezone: 'UTC',
    first_day: 0,
    divisions: [{ id: 'd1', name: 'Cup' }],
    teams: Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, name: `T${i + 1}`, division_id: 'd1' })),
    people: [],
    venues: [
      {
        id: 'v1',
        name: 'Park',
        latitude: 0,
        longitude: 0,
        priority: 0,
        surfaces: [{ id: 's1' }, { id: 's2' }, { id: 's3' }].map((s) => ({ ...s, name: s.id, priority: 0 })),
      },
    ],
    timeslots,
    schedules: [
      {
        id: 'cup',
        division_ids: ['d1'],
        style,
        schedule_start: '2026-06-01',
        schedule_end: '2026-06-30',
      },
    ],
  });
}

describe('elimination byes through solve and the validator', () => {
  for (const style of ['single', 'double'] as const) {
    it(`finds no pairing violation in ${style} elimination for 2 to 33 teams`, {
      timeout: 60_000,
    }, async () => {
      const failures: string[] = [];
      for (let n = 2; n <= 33; n++) {
        const instance = bracketInstance(n, style);
        const result = await solve(instance, { seed: 1 });
        const pairing = validateResult(instance, result).violations.filter((v) => v.rule === 'pairing');
        for (const v of pairing) failures.push(`${n}: ${v.message}`);
      }
      expect(failures).toEqual([]);
    });
  }
});
