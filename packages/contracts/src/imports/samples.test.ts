import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, CSV_KINDS } from './columns.ts';
import { parseCsv } from './parse-csv.ts';
import { readCsvRows } from './read-csv-rows.ts';

const sample = (kind: string) =>
  readFileSync(new URL(`../../../../apps/web/public/csvs/${kind}.csv`, import.meta.url), 'utf8');

describe('sample CSV files', () => {
  it.each(CSV_KINDS)('%s.csv has the documented header and parses with no errors', (kind) => {
    const text = sample(kind);
    expect(parseCsv(text)[0]).toEqual([...CSV_COLUMNS[kind]]);
    const { rows, errors } = readCsvRows(kind, text);
    expect(errors).toEqual([]);
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });
});
