import type { LeagueInfo, StandingRow, Standings, Tiebreaker } from '@app/contracts';
import { Alert, Anchor, Button, Divider, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload, IconLink, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { printSection } from '../../../components/print-section.ts';
import { ShareLinkDialog } from '../../../components/share-link-dialog.tsx';
import { toCsv } from '../../../lib/engine.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useStandings } from '../api/use-standings.ts';
import { AdjustmentsSection } from '../components/adjustments-section.tsx';
import { ConferencesSection } from '../components/conferences-section.tsx';
import { downloadCsv } from '../components/download-csv.ts';
import { ScoringSystemEditor } from '../components/scoring-system-editor.tsx';
import { StandingsTable } from '../components/standings-table.tsx';
import { AHEAD_LABELS } from '../model/labels.ts';
import { seasonTeams } from '../model/season-teams.ts';
import {
  COLUMN_LABELS,
  csvFileName,
  hasCountedGames,
  type StatColumn,
  standingsCsvTable,
  visibleColumns,
} from '../model/standings-table.ts';
import '../../../components/print.css';

const TABS = ['league', 'divisions', 'conferences'] as const;
type Tab = (typeof TABS)[number];
const PRINT_ID = 'standings-print';

/** The seasons the picker offers: those of the current league, and the season's name for files and titles. */
function leagueSeasons(info: LeagueInfo | undefined) {
  const league = info?.leagues.find((candidate) => candidate.id === info.current_league_id);
  return league?.seasons ?? [];
}

/**
 * /standings: the season's tables, League, Division and Conference, ranked by the server with the season's
 * scoring system (docs/standings.md#the-standings-page). The season is the current one unless the address
 * names another (`?season=`), and the tab is in the address too (`?tab=`), so a copied link opens the same
 * table. Managers edit the scoring system, conferences and adjustments here; scores are entered in the
 * game table (/list).
 */
export function StandingsPage() {
  const { t } = useTranslation();
  const info = useLeagueInfo();
  const [params, setParams] = useSearchParams();
  const seasons = leagueSeasons(info.data);
  const asked = params.get('season');
  const seasonId =
    asked && seasons.some((season) => season.id === asked) ? asked : (info.data?.current_season_id ?? '');
  const tabParam = params.get('tab');
  const tab: Tab = TABS.includes(tabParam as Tab) ? (tabParam as Tab) : 'league';
  const standings = useStandings(seasonId);
  const season = useSeason(seasonId);
  const canManage = useCanManage();
  const seasonName = seasons.find((candidate) => candidate.id === seasonId)?.name ?? '';
  const teams = season.data ? seasonTeams(season.data) : [];
  const [sharing, setSharing] = useState(false);

  const setParam = (name: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  if (!seasonId && !info.isPending) {
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('standings.title')}
        </Title>
        <Alert title={t('standings.noSeason')} />
      </Stack>
    );
  }
  const data = standings.data;
  const columns = data ? visibleColumns(data.scoring_system.tiebreakers) : [];

  function downloadTab(current: Standings) {
    const headers = {
      rank: t('standings.col.rankLong'),
      team: t('standings.col.team'),
      division: t('standings.col.division'),
      note: t('standings.col.note'),
      columns: Object.fromEntries(columns.map((column) => [column, t(COLUMN_LABELS[column].long)])) as Record<
        StatColumn,
        string
      >,
    };
    const note = (rule: Tiebreaker, above: string) => t(AHEAD_LABELS[rule], { team: above });
    const groups: { name: string; rows: readonly StandingRow[] }[] =
      tab === 'league'
        ? [{ name: '', rows: current.league.rows }]
        : tab === 'divisions'
          ? current.divisions
          : current.conferences;
    const tables = groups.map((group) => standingsCsvTable(group.rows, columns, headers, note));
    // Division and conference tables share one file, each row led by its table's name.
    const table =
      tab === 'league'
        ? (tables[0] ?? standingsCsvTable([], columns, headers, note))
        : {
            columns: [
              t('standings.col.table'),
              ...(tables[0]?.columns ?? standingsCsvTable([], columns, headers, note).columns),
            ],
            rows: groups.flatMap((group, index) =>
              (tables[index]?.rows ?? []).map((row) => [group.name, ...row]),
            ),
          };
    const tabName = { league: 'league', divisions: 'divisions', conferences: 'conferences' }[tab];
    downloadCsv(csvFileName(seasonName, tabName), toCsv(table));
  }

  return (
    <Stack gap="md">
      {sharing ? (
        <ShareLinkDialog
          kind="standings"
          targetId={seasonId}
          name={t('standings.shareName', { season: seasonName })}
          onClose={() => setSharing(false)}
        />
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('standings.title')}
        </Title>
        <Group gap="xs" align="flex-end" className="no-print">
          {seasons.length > 1 ? (
            <NativeSelect
              label={t('standings.season')}
              size="xs"
              value={seasonId}
              onChange={(event) => setParam('season', event.currentTarget.value)}
              data={seasons.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
            />
          ) : null}
          {canManage ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLink size={14} />}
              onClick={() => setSharing(true)}
              disabled={!seasonId}
            >
              {t('standings.share')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPrinter size={14} />}
            onClick={() => printSection(PRINT_ID)}
            disabled={!data}
          >
            {t('standings.print')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => data && downloadTab(data)}
            disabled={!data}
          >
            {t('standings.csv')}
          </Button>
        </Group>
      </Group>
      {standings.error ? (
        <Alert color="red">{t('standings.loadFailed')}</Alert>
      ) : !data ? (
        <PageLoader />
      ) : (
        <Stack gap="lg">
          <Stack gap="md" id={PRINT_ID}>
            <Text className="print-only" fw={600}>
              {t('standings.printTitle', { season: seasonName })}
            </Text>
            {!hasCountedGames(data) ? (
              <Alert title={t('standings.emptyTitle')}>
                <Text size="sm">{t('standings.emptyBody')}</Text>
                <Anchor component={Link} to="/list" size="sm">
                  {t('standings.emptyLink')}
                </Anchor>
              </Alert>
            ) : null}
            <Tabs value={tab} onChange={(value) => value && setParam('tab', value)} keepMounted={false}>
              <Tabs.List className="no-print">
                <Tabs.Tab value="league">{t('standings.tab.league')}</Tabs.Tab>
                <Tabs.Tab value="divisions">{t('standings.tab.divisions')}</Tabs.Tab>
                <Tabs.Tab value="conferences">{t('standings.tab.conferences')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="league" pt="md">
                <StandingsTable
                  caption={t('standings.tab.league')}
                  rows={data.league.rows}
                  columns={columns}
                  tiebreakers={data.scoring_system.tiebreakers}
                />
              </Tabs.Panel>
              <Tabs.Panel value="divisions" pt="md">
                <Stack gap="lg">
                  {data.divisions.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('standings.noDivisions')}
                    </Text>
                  ) : (
                    data.divisions.map((division) => (
                      <StandingsTable
                        key={division.id}
                        caption={division.name}
                        rows={division.rows}
                        columns={columns}
                        tiebreakers={data.scoring_system.tiebreakers}
                      />
                    ))
                  )}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="conferences" pt="md">
                <Stack gap="lg">
                  {data.conferences.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {canManage ? t('standings.noConferencesManager') : t('standings.noConferences')}
                    </Text>
                  ) : (
                    data.conferences.map((conference) => (
                      <StandingsTable
                        key={conference.id}
                        caption={conference.name}
                        rows={conference.rows}
                        columns={columns}
                        tiebreakers={data.scoring_system.tiebreakers}
                      />
                    ))
                  )}
                  {canManage ? <ConferencesSection seasonId={seasonId} teams={teams} /> : null}
                </Stack>
              </Tabs.Panel>
            </Tabs>
            <AdjustmentsSection seasonId={seasonId} teams={teams} canManage={canManage} />
          </Stack>
          {canManage ? (
            <>
              <Divider className="no-print" />
              <div className="no-print">
                <ScoringSystemEditor
                  key={`${seasonId}:${data.scoring_system.id}`}
                  seasonId={seasonId}
                  system={data.scoring_system}
                />
              </div>
            </>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
