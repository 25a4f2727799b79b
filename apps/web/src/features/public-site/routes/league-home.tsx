import { SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconListNumbers, IconScoreboard, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../components/site-context.ts';
import { SECTION_LABELS, type SiteSection, shownSections, sitePath } from '../model/site-nav.ts';

const SECTION_ICONS: Record<SiteSection, ComponentType<{ size?: number }>> = {
  schedules: IconCalendarEvent,
  scores: IconScoreboard,
  standings: IconListNumbers,
  teams: IconUsersGroup,
};

/**
 * The league site's home: league and organisation names, logo, the organisers' home text (HTML the server
 * sanitised with an allow-list, docs/public-site.md#home-text) and a tile per section switched on.
 */
export function LeagueHomePage() {
  const { t } = useTranslation();
  const { site, orgSlug, leagueSlug } = useSite();
  const sections = shownSections(site.sections);
  return (
    <Stack gap="md">
      <div className="ps-card">
        <Stack gap={4} align="center" ta="center">
          {site.organization.logo_url ? (
            <img
              src={site.organization.logo_url}
              alt={site.organization.name}
              style={{ maxWidth: 150, maxHeight: 150 }}
            />
          ) : null}
          <Title order={1} size="h2">
            {site.league.name}
          </Title>
          <Text c="dimmed" size="sm">
            {site.organization.name} · {site.season.name}
          </Text>
        </Stack>
      </div>
      {site.organization.home_text.trim() !== '' ? (
        <div
          className="ps-card ps-home-text"
          // The server sanitised this HTML with an allow-list of tags and attributes before storing it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (docs/public-site.md)
          dangerouslySetInnerHTML={{ __html: site.organization.home_text }}
        />
      ) : null}
      {sections.length > 0 ? (
        <SimpleGrid cols={2} spacing="sm">
          {sections.map((section) => {
            const Icon = SECTION_ICONS[section];
            return (
              <UnstyledButton
                key={section}
                component={Link}
                to={sitePath(orgSlug, leagueSlug, section)}
                className="ps-card"
                style={{ display: 'flex', alignItems: 'center', gap: 10 }}
              >
                <Icon size={26} />
                <Text fw={600}>{t(SECTION_LABELS[section])}</Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
