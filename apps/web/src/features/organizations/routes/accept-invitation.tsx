import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { signInPathFor } from '../../../lib/return-path.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAcceptInvitation } from '../api/use-accept-invitation.ts';
import { useInvitation } from '../api/use-invitation.ts';

/**
 * /accept_invitation/:id?invitation_token=: shows the inviting organisation and joins it. Signed-out
 * visitors are told to sign in and sent to sign-in with this page as the return. Accepting switches to
 * the organisation and lands on /?switched=1; any failure shows the server's error and goes to /.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('invitation_token') ?? '';
  const userQuery = useCurrentUser();
  const isSignedIn = Boolean(userQuery.data);
  const invitationQuery = useInvitation(id, token, { enabled: isSignedIn && token !== '' });
  const accept = useAcceptInvitation(id);
  const isSignedOut = userQuery.isSuccess && userQuery.data === null;
  const loadError = token === '' ? t('invitation.missingToken') : describeFailure(t, invitationQuery.error);
  // Once accepted, the invitation no longer exists: a refetch failing then is expected, not an error to report.
  const hasLoadError = isSignedIn && !accept.isSuccess && (token === '' || invitationQuery.isError);

  useEffect(() => {
    if (!isSignedOut) return;
    notifyError(t('invitation.signInFirst'), { id: 'invitation-sign-in' });
    navigate(signInPathFor(location.pathname + location.search), { replace: true });
  }, [isSignedOut, location.pathname, location.search, navigate, t]);

  useEffect(() => {
    if (!hasLoadError) return;
    notifyError(loadError, {
      title: t('invitation.failed'),
      id: 'invitation-failed',
    });
    navigate('/', { replace: true });
  }, [hasLoadError, loadError, navigate, t]);

  function handleAccept() {
    accept.mutate(token, {
      onSuccess: () => navigate('/?switched=1', { replace: true }),
      onError: (error) => {
        notifyError(describeFailure(t, error), { title: t('invitation.failed') });
        navigate('/', { replace: true });
      },
    });
  }

  const invitation = invitationQuery.data;
  return (
    <CenteredCard title={t('invitation.title')}>
      {userQuery.isError ? (
        <ErrorState error={userQuery.error} onRetry={() => userQuery.refetch()} />
      ) : invitation ? (
        <Stack gap="md">
          <Text>
            {t('invitation.message', {
              inviter: invitation.inviter,
              organization: invitation.organization_name,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('invitation.forEmail', { email: invitation.email })}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => navigate('/')}>
              {t('invitation.decline')}
            </Button>
            <Button onClick={handleAccept} loading={accept.isPending}>
              {t('invitation.accept')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <PageLoader />
      )}
    </CenteredCard>
  );
}
