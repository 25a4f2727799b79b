import { LEAGUE_DOCUMENT_FORMAT, LEAGUE_DOCUMENT_VERSION } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { textFile } from '../test/import-fixtures.ts';

function leagueDocument(divisionName: unknown) {
  return {
    format: LEAGUE_DOCUMENT_FORMAT,
    version: LEAGUE_DOCUMENT_VERSION,
    league: { name: 'Riverside' },
    seasons: [
      {
        name: 'Spring',
        divisions: [
          { key: 'd1', name: divisionName, color: '#1E88E5', is_across: false, across_divisions: [] },
        ],
        teams: [],
        people: [],
        venues: [],
      },
    ],
  };
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('League JSON file'), { target: { files: [file] } });
}

describe('JSON import page', () => {
  it('says plainly when the file is not JSON', async () => {
    const { requests } = mockFetch(sessionHandlers());
    renderApp('/import');
    await screen.findByLabelText('League JSON file');
    chooseFile(textFile('name,color\nU10,#fff', 'league.csv'));
    expect(await screen.findByText(/league\.csv is not a JSON file/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('rejects a file the league schema refuses, naming the field path', async () => {
    const { requests } = mockFetch(sessionHandlers());
    renderApp('/import');
    await screen.findByLabelText('League JSON file');
    chooseFile(textFile(JSON.stringify(leagueDocument('')), 'riverside.json', 'application/json'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This league file cannot be imported')).toBeTruthy();
    expect(within(alert).getByText('seasons.0.divisions.0.name')).toBeTruthy();
    expect(within(alert).getByText(/Required/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import league' })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('summarises a valid file, imports it and goes to the dashboard', async () => {
    const document = leagueDocument('U10');
    const { requests } = mockFetch({
      ...sessionHandlers(),
      'POST /api/leagues/import': json(201, {
        league: { id: '00000000-0000-4000-8000-00000000b009', name: 'Riverside' },
        season: { id: '00000000-0000-4000-8000-00000000c009' },
      }),
    });
    const { router } = renderApp('/import');
    await screen.findByLabelText('League JSON file');
    chooseFile(textFile(JSON.stringify(document), 'riverside.json', 'application/json'));
    const ready = await screen.findByRole('region', { name: 'League file ready to import' });
    expect(within(ready).getByText('Ready to import Riverside')).toBeTruthy();
    fireEvent.click(within(ready).getByRole('button', { name: 'Import league' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual(document);
    expect(post?.path).toBe('/api/leagues/import?name=Riverside');
    expect(requests.filter((r) => r.path === '/api/leagues').length).toBeGreaterThan(1);
  });

  it('says the number a taken name gets, and sends the name the user types instead', async () => {
    const document = leagueDocument('U10');
    const info = buildLeagueInfo(buildUser(), {
      leagues: [{ id: '00000000-0000-4000-8000-00000000b001', name: 'Riverside', seasons: [] }],
    });
    const { requests } = mockFetch({
      ...sessionHandlers(info),
      'POST /api/leagues/import': json(201, {
        league: { id: '00000000-0000-4000-8000-00000000b009', name: 'Riverside 2027' },
        season: { id: '00000000-0000-4000-8000-00000000c009' },
      }),
    });
    renderApp('/import');
    await screen.findByLabelText('League JSON file');
    chooseFile(textFile(JSON.stringify(document), 'riverside.json', 'application/json'));
    const ready = await screen.findByRole('region', { name: 'League file ready to import' });
    const name = within(ready).getByLabelText('Name of the new league');
    expect((name as HTMLInputElement).value).toBe('Riverside');
    expect(
      within(ready).getByText(
        'This organisation already has a league named “Riverside”, so this one will be named “Riverside (2)”. Type another name to choose your own.',
      ),
    ).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Riverside 2027' } });
    expect(within(ready).queryByText(/already has a league named/)).toBeNull();
    fireEvent.click(within(ready).getByRole('button', { name: 'Import league' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.path).toBe(
        '/api/leagues/import?name=Riverside%202027',
      ),
    );
    expect(await screen.findByText('Imported Riverside 2027')).toBeTruthy();
  });
});
