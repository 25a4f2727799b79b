import type { SportsengineStatus } from '@app/contracts';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useConnectSportsengine, useDisconnectSportsengine } from '../api/use-sportsengine-link.ts';
import { SportsengineGate } from '../components/sportsengine-gate.tsx';

/** Sends the browser to SportsEngine's authorize page (a full navigation: it is their site). */
function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * /sportsengine/connect (docs/sportsengine.md#the-connect-page): says what connecting does and warns not to connect
 * a staff member's own SportsEngine account, as the link acts for the whole organisation. Connected, it shows
 * who connected and when; reconnecting needs a second press and disconnecting a confirmation.
 */
export function SportsengineConnectPage() {
  const { t } = useTranslation();
  const title = t('sportsengine.link.connectTitle');
  return (
    <SportsengineGate title={title}>
      {(status) => <ConnectPanel title={title} status={status} />}
    </SportsengineGate>
  );
}

function ConnectPanel({ title, status }: { title: string; status: SportsengineStatus }) {
  const { t, i18n } = useTranslation();
  const connect = useConnectSportsengine();
  const disconnect = useDisconnectSportsengine();
  // Reconnecting replaces the organisation's connection, so the first press only arms it (the spec's warning).
  const [armed, setArmed] = useState(false);
  const busy = connect.isPending || connect.isSuccess;

  function startConnect() {
    connect.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => {
        setArmed(false);
        notifyError(describeFailure(t, error), { title: t('sportsengine.link.connectFailed') });
      },
    });
  }

  function askDisconnect() {
    modals.openConfirmModal({
      title: t('sportsengine.link.disconnectTitle'),
      children: <Text size="sm">{t('sportsengine.link.disconnectMessage')}</Text>,
      labels: { confirm: t('sportsengine.link.disconnect'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        disconnect.mutate(undefined, {
          onSuccess: () => notifySuccess(t('sportsengine.link.disconnected')),
          onError: (error) =>
            notifyError(describeFailure(t, error), { title: t('sportsengine.link.disconnectFailed') }),
        }),
    });
  }

  const connectedAt = status.connected_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.connected_at),
      )
    : null;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{title}</Title>
      <Text>{t('sportsengine.link.connectIntro')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('sportsengine.link.connectPointImport')}</List.Item>
        <List.Item>{t('sportsengine.link.connectPointExport')}</List.Item>
        <List.Item>{t('sportsengine.link.connectPointIds')}</List.Item>
      </List>
      <Alert
        color="orange"
        icon={<IconAlertTriangle size={18} />}
        title={t('sportsengine.link.warningTitle')}
      >
        {t('sportsengine.link.warning')}
      </Alert>
      {status.connected ? (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Group gap="xs">
              <IconPlugConnected size={20} color="var(--mantine-color-green-7)" aria-hidden />
              <Text fw={600}>{t('sportsengine.link.connected')}</Text>
            </Group>
            <Text size="sm">
              {t('sportsengine.link.connectedDetail', {
                name: status.connected_by ?? t('sportsengine.link.someone'),
                date: connectedAt ?? '—',
              })}
            </Text>
            {armed ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} />}
                title={t('sportsengine.link.reconnectWarningTitle')}
              >
                {t('sportsengine.link.reconnectWarning')}
              </Alert>
            ) : null}
            <Group gap="sm">
              {armed ? (
                <>
                  <Button
                    color="red"
                    leftSection={<IconRefresh size={16} />}
                    loading={busy}
                    onClick={startConnect}
                  >
                    {t('sportsengine.link.reconnectConfirm')}
                  </Button>
                  <Button variant="default" disabled={busy} onClick={() => setArmed(false)}>
                    {t('common.cancel')}
                  </Button>
                </>
              ) : (
                <Button
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => setArmed(true)}
                >
                  {t('sportsengine.link.reconnect')}
                </Button>
              )}
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconPlugConnectedX size={16} />}
                loading={disconnect.isPending}
                disabled={busy}
                onClick={askDisconnect}
              >
                {t('sportsengine.link.disconnect')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Button
          leftSection={<IconPlugConnected size={18} />}
          loading={busy}
          onClick={startConnect}
          w="fit-content"
        >
          {t('sportsengine.link.connect')}
        </Button>
      )}
      <Group gap="sm">
        {status.connected ? (
          <Button component={Link} to="/sportsengine" variant="default">
            {t('sportsengine.link.backToHub')}
          </Button>
        ) : null}
        <Button component={Link} to="/" variant="default">
          {t('sportsengine.link.exit')}
        </Button>
      </Group>
    </Stack>
  );
}
