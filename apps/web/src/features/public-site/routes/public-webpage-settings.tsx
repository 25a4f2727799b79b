import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { usePublicWebpage } from '../api/use-public-webpage.ts';
import { LeaguePageSection } from '../components/league-page-section.tsx';
import { OrgUrlSection } from '../components/org-url-section.tsx';
import { SiteSettingsForm } from '../components/site-settings-form.tsx';

/**
 * /public-webpage: the organisation's public league website, for owners and admins: its address, the current
 * league's page (season, display, publish) and the site's logo, home text and sections (docs/public-site.md).
 */
export function PublicWebpageSettingsPage() {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  const canManage = useCanManage();
  const webpage = usePublicWebpage({ enabled: canManage });
  if (!info.data) return <PageLoader />;
  if (!canManage) {
    return (
      <Stack>
        <Title order={1}>{t('publicSite.settings.title')}</Title>
        <Alert color="gray">{t('publicSite.settings.managersOnly')}</Alert>
      </Stack>
    );
  }
  if (webpage.error) return <ErrorState error={webpage.error} onRetry={() => void webpage.refetch()} />;
  if (!webpage.data) return <PageLoader />;
  const data = webpage.data;
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1}>{t('publicSite.settings.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('publicSite.settings.intro')}
        </Text>
      </div>
      <OrgUrlSection webpage={data} />
      {data.public_league_page ? (
        <LeaguePageSection key={data.public_league_page.id} webpage={data} page={data.public_league_page} />
      ) : (
        <Alert color="blue">{t('publicSite.settings.noLeague')}</Alert>
      )}
      <SiteSettingsForm key={data.id} webpage={data} />
    </Stack>
  );
}
