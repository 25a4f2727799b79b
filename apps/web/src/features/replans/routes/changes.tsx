import type { GameChange, Locale, SeasonChanges } from '@app/contracts';
import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type ReasonLocale, reasonGameText } from '../../../lib/reason-text.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { formatDate } from '../../../lib/zoned-time.ts';
import { publishChanges, useSeasonChanges } from '../api/use-replans.ts';
import { CAUSE_LABELS } from '../components/labels.ts';
import { ReplanHistory } from '../components/replan-history.tsx';
import { changesInOrder, placeText } from '../model/replan-form.ts';

function ChangeLine({ change, locale }: { change: GameChange; locale: ReasonLocale }) {
  const { t } = locale;
  const game = reasonGameText({ ...change.game, date: null, time: null, venue: null }, locale);
  const cause = t(CAUSE_LABELS[change.cause]);
  return (
    <List.Item>
      <Text size="sm" fw={600} span>
        {game}
      </Text>
      <Text size="sm" span>
        {': '}
        {t('replans.changes.fromTo', {
          from: placeText(change.from) || t('replans.proposal.nowhere'),
          to: placeText(change.to) || t('replans.proposal.nowhere'),
        })}
      </Text>
      <Text size="xs" c="dimmed">
        {change.note ? t('replans.changes.whyNote', { cause, note: change.note }) : cause}
      </Text>
    </List.Item>
  );
}

/**
 * /changes: each team's game changes since the last publish, with why (a re-plan's cause, a diagnosis fix,
 * a move by hand), ready to tell the teams (docs/replans.md); "Mark as published" starts a new list. Below,
 * the season's re-plans with Undo on the latest applied one.
 */
export function ChangesPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const info = useLeagueInfo();
  const canManage = useCanManage();
  const seasonId = info.data?.current_season_id ?? '';
  const changes = useSeasonChanges(seasonId);
  const [publishing, setPublishing] = useState(false);
  const locale: ReasonLocale = { t, language: i18n.language };
  if (!seasonId && !info.isPending) return <Alert title={t('replans.changes.noSeason')} />;
  if (changes.error) return <Alert color="red">{t('replans.changes.loadFailed')}</Alert>;
  if (!changes.data || !info.data) return <PageLoader />;
  const data = changes.data;
  const published = data.published_at
    ? formatDate(data.published_at, {
        locale: (i18n.language === 'ja' ? 'ja' : 'en') satisfies Locale,
        timezone: info.data.user.timezone,
      })
    : null;
  const count = data.teams.reduce((sum, team) => sum + team.changes.length, 0);

  const publish = async () => {
    setPublishing(true);
    try {
      const answer = await publishChanges(seasonId);
      client.setQueryData<SeasonChanges>(queryKeys.seasonChanges(seasonId), answer);
      notifySuccess(t('replans.changes.publishedDone'));
    } catch (error) {
      notifyError(errorText(error, t('replans.changes.publishFailed')));
    } finally {
      setPublishing(false);
    }
  };
  const confirmPublish = () =>
    modals.openConfirmModal({
      title: t('replans.changes.publishTitle'),
      children: <Text size="sm">{t('replans.changes.publishBody', { count })}</Text>,
      labels: { confirm: t('replans.changes.publish'), cancel: t('common.cancel') },
      onConfirm: () => void publish(),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t('replans.changes.title')}
        </Title>
        {canManage && (
          <Button size="xs" onClick={confirmPublish} loading={publishing}>
            {t('replans.changes.publish')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {published ? t('replans.changes.since', { date: published }) : t('replans.changes.neverPublished')}
      </Text>
      {data.teams.length === 0 ? (
        <Text>
          {published ? t('replans.changes.emptySince', { date: published }) : t('replans.changes.empty')}
        </Text>
      ) : (
        data.teams.map((team) => (
          <Card key={team.team_id} withBorder padding="sm" component="section" aria-label={team.team}>
            <Title order={2} size="h5">
              {t('replans.changes.team', { team: team.team, division: team.division })}
            </Title>
            <List spacing={6} mt={6}>
              {changesInOrder(team.changes).map((change) => (
                <ChangeLine key={change.id} change={change} locale={locale} />
              ))}
            </List>
          </Card>
        ))
      )}
      <ReplanHistory seasonId={seasonId} />
    </Stack>
  );
}
