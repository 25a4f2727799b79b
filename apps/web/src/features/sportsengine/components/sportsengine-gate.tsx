import type { SportsengineStatus } from '@app/contracts';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSportsengineStatus } from '../../../queries/sportsengine-status.ts';

/**
 * What every SportsEngine link page checks first (docs/sportsengine.md#the-web-pages): only the organisation's
 * owner may link it, SportsEngine is not offered in Japanese, and the server may have no SportsEngine settings.
 * Each case is a clear message with a way back to the dashboard; otherwise `children` get the status.
 */
export function SportsengineGate({
  title,
  children,
}: {
  title: string;
  children: (status: SportsengineStatus) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const status = useSportsengineStatus();

  const blocked = (color: string, heading: string, body: string) => (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <Alert
        color={color}
        icon={color === 'red' ? <IconLock size={18} /> : <IconInfoCircle size={18} />}
        title={heading}
      >
        {body}
      </Alert>
      <Button component={Link} to="/" variant="default" w="fit-content">
        {t('sportsengine.link.exit')}
      </Button>
    </Stack>
  );

  if (i18n.language === 'ja') {
    return blocked('gray', t('sportsengine.link.notOfferedTitle'), t('sportsengine.link.notOffered'));
  }
  if (user.data && !user.data.org_owner) {
    return blocked('red', t('sportsengine.link.ownerOnlyTitle'), t('sportsengine.link.ownerOnly'));
  }
  if (status.isPending) return <PageLoader />;
  if (status.isError) return <ErrorState error={status.error} onRetry={() => status.refetch()} />;
  if (!status.data.configured) {
    return blocked('yellow', t('sportsengine.link.notSetUpTitle'), t('sportsengine.link.notSetUp'));
  }
  return <>{children(status.data)}</>;
}
