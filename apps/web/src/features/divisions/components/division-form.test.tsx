import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { ACROSS_ID, buildDivision, buildDivisionsSeason, U10_ID, U12_ID } from '../test/division-fixtures.ts';

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('division form', () => {
  it('allows exactly two source divisions for an across-division, disabling a third', async () => {
    const created = buildDivision({
      id: ACROSS_ID,
      name: 'U10/U12',
      is_across: true,
      across_divisions: [U10_ID, U12_ID],
      teams: [],
    });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
      'POST /api/divisions': json(201, created),
      [`GET /api/divisions/${ACROSS_ID}`]: json(200, created),
    });
    const { router } = renderApp('/divisions/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'U10/U12' } });
    expect(screen.queryByRole('checkbox', { name: 'U10' })).toBeNull();
    fireEvent.click(checkbox('Across divisions'));
    fireEvent.click(checkbox('U10'));
    expect(checkbox('U14').disabled).toBe(false);
    fireEvent.click(checkbox('U12'));
    expect(checkbox('U14').disabled).toBe(true);
    expect(checkbox('U10').disabled).toBe(false);
    expect(screen.getByText('2 of 2 chosen')).toBeTruthy();
    fireEvent.click(checkbox('U10'));
    expect(checkbox('U14').disabled).toBe(false);
    fireEvent.click(checkbox('U10'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      season_id: SEASON_ID,
      name: 'U10/U12',
      is_across: true,
      across_divisions: [U12_ID, U10_ID],
    });
    await waitFor(() => expect(currentUrl(router)).toBe(`/divisions/${ACROSS_ID}`));
  });

  it('shows the free tier limit of a refused division with an Upgrade link, not "something went wrong"', async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
      'POST /api/divisions': json(402, {
        errors: { base: ['Free accounts can have up to 10 divisions in a season. Upgrade to add more.'] },
        limit: { resource: 'divisions', max: 10, upgrade_url: '/billing' },
      }),
    });
    renderApp('/divisions/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'U16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(
      'Free accounts can have up to 10 divisions in a season. Upgrade to add more.',
      { selector: '.mantine-Alert-root p' },
    );
    expect(notice).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
  });

  it('asks for two divisions before sending an across-division with one', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
    });
    renderApp('/divisions/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Mixed' } });
    fireEvent.click(checkbox('Across divisions'));
    fireEvent.click(checkbox('U10'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose exactly two divisions')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers no across option with a single plain division, and goes to `return` after saving', async () => {
    const season = buildDivisionsSeason();
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason(season.divisions.slice(0, 1))),
      'POST /api/divisions': json(201, buildDivision({ id: U12_ID, name: 'U12' })),
    });
    const { router } = renderApp('/divisions/new?return=/teams/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'U12' } });
    expect(screen.queryByRole('checkbox', { name: 'Across divisions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bulk CSV import' }).getAttribute('href')).toBe('/import/csv');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/teams/new'));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      name: 'U12',
      is_across: false,
      across_divisions: [],
      color: '#E53935',
    });
  });

  it('edits a division without an across option and keeps the mapping code it does not show', async () => {
    const division = buildDivision({ se_mapping_code: 'MAP-1' });
    const { requests } = mockFetch({
      ...sessionHandlers(),
      [`GET /api/divisions/${U10_ID}`]: json(200, division),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
      [`PATCH /api/divisions/${U10_ID}`]: json(200, { ...division, name: 'Under 10' }),
    });
    const { router } = renderApp(`/divisions/${U10_ID}/edit`);
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe('U10');
    expect(screen.queryByRole('checkbox', { name: 'Across divisions' })).toBeNull();
    fireEvent.change(name, { target: { value: 'Under 10' } });
    fireEvent.change(screen.getByLabelText(/^Abbreviation/), { target: { value: 'U10A' } });
    fireEvent.change(screen.getByLabelText(/^Custom code/), { target: { value: 'U 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Custom code/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/divisions/${U10_ID}`));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Under 10',
      shortcode: 'U10A',
      longcode: null,
      se_id: null,
      se_mapping_code: 'MAP-1',
      color: '#1E88E5',
    });
  });

  it('shows the server’s field errors next to the fields', async () => {
    mockFetch({
      ...sessionHandlers(),
      [`GET /api/seasons/${SEASON_ID}`]: json(200, buildDivisionsSeason()),
      'POST /api/divisions': json(422, { errors: { name: ['has already been taken'] } }),
    });
    renderApp('/divisions/new');
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'U10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Already in use')).toBeTruthy();
  });
});
