import { IMPORT_ROW_LIMITS, type ImportJob, SEASON_TIMESLOT_LIMIT } from '@app/contracts';
import { divisions, people, timeslots } from '@app/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peopleCsv, waitForImport } from '../../../test/import-fixtures.ts';
import { buildLeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// docs/imports.md, "Limits": per-kind row limits on files (synchronous and as jobs) and JSON rows, and the
// season's timeslot cap. The app works its own jobs here (the embedded default).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const divisionsCsv = (n: number) =>
  ['name,shortcode,longcode,color', ...Array.from({ length: n }, (_, i) => `D${i},,,`)].join('\n');

describe('import row limits', () => {
  it('refuses a file over its kind limit with both numbers, on the synchronous route and as a job', async () => {
    const owner = await buildLeagueOwner(t);
    const over = IMPORT_ROW_LIMITS.divisions + 1;
    const message = 'has 1,001 rows; a divisions file takes at most 1,000';
    const sync = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/divisions`, {
      csv: divisionsCsv(over),
    });
    expect(sync.status).toBe(422);
    expect(sync.body).toEqual({ errors: { file: [message] } });
    const job = await owner.client.post(`/api/seasons/${owner.seasonId}/imports`, {
      kind: 'divisions',
      csv: divisionsCsv(over),
    });
    expect(job.status).toBe(422);
    expect(job.body).toEqual({ errors: { file: [message] } });
    const people20k = await owner.client.post(`/api/seasons/${owner.seasonId}/imports`, {
      kind: 'people',
      csv: peopleCsv(IMPORT_ROW_LIMITS.people + 1),
    });
    expect(people20k.body).toEqual({
      errors: { file: ['has 20,001 rows; a people file takes at most 20,000'] },
    });
    const [stored] = await t.db
      .select({ n: count() })
      .from(divisions)
      .where(eq(divisions.seasonId, owner.seasonId));
    expect(stored?.n).toBe(0);
    // At the limit, the file is taken.
    const atLimit = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/divisions`, {
      csv: divisionsCsv(IMPORT_ROW_LIMITS.divisions),
    });
    expect(atLimit.status).toBe(201);
  });

  it('refuses JSON bulk rows over the kind limit on rows', async () => {
    const owner = await buildLeagueOwner(t);
    const rows = Array.from({ length: IMPORT_ROW_LIMITS.divisions + 1 }, (_, i) => ({ name: `D${i}` }));
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/divisions/bulk`, { rows });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: { rows: ['has 1,001 rows; a divisions import takes at most 1,000'] },
    });
  });

  it('refuses a timeslot file that would take the season past its cap, naming both counts', async () => {
    const owner = await buildLeagueOwner(t);
    const base = `/api/seasons/${owner.seasonId}`;
    expect(
      (
        await owner.client.post(`${base}/csv/venues`, {
          csv: 'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority\nPark,,,,,US,,,Field 1,0\n',
        })
      ).status,
    ).toBe(201);
    const header = 'venue,surface,date,start,finish,divisions,type';
    expect(
      (
        await owner.client.post(`${base}/csv/timeslots`, {
          csv: `${header}\nPark,Field 1,2026-04-11,9:00,10:00,,\n`,
        })
      ).status,
    ).toBe(201);
    // A file at the kind's limit, on top of the one stored slot: one past the season's cap.
    const lines = [header];
    const day = Date.UTC(2027, 0, 1);
    for (let i = 0; i < SEASON_TIMESLOT_LIMIT; i += 1) {
      const date = new Date(day + Math.floor(i / 10) * 86_400_000).toISOString().slice(0, 10);
      lines.push(`Park,Field 1,${date},${8 + (i % 10)}:00,${8 + (i % 10)}:30,,`);
    }
    const csv = lines.join('\n');
    const res = await owner.client.post(`${base}/imports`, { kind: 'timeslots', csv });
    expect(res.status).toBe(202);
    const done = await waitForImport(owner.client, (res.body as ImportJob).id);
    expect(done).toMatchObject({
      status: 'failed',
      errors: {
        file: [
          'would bring the season to 100,001 timeslots (1 stored, 100,000 in the file); a season holds at most 100,000',
        ],
      },
    });
    const [stored] = await t.db
      .select({ n: count() })
      .from(timeslots)
      .where(eq(timeslots.seasonId, owner.seasonId));
    expect(stored?.n).toBe(1);
  }, 120_000);

  it('runs a job through the app’s own worker and saves every row once', async () => {
    const owner = await buildLeagueOwner(t);
    const res = await owner.client.post<ImportJob>(`/api/seasons/${owner.seasonId}/imports`, {
      kind: 'people',
      csv: peopleCsv(5_000),
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      kind: 'people',
      status: 'queued',
      total_rows: 5_000,
      processed_rows: 0,
    });
    const done = await waitForImport(owner.client, res.body.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      total_rows: 5_000,
      processed_rows: 5_000,
      created_count: 5_000,
      errors: {},
      message: null,
    });
    expect(done.finished_at).not.toBeNull();
    const [stored] = await t.db
      .select({ n: count() })
      .from(people)
      .where(eq(people.seasonId, owner.seasonId));
    expect(stored?.n).toBe(5_000);
    const list = await owner.client.get<{ imports: ImportJob[] }>(`/api/seasons/${owner.seasonId}/imports`);
    expect(list.body.imports.map((i) => [i.id, i.status])).toEqual([[res.body.id, 'succeeded']]);
  }, 60_000);
});
