import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePublicDivisions } from '../api/use-public-site.ts';
import { useSite } from '../components/site-context.ts';
import { sitePath } from '../model/site-nav.ts';

/** The season's teams by division, each linked to its team page. */
export function LeagueTeamsPage() {
  const { t } = useTranslation();
  const { site, orgSlug, leagueSlug } = useSite();
  const divisions = usePublicDivisions(site.season.id);
  if (divisions.error) return <ErrorState error={divisions.error} onRetry={() => void divisions.refetch()} />;
  if (!divisions.data) return <PageLoader />;
  const withTeams = divisions.data.divisions.filter((division) => division.teams.length > 0);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('publicSite.nav.teams')}
      </Title>
      {withTeams.length === 0 ? <Text className="ps-card">{t('publicSite.teams.empty')}</Text> : null}
      {withTeams.map((division) => (
        <section key={division.id}>
          <h2 className="ps-day-heading">{division.name}</h2>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs">
            {division.teams.map((team) => (
              <Link
                key={team.id}
                to={sitePath(orgSlug, leagueSlug, { team: team.id })}
                className="ps-card"
                style={{ fontWeight: 600, color: 'inherit', textDecoration: 'none' }}
              >
                {team.name}
              </Link>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
