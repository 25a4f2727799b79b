import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildTeam, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildTeamSeason, DIVISION_ID } from '../test/team-fixtures.ts';

const SECOND_DIVISION = '00000000-0000-4000-8000-00000000d002';

function twoDivisionSeason() {
  const season = buildTeamSeason();
  const first = season.divisions[0];
  if (!first) throw new Error('fixture season has a division');
  return buildTeamSeason({
    divisions: [first, { ...first, id: SECOND_DIVISION, name: 'U12', teams: [] }],
  });
}

const nameInputs = () => screen.getAllByLabelText(/^Team \d+ name$/) as HTMLInputElement[];
const divisionInput = (n: number) =>
  screen.getByRole('combobox', { name: `Team ${n} division` }) as HTMLInputElement;

describe('new teams form', () => {
  it('adds a blank row as the last row gets a name, and only then', async () => {
    mockFetch({ ...sessionHandlers(), [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()) });
    renderApp('/teams/new');
    expect(await screen.findByLabelText('Team 1 name')).toBeTruthy();
    expect(nameInputs()).toHaveLength(1);
    fireEvent.change(nameInputs()[0] as HTMLInputElement, { target: { value: 'R' } });
    expect(nameInputs()).toHaveLength(2);
    fireEvent.change(nameInputs()[0] as HTMLInputElement, { target: { value: 'Red Hawks' } });
    expect(nameInputs()).toHaveLength(2);
    fireEvent.change(nameInputs()[1] as HTMLInputElement, { target: { value: '   ' } });
    expect(nameInputs()).toHaveLength(2);
    fireEvent.change(nameInputs()[1] as HTMLInputElement, { target: { value: 'Blue Jays' } });
    expect(nameInputs()).toHaveLength(3);
    expect(nameInputs()[2]?.value).toBe('');
  });

  it('preselects the only division and drops blank rows on save', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()),
      'POST /api/teams': json(201, { teams: [buildTeam()] }),
    });
    const { router } = renderApp('/teams/new');
    await screen.findByLabelText('Team 1 name');
    expect(divisionInput(1).value).toBe('U10');
    fireEvent.change(nameInputs()[0] as HTMLInputElement, { target: { value: 'Red Hawks' } });
    expect(divisionInput(2).value).toBe('U10');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const body = requests.find((r) => r.method === 'POST')?.body as { teams: unknown[] };
    expect(body.teams).toHaveLength(1);
    expect(body.teams[0]).toMatchObject({ name: 'Red Hawks', division_id: DIVISION_ID, shortcode: null });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('asks for a division when the season has several, naming the row', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, twoDivisionSeason()),
    });
    renderApp('/teams/new');
    await screen.findByLabelText('Team 1 name');
    expect(divisionInput(1).value).toBe('');
    fireEvent.change(nameInputs()[0] as HTMLInputElement, { target: { value: 'Red Hawks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('starts in the division asked for and returns to its page after saving', async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, twoDivisionSeason()),
      [`GET /api/divisions/${SECOND_DIVISION}`]: json(200, {
        id: SECOND_DIVISION,
        season_id: SEASON_ID,
        name: 'U12',
        shortcode: null,
        longcode: null,
        se_id: null,
        se_mapping_code: null,
        color: '#43A047',
        is_across: false,
        across_divisions: [],
        teams: [],
        schedules: [],
        tournaments: [],
      }),
      'POST /api/teams': json(201, { teams: [buildTeam()] }),
    });
    const { router } = renderApp(`/teams/new?division_id=${SECOND_DIVISION}`);
    await screen.findByLabelText('Team 1 name');
    expect(divisionInput(1).value).toBe('U12');
    fireEvent.change(nameInputs()[0] as HTMLInputElement, { target: { value: 'Green Frogs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/divisions/${SECOND_DIVISION}`));
  });
  it('cancels to the return path when one is given', async () => {
    mockFetch({ ...sessionHandlers(), [`GET /api/seasons/${SEASON_ID}`]: json(200, buildTeamSeason()) });
    const { router } = renderApp('/teams/new?return=/account');
    await screen.findByLabelText('Team 1 name');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/account'));
  });
});
