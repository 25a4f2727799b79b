import type { ImportJob } from '@app/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import {
  buildDashboard,
  buildLeagueInfo,
  buildUser,
  SEASON_ID,
  sessionHandlers,
} from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { textFile } from '../test/import-fixtures.ts';

const DASHBOARD = `GET /api/seasons/${SEASON_ID}/dashboard`;
const START_IMPORT = `POST /api/seasons/${SEASON_ID}/imports`;
const IMPORT_ID = '00000000-0000-4000-8000-0000000000a1';
const IMPORT = `GET /api/imports/${IMPORT_ID}`;
const CANCEL_IMPORT = `POST /api/imports/${IMPORT_ID}/cancel`;

/** An import job as the server answers it. */
function buildImport(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: IMPORT_ID,
    season_id: SEASON_ID,
    kind: 'people',
    status: 'queued',
    total_rows: 3,
    processed_rows: 0,
    created_count: 0,
    errors: {},
    message: null,
    created_at: '2026-03-01T12:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

const peopleFile = textFile(
  [
    'first,last,email,phone,is_coach,is_player,is_staff,is_umpire,team,role',
    'Maria,Gonzalez,maria@example.com,,yes,no,no,no,Hawks,coach',
    'Liam,Murphy,,,no,yes,no,no,Owls,player',
    ',skipped,,,,,,,,',
    'Aiko,Tanaka,,,no,no,yes,no,Jays,staff',
  ].join('\n'),
  'people.csv',
  'text/csv',
);

function chooseFile(kind: string, file: File) {
  fireEvent.change(screen.getByLabelText(`${kind} CSV file`), { target: { files: [file] } });
}

describe('CSV import page', () => {
  it('shows each kind with its count, sample file and rules', async () => {
    mockFetch({ ...sessionHandlers(), [DASHBOARD]: json(200, buildDashboard({ divisions: 4, people: 12 })) });
    renderApp('/import/csv');
    const divisions = await screen.findByRole('region', { name: 'Divisions' });
    expect(await within(divisions).findByText('4 in this season')).toBeTruthy();
    expect(
      within(divisions)
        .getByRole('link', { name: 'Download the sample Divisions file' })
        .getAttribute('href'),
    ).toBe('/csvs/divisions.csv');
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('12 in this season')).toBeTruthy();
    expect(within(people).getByText(/Team and role are optional/)).toBeTruthy();
    expect(screen.getByText(/The first row is a header and is skipped/)).toBeTruthy();
  });

  it('lists every bad row of a failed import job, by row and column, and says nothing was saved', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [DASHBOARD]: json(200, buildDashboard()),
      [START_IMPORT]: json(202, buildImport()),
      [IMPORT]: json(
        200,
        buildImport({
          status: 'failed',
          processed_rows: 3,
          message: '3 rows have problems; nothing was saved.',
          errors: {
            'row 3.team': ['is not a team of this season'],
            'row 2.team': ['is not a team of this season'],
            'row 5.team': ['is not a team of this season'],
          },
        }),
      ),
    });
    renderApp('/import/csv');
    await screen.findByRole('region', { name: 'People' });
    chooseFile('People', peopleFile);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Nothing was saved')).toBeTruthy();
    expect(within(alert).getByText(/people\.csv was rejected with 3 problem/)).toBeTruthy();
    const rows = within(within(alert).getByRole('table', { name: 'Bad rows' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2teamis not a team of this season',
      '3teamis not a team of this season',
      '5teamis not a team of this season',
    ]);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'people',
      csv: await peopleFile.text(),
    });
  });

  it('shows a file the server refuses at once (over its row limit) with the reason', async () => {
    mockFetch({
      ...sessionHandlers(),
      [DASHBOARD]: json(200, buildDashboard()),
      [START_IMPORT]: json(422, {
        errors: { file: ['has 20,001 rows; a people file takes at most 20,000'] },
      }),
    });
    renderApp('/import/csv');
    await screen.findByRole('region', { name: 'People' });
    chooseFile('People', peopleFile);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/file has 20,001 rows; a people file takes at most 20,000/)).toBeTruthy();
  });

  it('shows rows checked of the total while the import runs, and cancels it', async () => {
    let job = buildImport({ status: 'running', total_rows: 4_000, processed_rows: 2_000 });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [DASHBOARD]: json(200, buildDashboard()),
      [START_IMPORT]: json(202, buildImport({ total_rows: 4_000 })),
      [IMPORT]: () => ({ status: 200, body: job }),
      [CANCEL_IMPORT]: () => {
        job = buildImport({ status: 'cancelled', total_rows: 4_000, processed_rows: 2_000 });
        return { status: 200, body: job };
      },
    });
    renderApp('/import/csv');
    const region = await screen.findByRole('region', { name: 'People' });
    chooseFile('People', peopleFile);
    expect(await within(region).findByText('Checked 2,000 of 4,000 rows')).toBeTruthy();
    expect(
      within(region).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByText('Import of people.csv cancelled; nothing was saved.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === `/api/imports/${IMPORT_ID}/cancel`)).toBe(
      true,
    );
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('sends a file with bad cells to the server, which lists them with the names that do not resolve', async () => {
    const file = textFile(
      'name,division,shortcode,longcode\nHawks,Nowhere,,\nOwls,U10,,\nJays,U10,TOOLONG,\n',
      'teams.csv',
    );
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [DASHBOARD]: json(200, buildDashboard()),
      [START_IMPORT]: json(202, buildImport({ kind: 'teams' })),
      [IMPORT]: json(
        200,
        buildImport({
          kind: 'teams',
          status: 'failed',
          processed_rows: 3,
          message: '2 rows have problems; nothing was saved.',
          errors: {
            'row 2.division': ['is not a division of this season'],
            'row 4.shortcode': ['must be at most 4 characters'],
          },
        }),
      ),
    });
    renderApp('/import/csv');
    await screen.findByRole('region', { name: 'Teams' });
    chooseFile('Teams', file);
    const table = await screen.findByRole('table', { name: 'Bad rows' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '2divisionis not a division of this season',
      '4shortcodemust be at most 4 characters',
    ]);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'teams',
      csv: await file.text(),
    });
  });

  it('toasts the count when the import job succeeds and refreshes the counts', async () => {
    let people = 0;
    let polls = 0;
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [DASHBOARD]: () => ({ status: 200, body: buildDashboard({ people }) }),
      [START_IMPORT]: json(202, buildImport()),
      [IMPORT]: () => {
        polls += 1;
        if (polls < 2) return { status: 200, body: buildImport({ status: 'running', processed_rows: 1 }) };
        people = 3;
        return {
          status: 200,
          body: buildImport({ status: 'succeeded', processed_rows: 3, created_count: 3 }),
        };
      },
    });
    renderApp('/import/csv');
    const region = await screen.findByRole('region', { name: 'People' });
    await within(region).findByText('0 in this season');
    chooseFile('People', peopleFile);
    expect(await screen.findByText('People: imported 3')).toBeTruthy();
    expect(await within(region).findByText('3 in this season')).toBeTruthy();
    expect(requests.filter((r) => r.path.endsWith('/dashboard')).length).toBeGreaterThan(1);
  });

  it('points to league creation when there is no season yet', async () => {
    mockFetch(sessionHandlers(buildLeagueInfo(buildUser(), { current_season_id: null })));
    renderApp('/import/csv');
    const link = await screen.findByRole('link', { name: 'Create a league' });
    expect(link.getAttribute('href')).toBe(`/leagues/new?return=${encodeURIComponent('/import/csv')}`);
  });
});
