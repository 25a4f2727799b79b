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

describe('formula neutralisation (CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","x")', `"'=HYPERLINK(""http://evil.test"",""x"")"`],
    ['+cmd|" /C calc"!A0', `"'+cmd|"" /C calc""!A0"`],
    ['-2+3+cmd|" /C calc"!A0', `"'-2+3+cmd|"" /C calc""!A0"`],
    ['@SUM(1+1)*cmd', `"'@SUM(1+1)*cmd"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['-Hawks', `"'-Hawks"`],
    ['-', `"'-"`],
  ])('prefixes a quote and quotes %j', (text, cell) => {
    expect(toCsv({ columns: ['TEAM'], rows: [[text]] })).toBe(`TEAM\r\n${cell}\r\n`);
  });

  it('keeps plain negative numbers, as numbers or as text, and harmless text as they are', () => {
    expect(
      toCsv({ columns: ['A', 'B', 'C', 'D', 'E'], rows: [[-3, '-3', '-1.5', -1.5, 'Hawks=Owls']] }),
    ).toBe('A,B,C,D,E\r\n-3,-3,-1.5,-1.5,Hawks=Owls\r\n');
  });

  it('neutralises header cells too and quotes a semicolon', () => {
    expect(toCsv({ columns: ['=A', 'a;b'], rows: [] })).toBe(`"'=A","a;b"\r\n`);
  });
});
