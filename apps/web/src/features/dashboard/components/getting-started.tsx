import { Card, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileImport, IconFlask, IconPlus } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateDemo } from '../api/use-create-demo.ts';

function ChoiceBody({
  icon: Icon,
  title,
  description,
  busy,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  description: string;
  busy?: boolean;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
        {busy ? <Loader size={24} /> : <Icon size={28} />}
      </ThemeIcon>
      <Text fw={700} size="lg">
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}

// The cards are the links and the button themselves, so the whole card is one large target.
const CARD_STYLE = { textAlign: 'start', height: '100%', width: '100%', cursor: 'pointer' } as const;

/**
 * The dashboard of an organisation without leagues: three large choices, to create a league, to try a
 * sample league (built by the server, then shown at once) or to import a league file.
 */
export function GettingStarted() {
  const { t } = useTranslation();
  const createDemo = useCreateDemo();

  function handleDemo() {
    createDemo.mutate(undefined, {
      onSuccess: () => notifySuccess(t('dashboard.demoCreated')),
      onError: (failure) => notifyError(failure.message, { title: t('dashboard.demoFailed') }),
    });
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Card component={Link} to="/leagues/new" withBorder radius="md" padding="lg" style={CARD_STYLE}>
        <ChoiceBody
          icon={IconPlus}
          title={t('dashboard.createLeague')}
          description={t('dashboard.createLeagueHelp')}
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
      <Card component={Link} to="/import" withBorder radius="md" padding="lg" style={CARD_STYLE}>
        <ChoiceBody
          icon={IconFileImport}
          title={t('dashboard.importFile')}
          description={t('dashboard.importFileHelp')}
        />
      </Card>
    </SimpleGrid>
  );
}
