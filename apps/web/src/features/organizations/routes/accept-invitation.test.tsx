import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser } from '../../../test/fixtures.ts';
import { currentUrl, renderApp } from '../../../test/render-app.tsx';

const invitationId = '00000000-0000-4000-8000-000000000d01';
const invitation = {
  id: invitationId,
  organization_name: 'Hillside Softball',
  email: 'coach@example.com',
  inviter: 'Olive Owner',
};

/** A signed-in user whose invitation link gets `answer` from the server. */
function signedInWithInvitationAnswer(answer: ReturnType<typeof json>) {
  const user = buildUser();
  mockFetch({
    'GET /api/users/self': json(200, user),
    'GET /api/leagues': json(200, buildLeagueInfo(user)),
    [`GET /api/invitations/${invitationId}`]: answer,
  });
}

describe('accept invitation page', () => {
  it('asks a signed-out visitor to sign in and returns them to the invitation afterwards', async () => {
    mockFetch({ 'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }) });
    const { router } = renderApp(`/accept_invitation/${invitationId}?invitation_token=tok`);
    expect(await screen.findByText('You need to sign in or sign up before continuing!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('return')).toBe(
      `/accept_invitation/${invitationId}?invitation_token=tok`,
    );
  });

  it('shows the organisation, accepts with the token and lands on the switched message', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'GET /api/users/self': json(200, user),
      'GET /api/leagues': json(200, buildLeagueInfo(user)),
      [`GET /api/invitations/${invitationId}`]: json(200, invitation),
      'GET /api/csrf': json(200, { token: 't' }),
      [`POST /api/accept_invitation/${invitationId}`]: json(200, { ok: true }),
    });
    const { router } = renderApp(`/accept_invitation/${invitationId}?invitation_token=tok`);
    expect(await screen.findByText('Olive Owner invited you to join Hillside Softball.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?switched=1'));
    expect(await screen.findByText('Switched successfully - remember to sign out!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ invitation_token: 'tok' });
  });

  it('stays on the switched message when the used invitation is refetched and no longer exists', async () => {
    const user = buildUser();
    let isAccepted = false;
    mockFetch({
      'GET /api/users/self': json(200, user),
      'GET /api/leagues': json(200, buildLeagueInfo(user)),
      [`GET /api/invitations/${invitationId}`]: () =>
        isAccepted
          ? { status: 404, body: { errors: { base: ['Invitation not found'] } } }
          : { status: 200, body: invitation },
      'GET /api/csrf': json(200, { token: 't' }),
      [`POST /api/accept_invitation/${invitationId}`]: () => {
        isAccepted = true;
        return { status: 200, body: { ok: true } };
      },
    });
    const { router } = renderApp(`/accept_invitation/${invitationId}?invitation_token=tok`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('Switched successfully - remember to sign out!')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(currentUrl(router)).toBe('/?switched=1');
    expect(screen.queryByText('Invitation not found')).toBeNull();
  });

  it('shows the server error and goes to the dashboard when the invitation is not valid', async () => {
    signedInWithInvitationAnswer(json(404, { errors: { base: ['Invitation not found'] } }));
    const { router } = renderApp(`/accept_invitation/${invitationId}?invitation_token=bad`);
    expect(await screen.findByText('Invitation not found')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('says in words that an expired invitation link has expired', async () => {
    signedInWithInvitationAnswer(json(422, { errors: { invitation_token: ['has expired'] } }));
    const { router } = renderApp(`/accept_invitation/${invitationId}?invitation_token=old`);
    expect(await screen.findByText('This link has expired.')).toBeTruthy();
    expect(screen.queryByText(/invitation_token/)).toBeNull();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('says in words that the invitation was for another email when accepting fails', async () => {
    const user = buildUser();
    mockFetch({
      'GET /api/users/self': json(200, user),
      'GET /api/leagues': json(200, buildLeagueInfo(user)),
      [`GET /api/invitations/${invitationId}`]: json(200, invitation),
      'GET /api/csrf': json(200, { token: 't' }),
      [`POST /api/accept_invitation/${invitationId}`]: json(403, {
        errors: { base: ['This invitation was sent to another email address'] },
      }),
    });
    const { router } = renderApp(`/accept_invitation/${invitationId}?invitation_token=tok`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('This invitation was sent to another email address.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });
});
