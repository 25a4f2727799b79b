import { EXPORT_FORMATS, type Team } from '@app/contracts';
import { divisions, surfaces, venues } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeams } from '../../../test/league-builders.ts';
import { createSchedule, type ScheduleSeason, waitForFinish } from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildTimeslotSeason, createSlots, slotRow } from '../../../test/timeslot-fixtures.ts';

// Names a spreadsheet would run as formulas (docs/security.md, CSV exports).
const HOSTILE = {
  teams: ['=HYPERLINK("http://evil.test","Hawks")', '+cmd|" /C calc"!A0', '@SUM(1+1)', '-2+3+cmd'],
  venue: '=1+1 Park',
  surface: '@Field',
  division: '-Under 10',
};
// The characters a formula starts with, unquoted at the start of a cell.
const UNSAFE_CELL = /(^|,)[=+@]|(^|,)-(?!\d+(\.\d+)?(,|$))/m;

let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;
let teams: Team[];

beforeAll(async () => {
  t = await createTestApp();
  const base = await buildTimeslotSeason(t);
  teams = await buildTeams(base.client, base.divisions[0].id, HOSTILE.teams);
  await t.db.update(venues).set({ name: HOSTILE.venue }).where(eq(venues.id, base.venueId));
  await t.db.update(surfaces).set({ name: HOSTILE.surface }).where(eq(surfaces.venueId, base.venueId));
  await t.db.update(divisions).set({ name: HOSTILE.division }).where(eq(divisions.id, base.divisions[0].id));
  const dates = ['2026-04-04', '2026-04-11', '2026-04-18', '2026-04-25', '2026-05-02', '2026-05-09'];
  const slots = await createSlots(
    base,
    dates.flatMap((date) => [slotRow(base, date), slotRow(base, date, { surface_id: base.surfaceIds[1] })]),
  );
  season = { ...base, teams, slots };
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

/** Splits RFC 4180 CSV into rows of cells (quotes removed), so the test reads what a spreadsheet reads. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const isPlainNumber = (cell: string) => /^-?\d+(\.\d+)?$/.test(cell);

describe('CSV exports neutralise formula-like cells', () => {
  it.each(EXPORT_FORMATS.filter((f) => f !== 'team'))('format %s', async (format) => {
    for (const scope of ['schedules', 'seasons']) {
      const id = scope === 'schedules' ? scheduleId : season.seasonId;
      const res = await season.client.get(`/api/${scope}/${id}/export?format=${format}`);
      expect(res.status, `${scope} ${format}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const cells = readCsv(res.text.replace(/^\uFEFF/, '')).flat();
      const formulas = cells.filter((cell) => FORMULA_START.test(cell) && !isPlainNumber(cell));
      expect(formulas, `${scope} ${format}`).toEqual([]);
      if (format !== 'rest') {
        // The hostile names are still there, as text behind a quote.
        expect(
          cells.some((cell) => cell.startsWith("'")),
          `${scope} ${format}`,
        ).toBe(true);
      }
    }
  });

  it("writes one team's CSV with its hostile names as quoted text", async () => {
    const team = teams[0];
    const res = await season.client.get(
      `/api/schedules/${scheduleId}/export?format=team&team_id=${team?.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.test"",""Hawks"")"`);
    expect(res.text).toContain(`"'=1+1 Park"`);
    expect(res.text).toContain(`"'@Field"`);
    expect(res.text).toContain(`"'-Under 10"`);
    expect(res.text).not.toMatch(UNSAFE_CELL);
  });

  it('keeps negative numbers as numbers', async () => {
    const res = await season.client.get(`/api/schedules/${scheduleId}/export?format=main`);
    const rows = readCsv(res.text.replace(/^\uFEFF/, ''));
    const timestamp = rows[0]?.indexOf('UNIX_TIMESTAMP') ?? -1;
    expect(rows.slice(1).every((row) => /^\d+$/.test(row[timestamp] ?? ''))).toBe(true);
  });
});
