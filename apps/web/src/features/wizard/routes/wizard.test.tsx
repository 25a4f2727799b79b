import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { newDraft } from '../model/defaults.ts';
import { DRAFT_STORAGE_KEY, loadDraft } from '../model/draft-storage.ts';

const signedOut = {
  'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }),
  'GET /api/csrf': json(200, { token: 'tok' }),
};

afterEach(() => localStorage.clear());

// The answer's ids are UUIDs (WizardResultSchema): anything else is "an unexpected answer".
const LEAGUE_ID = '00000000-0000-4000-8000-000000000001';
const SEASON_ID = '00000000-0000-4000-8000-000000000002';

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('/wizard', () => {
  it('walks a signed-out visitor from the sport to the divisions, Continue disabled with its reason', async () => {
    mockFetch(signedOut);
    renderApp('/wizard');
    expect(await screen.findByText('Which sport do you play?')).toBeTruthy();
    expect(screen.getByText('日本語')).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('To continue: Sport: Choose a sport')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Soccer/ }));
    fireEvent.click(continueButton());
    expect(await screen.findByText('How do you want to start?')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Copy a previous season/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /From scratch/ }));
    fireEvent.click(continueButton());
    expect(await screen.findByText('Name your league and season')).toBeTruthy();
    expect(screen.getByText('To continue: League name: Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('League name'), { target: { value: 'Riverside' } });
    fireEvent.change(screen.getByLabelText('Season name'), { target: { value: 'Spring' } });
    fireEvent.submit(continueButton().closest('form') as HTMLFormElement);
    expect(await screen.findByText('How many divisions?')).toBeTruthy();
    expect((screen.getByLabelText('Number of divisions') as HTMLInputElement).value).toBe('2');
    await waitFor(() => expect(loadDraft()?.step).toBe(4));
    expect(loadDraft()?.league_name).toBe('Riverside');
  });

  it('resumes a stored draft on its step, and starts over on request', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...newDraft(5), step: 5, furthest_step: 6 }));
    mockFetch(signedOut);
    renderApp('/wizard');
    expect(await screen.findByText('How many teams in each division?')).toBeTruthy();
    expect(screen.getByText('Resumed your draft.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    // The link stays on the page behind the dialog: confirm with the dialog's own button.
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(await screen.findByText('Which sport do you play?')).toBeTruthy();
  });

  it('on an existing email signs in and sends the same draft again without the account', async () => {
    const draft = {
      ...newDraft(5),
      league_name: 'Riverside',
      season_name: 'Spring',
      source: 'scratch' as const,
      step: 17 as const,
      furthest_step: 17 as const,
      account: { first: 'Ana', last: 'Li', email: 'ana@example.com', organization_name: 'FC' },
    };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    let posts = 0;
    const { requests } = mockFetch({
      ...signedOut,
      'POST /api/wizard': () => {
        posts += 1;
        return posts === 1
          ? { status: 409, body: { errors: { 'account.email': ['has already been taken'] } } }
          : { status: 201, body: { league: { id: LEAGUE_ID }, season: { id: SEASON_ID }, schedules: [] } };
      },
      'POST /api/session': json(200, {}),
    });
    const { router } = renderApp('/wizard');
    expect(await screen.findByText('Create your league')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and league' }));
    expect(await screen.findByText(/There is already an account with this email/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'mypassword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and create league' }));
    await waitFor(() => expect(currentUrl(router)).not.toBe('/wizard'));
    const sent = requests.filter((r) => r.method === 'POST' && r.path === '/api/wizard');
    expect(sent).toHaveLength(2);
    const bodies = sent.map((r) => r.body as { account?: unknown });
    expect(bodies[0]?.account).toMatchObject({
      email: 'ana@example.com',
      password: 'secret12',
    });
    expect(bodies[1]?.account).toBeUndefined();
    expect(requests.find((r) => r.path === '/api/session')?.body).toEqual({
      email: 'ana@example.com',
      password: 'mypassword',
    });
    expect(loadDraft()).toBeNull();
  });

  it('signed in, looks the venue address up and shows the venue on a small map', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...newDraft(5), source: 'scratch', step: 7, furthest_step: 7 }),
    );
    mockFetch({
      ...sessionHandlers(),
      'GET /api/config': json(200, {
        map_tile_url: 'https://tiles.test/{z}/{x}/{y}.png',
        league_management_url: 'https://league-management.test/sign-up',
        map_attribution: 'Test tiles',
        has_geocoder: true,
      }),
      'GET /api/geocode': json(200, [
        {
          label: '100 Main St, Springfield',
          line_1: '100 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          country: 'USA',
          latitude: 39.8,
          longitude: -89.65,
        },
      ]),
    });
    renderApp('/wizard');
    expect(screen.queryByRole('region', { name: 'Map of Main venue' })).toBeNull();
    fireEvent.change(await screen.findByLabelText('Look up the address of Main venue'), {
      target: { value: '100 main' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    fireEvent.click(await screen.findByText('100 Main St, Springfield'));
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Springfield');
    expect(await screen.findByRole('region', { name: 'Map of Main venue' })).toBeTruthy();
    await waitFor(() => expect(loadDraft()?.venues[0]?.address.latitude).toBe(39.8));
  });

  it('signed out, asks nothing of the map and lookup routes and takes a typed address', async () => {
    localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...newDraft(5), source: 'scratch', step: 7, furthest_step: 7 }),
    );
    const { requests } = mockFetch(signedOut);
    renderApp('/wizard');
    expect(await screen.findByText('Where do you play?')).toBeTruthy();
    expect(screen.queryByLabelText('Look up the address of Main venue')).toBeNull();
    expect(requests.some((r) => r.path === '/api/config')).toBe(false);
  });
});
