import { ROLES } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, PAID_PLAN, SEASON_ID, sessionHandlers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildLeaguePage, buildWebpage, WEBPAGE_ID } from '../test/public-site-fixtures.ts';

const LEAGUE_PAGE = '/api/public_league_pages/riverside';

/** The card a heading names. */
const siteCard = (heading: HTMLElement) => heading.closest('.mantine-Card-root') as HTMLElement;

function handlers(webpage = buildWebpage(), extra: Record<string, ReturnType<typeof json>> = {}) {
  return { ...sessionHandlers(), 'GET /api/public_webpage': json(200, webpage), ...extra };
}

describe('public webpage settings', () => {
  it('shows the league URL and saves the display flag only through the Save that appears when it changes', async () => {
    const { requests } = mockFetch(
      handlers(buildWebpage({ public_league_page: buildLeaguePage({ season_id: SEASON_ID }) }), {
        [`PATCH ${LEAGUE_PAGE}`]: json(200, buildLeaguePage({ season_id: SEASON_ID })),
      }),
    );
    renderApp('/public-webpage');
    const link = await screen.findByTestId('league-url');
    expect(link.textContent).toBe(`${window.location.origin}/leagues/riversideyouth/riverside`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const card = link.closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(within(card).getByRole('checkbox', { name: /Display the league/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ season_id: SEASON_ID, display: true });
    // Unticking it again hides the Save: nothing changed.
    fireEvent.click(within(card).getByRole('checkbox', { name: /Display the league/ }));
    expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('asks for a season before displaying or publishing, and sends nothing', async () => {
    const { requests } = mockFetch(handlers());
    renderApp('/public-webpage');
    const link = await screen.findByTestId('league-url');
    const card = link.closest('.mantine-Card-root') as HTMLElement;
    fireEvent.click(within(card).getByRole('checkbox', { name: /Display the league/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Please select a season first.');
    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText('Please select a season first.')).toHaveLength(2);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('publishes only after a confirmation', async () => {
    const { requests } = mockFetch(
      handlers(buildWebpage({ public_league_page: buildLeaguePage({ season_id: SEASON_ID }) }), {
        [`POST ${LEAGUE_PAGE}/toggle_published`]: json(
          200,
          buildLeaguePage({ season_id: SEASON_ID, published: true }),
        ),
      }),
    );
    renderApp('/public-webpage');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the league page?' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST' && r.path.endsWith('/toggle_published')),
      ).toHaveLength(1),
    );
    expect(await screen.findByText('The league page is published')).toBeTruthy();
  });

  it('saves the season at once when one is picked', async () => {
    const { requests } = mockFetch(
      handlers(buildWebpage(), {
        [`PATCH ${LEAGUE_PAGE}`]: json(200, buildLeaguePage({ season_id: SEASON_ID })),
      }),
    );
    renderApp('/public-webpage');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Season shown' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Spring 2026' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ season_id: SEASON_ID }),
    );
  });

  it('sends only the changed switches and roster choice', async () => {
    const { requests } = mockFetch(
      handlers(buildWebpage(), { [`PATCH /api/public_webpages/${WEBPAGE_ID}`]: json(200, buildWebpage()) }),
    );
    renderApp('/public-webpage');
    const card = siteCard(await screen.findByRole('heading', { name: 'Look and sections' }));
    expect(within(card).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(card).getByRole('switch', { name: 'Rosters on team pages' }));
    fireEvent.click(within(card).getByRole('radio', { name: /Full names/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        show_rosters_page: true,
        roster_names: 'full',
      }),
    );
    expect(await screen.findByText('Public webpage has been updated')).toBeTruthy();
  });

  it('refuses a file that is not an image as the logo, and sends a chosen image as multipart with a preview', async () => {
    const { requests } = mockFetch(
      handlers(buildWebpage(), { [`PATCH /api/public_webpages/${WEBPAGE_ID}`]: json(200, buildWebpage()) }),
    );
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined });
    const { container } = renderApp('/public-webpage');
    await screen.findByRole('button', { name: 'Choose an image' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an image: PNG, JPEG, GIF or WebP.');
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    const preview = await screen.findByRole('img', { name: 'Logo preview' });
    expect(preview.getAttribute('width')).toBe('150');
    expect(preview.getAttribute('src')).toBe('blob:logo');
    const card = siteCard(screen.getByRole('heading', { name: 'Look and sections' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const sent = requests.find((r) => r.method === 'PATCH');
    expect(sent?.headers['content-type']).toBeUndefined();
    expect((sent?.body as Record<string, unknown> | undefined)?.logo).toBeInstanceOf(File);
  });

  it('locks a claimed slug and confirms before claiming a new one', async () => {
    const { requests } = mockFetch(
      handlers(buildWebpage(), { [`PATCH /api/public_webpages/${WEBPAGE_ID}`]: json(200, buildWebpage()) }),
    );
    renderApp('/public-webpage');
    const slug = await screen.findByRole('textbox', { name: 'Organization slug' });
    fireEvent.change(slug, { target: { value: 'river side' } });
    const card = slug.closest('.mantine-Card-root') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Use letters a–z and digits only, at most 40.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    fireEvent.change(slug, { target: { value: 'Riverside2026' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this slug for good?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ slug: 'riverside2026' }),
    );
  });

  it('shows a claimed slug read-only, with no Save', async () => {
    mockFetch(handlers(buildWebpage({ slug_claimed: true })));
    renderApp('/public-webpage');
    const slug = await screen.findByRole('textbox', { name: 'Organization slug' });
    expect(slug.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('This slug is claimed and can no longer be changed.')).toBeTruthy();
    const card = slug.closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('is for owners and admins only: a user sees why, and the menu has no entry', async () => {
    const user = buildUser({ org_owner: false });
    const organization = {
      id: user.current_organization_id,
      name: 'Riverside Youth League',
      role: ROLES.user,
      ...PAID_PLAN,
    };
    const { requests } = mockFetch({
      ...sessionHandlers(
        buildLeagueInfo(user, { organizations: [organization], current_organization: organization }),
      ),
    });
    renderApp('/public-webpage');
    expect(await screen.findByText('Only owners and admins can change the public webpage.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Public webpage' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/public_webpage')).toBe(false);
  });
});
