import { can } from '@app/contracts';
import { Card, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudDownload, IconFileImport, IconFlask, IconPlus, IconWand } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useSportsengineStatus } from '../../../queries/sportsengine-status.ts';
import { useCreateDemo } from '../api/use-create-demo.ts';

function ChoiceBody({
  icon: Icon,
  title,
  description,
  busy,
  isMain = false,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  description: string;
  busy?: boolean;
  isMain?: boolean;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <ThemeIcon size={isMain ? 56 : 48} radius="md" variant={isMain ? 'filled' : 'light'} aria-hidden>
        {busy ? <Loader size={24} /> : <Icon size={isMain ? 32 : 28} />}
      </ThemeIcon>
      <Text fw={700} size={isMain ? 'xl' : 'lg'}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}

// The cards are the links and the button themselves, so the whole card is one large target, reached with Tab
// like any link or button.
const CARD_STYLE = { textAlign: 'start', height: '100%', width: '100%', cursor: 'pointer' } as const;
// The wizard is the recommended start (docs/dashboard.md#first-run): a full-width card with the primary colour's
// border above the other three.
const MAIN_CARD_STYLE = {
  ...CARD_STYLE,
  borderColor: 'var(--mantine-primary-color-filled)',
  borderWidth: 2,
} as const;

/**
 * The dashboard of an organisation without leagues (docs/dashboard.md#first-run): the setup wizard first and
 * largest, then a league by hand, a league file (JSON) and the sample league (built by the server, then shown
 * at once). One column on a phone. When SportsEngine is set up on the server, the owner (not in Japanese, where
 * the platform is not offered) also sees "Import from SportsEngine": the Season Management import once the
 * organisation is connected, the connect page before (docs/sportsengine.md#importing).
 */
export function GettingStarted() {
  const { t, i18n } = useTranslation();
  const createDemo = useCreateDemo();
  const role = useLeagueInfo().data?.current_organization.role;
  const offersPlatform = can(role, 'own') && i18n.language !== 'ja';
  const platform = useSportsengineStatus({ enabled: offersPlatform });
  const platformPath = platform.data?.connected ? '/sportsengine/import-beta' : '/sportsengine/connect';

  function handleDemo() {
    createDemo.mutate(undefined, {
      onSuccess: () => notifySuccess(t('dashboard.demoCreated')),
      onError: (failure) => notifyError(failure.message, { title: t('dashboard.demoFailed') }),
    });
  }

  return (
    <Stack gap="md">
      <Card component={Link} to="/wizard" withBorder radius="md" padding="xl" style={MAIN_CARD_STYLE}>
        <ChoiceBody
          icon={IconWand}
          title={t('dashboard.wizard')}
          description={t('dashboard.wizardHelp')}
          isMain
        />
      </Card>
      <SimpleGrid cols={{ base: 1, sm: offersPlatform && platform.data?.configured ? 2 : 3 }} spacing="md">
        {offersPlatform && platform.data?.configured ? (
          <Card component={Link} to={platformPath} withBorder radius="md" padding="lg" style={CARD_STYLE}>
            <ChoiceBody
              icon={IconCloudDownload}
              title={t('dashboard.importPlatform')}
              description={
                platform.data.connected
                  ? t('dashboard.importPlatformHelp')
                  : t('dashboard.connectPlatformHelp')
              }
            />
          </Card>
        ) : null}
        <Card component={Link} to="/leagues/new" withBorder radius="md" padding="lg" style={CARD_STYLE}>
          <ChoiceBody
            icon={IconPlus}
            title={t('dashboard.createLeague')}
            description={t('dashboard.createLeagueHelp')}
          />
        </Card>
        <Card component={Link} to="/import" withBorder radius="md" padding="lg" style={CARD_STYLE}>
          <ChoiceBody
            icon={IconFileImport}
            title={t('dashboard.importFile')}
            description={t('dashboard.importFileHelp')}
          />
        </Card>
        <Card
          component="button"
          type="button"
          withBorder
          radius="md"
          padding="lg"
          style={CARD_STYLE}
          onClick={handleDemo}
          disabled={createDemo.isPending}
          aria-busy={createDemo.isPending}
        >
          <ChoiceBody
            icon={IconFlask}
            title={t('dashboard.tryDemo')}
            description={createDemo.isPending ? t('dashboard.demoCreating') : t('dashboard.tryDemoHelp')}
            busy={createDemo.isPending}
          />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
