import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { browserTimezone } from '../../../lib/browser-locale.ts';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { afterSignUpPath, safeReturnPath } from '../../../lib/return-path.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFinishSportsengineOAuth } from '../api/use-sportsengine-link.ts';
import { readCallbackParams } from '../model/callback-params.ts';

/**
 * /oauth/callback (docs/sportsengine.md#the-oauth-callback-page): SportsEngine sends the browser back here with a code and
 * our state. The page posts them once; the server's answer says whether that finished connecting the
 * organisation (on to /sportsengine) or signing in (on to where the sign-in started). A denial, a missing
 * code or a refusal by the server shows the spec's support message with a way back.
 */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [read] = useState(() => readCallbackParams(params));
  const finish = useFinishSportsengineOAuth();
  const user = useCurrentUser();
  // A code can be used only once: React's strict mode runs effects twice in development, and a second post
  // would fail and hide the first one's success.
  const posted = useRef(false);

  useEffect(() => {
    if (read.kind !== 'code' || posted.current) return;
    posted.current = true;
    finish.mutate(
      { code: read.code, state: read.state, timezone: browserTimezone().timezone },
      {
        onSuccess: (answer) => {
          if (answer.purpose === 'connect') {
            notifySuccess(t('sportsengine.link.connectedToast'), { id: 'sportsengine-connected' });
            navigate('/sportsengine', { replace: true });
          } else {
            const next = answer.created
              ? afterSignUpPath(answer.return_to)
              : safeReturnPath(answer.return_to);
            navigate(next, { replace: true });
          }
        },
      },
    );
  }, [read, finish, navigate, t]);

  const back = user.data ? (
    <Button component={Link} to="/sportsengine" variant="default">
      {t('sportsengine.link.backToHub')}
    </Button>
  ) : (
    <Button component={Link} to="/sign-in" variant="default">
      {t('sportsengine.link.backToSignIn')}
    </Button>
  );

  if (read.kind === 'denied') {
    return (
      <CenteredCard title={t('sportsengine.link.callbackTitle')}>
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title={t('sportsengine.link.deniedTitle')}>
          {t('sportsengine.link.denied')}
        </Alert>
        <Group>{back}</Group>
      </CenteredCard>
    );
  }

  const failure =
    read.kind === 'error'
      ? read.error
      : read.kind === 'missing'
        ? t('sportsengine.link.missingCode')
        : finish.isError
          ? describeFailure(t, finish.error)
          : null;

  if (failure !== null) {
    return (
      <CenteredCard title={t('sportsengine.link.callbackTitle')}>
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{t('sportsengine.link.callbackFailed')}</Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {failure}
            </Code>
          </Stack>
        </Alert>
        <Group>{back}</Group>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={t('sportsengine.link.callbackTitle')}>
      <Group gap="sm" wrap="nowrap" role="status">
        <Loader size="sm" />
        <Text>{t('sportsengine.link.finishing')}</Text>
      </Group>
    </CenteredCard>
  );
}
