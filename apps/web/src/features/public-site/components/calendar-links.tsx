import { Anchor, Group, Text } from '@mantine/core';
import { IconCalendarPlus, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { publicCalendarUrl } from '../model/calendar-url.ts';

/**
 * Subscribe links for a calendar app: `webcal://` opens the phone's calendar on a subscription that follows
 * every change, and the plain link downloads the same .ics (docs/public-site.md#calendars).
 */
export function CalendarLinks({ seasonId, teamId }: { seasonId: string; teamId?: string }) {
  const { t } = useTranslation();
  const url = publicCalendarUrl(window.location.origin, seasonId, teamId);
  return (
    <Group gap="md" className="ps-card" py={8} wrap="wrap">
      <Text size="sm" fw={600}>
        {teamId ? t('publicSite.calendar.teamTitle') : t('publicSite.calendar.title')}
      </Text>
      <Anchor href={url.replace(/^https?:/, 'webcal:')} size="sm" data-testid="calendar-subscribe">
        <Group gap={4} component="span" wrap="nowrap">
          <IconCalendarPlus size={16} />
          {t('publicSite.calendar.subscribe')}
        </Group>
      </Anchor>
      <Anchor href={url} size="sm" data-testid="calendar-download">
        <Group gap={4} component="span" wrap="nowrap">
          <IconDownload size={16} />
          {t('publicSite.calendar.download')}
        </Group>
      </Anchor>
    </Group>
  );
}
