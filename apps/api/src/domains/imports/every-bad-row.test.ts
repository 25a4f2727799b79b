import type { CsvKind, ImportJob } from '@app/contracts';
import { divisions, people, teams, timeslots, venues } from '@app/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_HEADER, waitForImport } from '../../../test/import-fixtures.ts';
import { buildLeagueOwner, type LeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// docs/imports.md, "Rules": a rejected file lists every bad row at once, whichever check found it (a cell
// the reader refuses, a name that does not resolve in the season), and a row whose first cell is empty is
// one of them rather than a row dropped unseen. Both the synchronous route and the import job.
let t: TestApp;
let owner: LeagueOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildLeagueOwner(t);
  const base = `/api/seasons/${owner.seasonId}/csv`;
  const seed = async (kind: string, csv: string) =>
    expect((await owner.client.post(`${base}/${kind}`, { csv })).status).toBe(201);
  await seed('divisions', 'name,shortcode,longcode,color\nU10,U10,,\n');
  await seed('teams', 'name,division,shortcode,longcode\nHawks,U10,,\n');
  await seed(
    'venues',
    'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority\nNorth Park,,,,,,41.9,-87.7,Field 1,0\n',
  );
});
afterAll(async () => {
  await t.close();
});

/** Per kind: a file with a name that does not resolve on row 2, a bad cell on row 4, an empty first cell on row 5. */
const FILES: Record<CsvKind, { csv: string; errors: Record<string, string[]> }> = {
  divisions: {
    // Divisions name no other record, so row 2's problem is a second bad cell: its colour.
    csv: 'name,shortcode,longcode,color\nU12,U12,,blue\nU14,U14,,\nU16,TOOLONG,,\n,U18,,\n',
    errors: {
      'row 2.color': ['must be a hex colour like #1E88E5'],
      'row 4.shortcode': ['must be at most 4 characters'],
      'row 5.name': ['is required'],
    },
  },
  teams: {
    csv: `name,division,shortcode,longcode\nOwls,Nowhere,,\nJays,U10,,\nBears,U10,TOOLONG,\n,U10,,\n`,
    errors: {
      'row 2.division': ['is not a division of this season'],
      'row 4.shortcode': ['must be at most 4 characters'],
      'row 5.name': ['is required'],
    },
  },
  venues: {
    csv:
      'name,line_1,city,state,zip,country,latitude,longitude,surfaces,priority\n' +
      'Lake,,,,,,41.9,-87.6,Main;main,0\nHill,,,,,,41.8,-87.6,Main,0\nDale,,,,,,north,-87.6,Main,0\n,,,,,,41.7,-87.6,Main,0\n',
    errors: {
      'row 2.surfaces': ['names a surface twice'],
      'row 4.latitude': ['must be a number'],
      'row 5.name': ['is required'],
    },
  },
  people: {
    csv: `${PEOPLE_HEADER}\nPat,Lee,,,no,yes,no,no,Nobody,player\nSam,Ito,,,no,yes,no,no,,\nAl,Kim,not-an-email,,no,yes,no,no,,\n,Ono,,,no,yes,no,no,Hawks,player\n`,
    errors: {
      'row 2.team': ['is not a team of this season'],
      'row 4.email': ['is not a valid email'],
      'row 5.first': ['is required'],
    },
  },
  timeslots: {
    csv:
      'venue,surface,date,start,finish,divisions,type\n' +
      'South Park,Field 1,2026-05-02,09:00,10:00,,\nNorth Park,Field 1,2026-05-02,09:00,10:00,,\n' +
      `North Park,Field 1,someday,11:00,12:00,,\n,Field 1,2026-05-03,09:00,10:00,,\n`,
    errors: {
      'row 2.venue': ['is not a venue of this season'],
      'row 4.date': ['must be a date like 2026-03-07'],
      'row 5.venue': ['is required'],
    },
  },
};

const KINDS = Object.keys(FILES) as CsvKind[];

async function storedCounts() {
  const n = async (
    table: typeof divisions | typeof teams | typeof venues | typeof people | typeof timeslots,
  ) => {
    const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.seasonId, owner.seasonId));
    return row?.n ?? 0;
  };
  return [await n(divisions), await n(teams), await n(venues), await n(people), await n(timeslots)];
}

describe('a rejected CSV file lists every bad row', () => {
  it.each(KINDS)('%s: the synchronous import names all three rows and saves nothing', async (kind) => {
    const before = await storedCounts();
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/${kind}`, {
      csv: FILES[kind].csv,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: FILES[kind].errors });
    expect(await storedCounts()).toEqual(before);
  });

  it.each(KINDS)('%s: the import job fails naming all three rows and saves nothing', async (kind) => {
    const before = await storedCounts();
    const queued = await owner.client.post<ImportJob>(`/api/seasons/${owner.seasonId}/imports`, {
      kind,
      csv: FILES[kind].csv,
    });
    expect(queued.status).toBe(202);
    expect(queued.body.total_rows).toBe(4);
    const done = await waitForImport(owner.client, queued.body.id);
    expect(done.status).toBe('failed');
    expect(done.errors).toEqual(FILES[kind].errors);
    expect(done.message).toBe('3 rows have problems; nothing was saved.');
    expect(await storedCounts()).toEqual(before);
  });

  it('still skips blank rows, and rows of bare commas, between the data', async () => {
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/divisions`, {
      csv: 'name,shortcode,longcode,color\n\nU19,U19,,\n,,,\n  ,  ,,\n',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ count: 1 });
  });
});
