import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';
import { buildVenue, SURFACE_IDS, VENUE_ID, venueSessionHandlers } from '../test/venue-fixtures.ts';

const surfaceNames = () => screen.getAllByLabelText(/surface \d+ name$/) as HTMLInputElement[];

function setup() {
  const mock = mockFetch({
    ...venueSessionHandlers(),
    [`GET /api/venues/${VENUE_ID}`]: json(200, buildVenue()),
    [`PATCH /api/venues/${VENUE_ID}`]: json(200, buildVenue()),
  });
  const view = renderApp(`/venues/${VENUE_ID}/edit?return=/teams/abc`);
  return { ...mock, ...view };
}

describe('venue edit form', () => {
  it('asks before deleting a saved surface and keeps it when cancelled', async () => {
    setup();
    await screen.findByDisplayValue('North Field');
    fireEvent.click(screen.getByRole('button', { name: 'Delete surface Field 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Saving will delete this surface with its timeslots; games placed in them stay in their schedules, unscheduled.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(surfaceNames()).toHaveLength(2);
  });

  it('deletes a saved surface once confirmed, sends the rest, and honours return', async () => {
    const { requests, router } = setup();
    await screen.findByDisplayValue('North Field');
    fireEvent.click(screen.getByRole('button', { name: 'Delete surface Field 2' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete surface' }));
    await waitFor(() => expect(surfaceNames()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const body = requests.find((r) => r.method === 'PATCH')?.body as {
      surfaces: { id?: string; name: string }[];
    };
    expect(body.surfaces).toEqual([expect.objectContaining({ id: SURFACE_IDS[0], name: 'Field 1' })]);
    await waitFor(() => expect(currentUrl(router)).toBe('/teams/abc'), { timeout: 2000 });
  });

  it('removes a surface added in this visit without asking', async () => {
    setup();
    await screen.findByDisplayValue('North Field');
    fireEvent.click(screen.getByRole('button', { name: 'Add surface' }));
    expect(surfaceNames()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete surface 3' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(surfaceNames()).toHaveLength(2);
  });

  it('refuses to save when no surface has a name', async () => {
    const { requests } = setup();
    await screen.findByDisplayValue('North Field');
    for (const input of surfaceNames()) fireEvent.change(input, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give at least one surface a name')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
  it("will not let a cleared name delete a saved surface behind the user's back", async () => {
    const { requests } = setup();
    await screen.findByDisplayValue('North Field');
    fireEvent.change(surfaceNames()[1] as HTMLInputElement, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Give this surface a name, or delete it with its bin button'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });
});
