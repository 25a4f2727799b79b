import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { sessionHandlers } from '../../../test/fixtures.ts';
import { buildInfo, FALL_ID, LAKESIDE_ID, SPRING_ID } from '../../../test/league-fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const NEW_SEASON_ID = '00000000-0000-4000-8000-00000000c009';
const created = json(201, { league: { id: LAKESIDE_ID }, season: { id: NEW_SEASON_ID } });

function openCopyForm() {
  fireEvent.click(screen.getByRole('radio', { name: 'Copy a season' }));
}

describe('new season page', () => {
  it('creates an empty season in the league asked for, then continues on /setup', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      'POST /api/seasons': created,
    });
    const { router } = renderApp(`/seasons/new?league_id=${LAKESIDE_ID}`);
    const form = within(await screen.findByRole('main'));
    const league = (await form.findByRole('combobox', { name: 'League' })) as HTMLSelectElement;
    expect(league.value).toBe(LAKESIDE_ID);
    fireEvent.change(screen.getByRole('textbox', { name: 'New season name' }), {
      target: { value: ' Winter 2027 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/setup'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      league_id: LAKESIDE_ID,
      name: 'Winter 2027',
    });
  });

  it('enables copying only once a source season and a name are chosen', async () => {
    const { requests } = mockFetch(sessionHandlers(buildInfo()));
    renderApp('/seasons/new');
    await screen.findByRole('radio', { name: 'Copy a season' });
    openCopyForm();
    const submit = screen.getByRole('button', { name: 'Copy season' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: /Season to copy/ }), {
      target: { value: FALL_ID },
    });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /New season name/ }), { target: { value: '   ' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    // A blank name passes the button but not the shared schema: nothing is sent.
    fireEvent.click(submit);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('moves timeslots only when they are copied, and shows the server errors', async () => {
    const { requests } = mockFetch({
      ...sessionHandlers(buildInfo()),
      'POST /api/seasons/copy': json(422, { errors: { name: ['has already been taken'] } }),
    });
    renderApp('/seasons/new');
    await screen.findByRole('radio', { name: 'Copy a season' });
    openCopyForm();
    const move = screen.getByRole('combobox', { name: /Move copied timeslots/ }) as HTMLSelectElement;
    expect(move.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Copy timeslots' }));
    expect(move.disabled).toBe(false);
    expect(move.options).toHaveLength(13);
    fireEvent.change(move, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Copy people/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Season to copy/ }), {
      target: { value: FALL_ID },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /New season name/ }), {
      target: { value: 'Fall 2027' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy season' }));
    expect(await screen.findByText('Already in use')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Fall 2027',
      season_id: FALL_ID,
      copyTimeslots: true,
      copyPeople: true,
      timeslotMove: 12,
    });
  });

  it('shows the copy running, then that it is done', async () => {
    // The copy's answer is held back until `finish`, to see the state while the server works.
    let finish: () => void = () => {};
    const { fetchMock } = mockFetch(sessionHandlers(buildInfo()));
    const answerSession = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== 'POST') return answerSession ? answerSession(input, init) : new Response(null);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return new Response(JSON.stringify({ league: { id: LAKESIDE_ID }, season: { id: NEW_SEASON_ID } }), {
        status: 201,
      });
    });
    renderApp('/seasons/new');
    await screen.findByRole('radio', { name: 'Copy a season' });
    openCopyForm();
    fireEvent.change(screen.getByRole('combobox', { name: /Season to copy/ }), {
      target: { value: SPRING_ID },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /New season name/ }), {
      target: { value: 'Spring 2027' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy season' }));
    expect(await screen.findByText(/Copying the season/)).toBeTruthy();
    finish();
    expect(await screen.findByText('Spring 2027 is ready')).toBeTruthy();
  });
});
