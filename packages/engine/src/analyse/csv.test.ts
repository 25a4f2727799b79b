import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows ended by CRLF, leaving plain cells unquoted', () => {
    expect(toCsv({ columns: ['TEAM', 'TOTAL'], rows: [['Hawks', 3]] })).toBe('TEAM,TOTAL\r\nHawks,3\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks and doubles inner quotes', () => {
    const csv = toCsv({
      columns: ['WEEK_START', 'REST_TREAMS'],
      rows: [
        ['2026-03-01', 'Hawks, Owls'],
        ['2026-03-08', 'The "Big" Bears'],
        ['2026-03-15', 'line\nbreak'],
      ],
    });
    expect(csv).toBe(
      'WEEK_START,REST_TREAMS\r\n2026-03-01,"Hawks, Owls"\r\n2026-03-08,"The ""Big"" Bears"\r\n2026-03-15,"line\nbreak"\r\n',
    );
  });

  it('writes only the header for an empty table', () => {
    expect(toCsv({ columns: ['A'], rows: [] })).toBe('A\r\n');
  });
});
