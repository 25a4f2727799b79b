import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_START,
  type CsvRecord,
  CsvSyntaxError,
  parseCsv,
  parseCsvChunk,
  parseCsvRecords,
} from './parse-csv.ts';

describe('parseCsv', () => {
  it('splits plain records on LF and CRLF, ignoring one trailing line end', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted commas, line breaks and doubled quotes', () => {
    expect(parseCsv('"Smith, Jr.","say ""hi""","two\nlines"\n')).toEqual([
      ['Smith, Jr.', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('drops a byte-order mark and keeps empty cells', () => {
    expect(parseCsv('\uFEFFname,,x,\n')).toEqual([['name', '', 'x', '']]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([[''], ['']]);
    expect(parseCsv('""')).toEqual([['']]);
  });

  it('keeps stray quotes in unquoted cells as text', () => {
    expect(parseCsv('5\'10",a"b\n')).toEqual([['5\'10"', 'a"b']]);
  });

  it('throws for an unclosed quote, naming the line it opened on', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\n"open,b\nc');
    } catch (error) {
      expect(error instanceof CsvSyntaxError && error.line).toBe(2);
    }
  });

  it('reports the file line each record starts on', () => {
    expect(parseCsvRecords('h\r\n"a\r\nb",c\r\nd\n').map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('reads back any table written with RFC 4180 quoting', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'b', ',', '"', '\n', '\r\n', ' ', 'é') });
    const table = fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(table, fc.boolean(), (rows, crlf) => {
        const quoted = rows.map((row) => row.map((c) => `"${c.replaceAll('"', '""')}"`).join(','));
        expect(parseCsv(quoted.join(crlf ? '\r\n' : '\n'))).toEqual(rows);
      }),
    );
  });
});

describe('parseCsvChunk', () => {
  it('reads a text a few records at a time exactly as parseCsvRecords reads it whole', () => {
    const text = '\uFEFFa,b\r\n"multi\nline",x\n\n"q""uote",y\rlast,"z"';
    const whole = parseCsvRecords(text);
    for (const size of [1, 2, 3, 100]) {
      const records: CsvRecord[] = [];
      let cursor = CSV_START;
      for (;;) {
        const chunk = parseCsvChunk(text, cursor, size);
        records.push(...chunk.records);
        expect(chunk.records.length).toBeLessThanOrEqual(size);
        cursor = chunk.cursor;
        if (chunk.done) break;
      }
      expect(records).toEqual(whole);
    }
    expect(whole.map((r) => r.line)).toEqual([1, 2, 4, 5, 6]);
  });
});
