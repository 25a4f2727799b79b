import type { PublicLeaguePage, PublicWebpage } from '@app/contracts';
import { publicLeaguePath } from '@app/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  CopyButton,
  Group,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useTogglePublished, useUpdateLeaguePage } from '../api/use-public-webpage.ts';

/**
 * The current league's public page: its address with a copy button, the season it shows, whether it is
 * displayed, and publish / unpublish with a confirmation. Picking a season saves it at once; the display
 * checkbox is saved with its own button, which appears only once the box was changed and asks for a season
 * first (docs/public-site.md#the-settings-page).
 */
export function LeaguePageSection({ webpage, page }: { webpage: PublicWebpage; page: PublicLeaguePage }) {
  const { t } = useTranslation();
  const update = useUpdateLeaguePage();
  const toggle = useTogglePublished();
  const [display, setDisplay] = useState(page.display);
  const [displayError, setDisplayError] = useState<string | null>(null);
  const url = `${window.location.origin}${publicLeaguePath(webpage.slug, page.slug)}`;

  const failed = (failure: unknown) => notifyError(describeFailure(t, failure));

  const pickSeason = (seasonId: string | null) => {
    if (!seasonId || seasonId === page.season_id) return;
    setDisplayError(null);
    update.mutate(
      { slug: page.slug, changes: { season_id: seasonId } },
      { onSuccess: () => notifySuccess(t('publicSite.settings.saved')), onError: failed },
    );
  };

  const saveDisplay = () => {
    if (display && !page.season_id) {
      setDisplayError(t('publicSite.settings.seasonFirst'));
      return;
    }
    update.mutate(
      { slug: page.slug, changes: { season_id: page.season_id, display } },
      { onSuccess: () => notifySuccess(t('publicSite.settings.saved')), onError: failed },
    );
  };

  const confirmToggle = () => {
    if (!page.published && !page.season_id) {
      notifyError(t('publicSite.settings.seasonFirst'));
      return;
    }
    modals.openConfirmModal({
      title: page.published ? t('publicSite.settings.unpublishTitle') : t('publicSite.settings.publishTitle'),
      children: (
        <Text size="sm">
          {page.published
            ? t('publicSite.settings.unpublishBody')
            : t('publicSite.settings.publishBody', { url })}
        </Text>
      ),
      labels: {
        confirm: page.published ? t('publicSite.settings.unpublish') : t('publicSite.settings.publish'),
        cancel: t('common.cancel'),
      },
      confirmProps: { color: page.published ? 'red' : undefined },
      onConfirm: () =>
        toggle.mutate(page.slug, {
          onSuccess: () =>
            notifySuccess(
              page.published ? t('publicSite.settings.unpublished') : t('publicSite.settings.published'),
            ),
          onError: (failure) =>
            notifyError(`${t('publicSite.settings.publishFailed')} ${describeFailure(t, failure)}`),
        }),
    });
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t('publicSite.settings.leaguePage', { league: page.name })}
          </Title>
          <Badge color={page.published ? 'green' : 'gray'} variant="light" style={{ flex: 'none' }}>
            {page.published ? t('publicSite.settings.statusPublished') : t('publicSite.settings.statusDraft')}
          </Badge>
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {t('publicSite.settings.leagueUrl')}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Anchor
              href={url}
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              data-testid="league-url"
            >
              {url}
            </Anchor>
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('publicSite.settings.copied') : t('publicSite.settings.copy')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={copy}
                    aria-label={t('publicSite.settings.copy')}
                    color={copied ? 'teal' : undefined}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
            <ActionIcon
              component="a"
              href={url}
              target="_blank"
              rel="noopener"
              variant="subtle"
              aria-label={t('publicSite.settings.open')}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Group>
        </div>
        <Select
          label={t('publicSite.settings.season')}
          placeholder={t('publicSite.settings.seasonPlaceholder')}
          data={page.seasons.map((season) => ({ value: season.id, label: season.name }))}
          value={page.season_id}
          onChange={pickSeason}
          allowDeselect={false}
          maw={360}
          disabled={update.isPending}
        />
        <Group gap="sm" align="center" wrap="wrap">
          <Checkbox
            label={t('publicSite.settings.display')}
            description={t('publicSite.settings.displayHint')}
            checked={display}
            onChange={(event) => {
              setDisplay(event.currentTarget.checked);
              setDisplayError(null);
            }}
          />
          {display !== page.display ? (
            <Button size="xs" onClick={saveDisplay} loading={update.isPending}>
              {t('common.save')}
            </Button>
          ) : null}
        </Group>
        {displayError ? (
          <Alert color="orange" role="alert" py="xs">
            {displayError}
          </Alert>
        ) : null}
        <Group>
          <Button
            color={page.published ? 'red' : 'green'}
            variant={page.published ? 'light' : 'filled'}
            onClick={confirmToggle}
            loading={toggle.isPending}
          >
            {page.published ? t('publicSite.settings.unpublish') : t('publicSite.settings.publish')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
