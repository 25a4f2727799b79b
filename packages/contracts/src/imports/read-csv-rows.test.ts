import { describe, expect, it } from 'vitest';
import { PersonBulkRowSchema } from '../people/people.ts';
import { readCsvRows } from './read-csv-rows.ts';

const PEOPLE_HEADER = 'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role';

describe('readCsvRows', () => {
  it('skips the header and blank rows, keeping file lines', () => {
    const text = `${PEOPLE_HEADER}\nPat,Lee,PAT@example.com,312-555-0142,yes,no,no,no,Hawks,coach\n,,,\n\nSam,Ito\n`;
    const { rows, errors } = readCsvRows('people', text);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.first, r.email, r.team, r.role])).toEqual([
      [2, 'Pat', 'pat@example.com', 'Hawks', 'coach'],
      [5, 'Sam', null, null, null],
    ]);
    expect(rows.every((r) => PersonBulkRowSchema.safeParse(r).success)).toBe(true);
  });

  it('reports a row whose first cell alone is blank instead of dropping it', () => {
    const text = `${PEOPLE_HEADER}\nPat,Lee\n,Ito,sam@example.com\n`;
    const { rows, errors } = readCsvRows('people', text);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors).toEqual([{ row: 3, field: 'first', message: 'is required' }]);
  });

  it('lists every bad row by file line and column', () => {
    const text = [
      PEOPLE_HEADER,
      'Pat,Lee,not-an-email,,maybe,no,no,no,,',
      'Sam,Ito,,,no,no,no,no,,coach',
      'Al,Kim,,,no,no,no,no,Hawks,referee',
    ].join('\r\n');
    expect(readCsvRows('people', text).errors).toEqual([
      { row: 2, field: 'email', message: 'is not a valid email' },
      { row: 2, field: 'is_coach', message: 'must be yes, no, true, false, 1 or 0' },
      { row: 3, field: 'role', message: 'needs a team' },
      { row: 4, field: 'role', message: 'must be coach, staff or player' },
    ]);
  });

  it('reads venues with semicolon surfaces and numeric coordinates', () => {
    const text =
      'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority\n' +
      '"North Park, East",3400 N Kedzie Ave,Chicago,IL,60618,US,41.9434,-87.7073,Field 1;Field 2,1\n' +
      'Lakeview,,,,,,north,,,9\n';
    const { rows, errors } = readCsvRows('venues', text);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'North Park, East',
      latitude: 41.9434,
      surfaces: ['Field 1', 'Field 2'],
      priority: 1,
    });
    expect(errors).toEqual([
      { row: 3, field: 'latitude', message: 'must be a number' },
      { row: 3, field: 'surfaces', message: 'needs at least one named surface' },
      { row: 3, field: 'priority', message: 'must be at most 3' },
    ]);
  });

  it('reads divisions, teams and timeslots by their columns', () => {
    expect(readCsvRows('divisions', 'h\nU10 Boys,U10B,U10BOYS,#1e88e5\nU12,,,\n').rows).toEqual([
      { line: 2, name: 'U10 Boys', shortcode: 'U10B', longcode: 'U10BOYS', color: '#1E88E5' },
      { line: 3, name: 'U12', shortcode: null, longcode: null, color: null },
    ]);
    expect(readCsvRows('teams', 'h\nHawks,,HAWKS,\n').errors).toEqual([
      { row: 2, field: 'division', message: 'is required' },
      { row: 2, field: 'shortcode', message: 'must be at most 4 characters' },
    ]);
    const slots = readCsvRows(
      'timeslots',
      'h\nNorth Park,Field 1,4/11/2026,6:30 PM,8:00 PM,U10;U12,\nNorth Park,Field 1,2026-04-11,10:00,09:00,,\nNorth Park,Field 1,2026-04-11,09:00,10:00,,lunch\n',
    );
    expect(slots.rows).toEqual([
      {
        line: 2,
        venue: 'North Park',
        surface: 'Field 1',
        date: '2026-04-11',
        start: '18:30',
        finish: '20:00',
        divisions: ['U10', 'U12'],
        type: 'game',
      },
    ]);
    expect(slots.errors).toEqual([
      { row: 3, field: 'finish', message: 'must be after the start' },
      { row: 4, field: 'type', message: 'must be game, practice, both or reserved' },
    ]);
  });

  it('reports an unclosed quote as a file error', () => {
    expect(readCsvRows('teams', 'h\n"Hawks,U10\n')).toEqual({
      rows: [],
      errors: [{ row: 2, field: 'file', message: 'has a quoted field that is never closed' }],
    });
  });

  it('reads a 5,000-row people file with quoted commas', () => {
    const lines = [PEOPLE_HEADER];
    for (let i = 0; i < 5000; i += 1) {
      lines.push(
        `First${i},"Last, ${i}",person${i}@example.com,312-555-${String(i).padStart(4, '0')},no,yes,no,no,Team ${i % 40},player`,
      );
    }
    const { rows, errors } = readCsvRows('people', lines.join('\r\n'));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(5000);
    expect(rows.at(-1)).toMatchObject({ last: 'Last, 4999', email: 'person4999@example.com' });
  });
});
