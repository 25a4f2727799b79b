import type { ReplanList } from '@app/contracts';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useReplans } from '../api/use-replans.ts';
import { replanWhat, STATUS_LABELS } from './labels.ts';
import { undoAppliedReplan } from './replan-dialog.tsx';

/** The one re-plan that may be undone: the newest applied one (the server refuses if games moved since). */
export function undoableReplanId(list: ReplanList['replans']): string | null {
  return list.find((r) => r.status === 'applied')?.id ?? null;
}

/** The season's re-plans, newest first, with Undo on the latest applied one. */
export function ReplanHistory({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canManage = useCanManage();
  const replans = useReplans(seasonId);
  const [undoing, setUndoing] = useState(false);
  const list = (replans.data?.replans ?? []).filter((r) => r.status !== 'discarded');
  const undoable = undoableReplanId(list);
  return (
    <Stack gap="xs" component="section" aria-labelledby="replans-title">
      <Title order={2} size="h4" id="replans-title">
        {t('replans.history.title')}
      </Title>
      {replans.error && <Alert color="red">{t('replans.history.loadFailed')}</Alert>}
      {replans.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {replans.data && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('replans.history.empty')}
        </Text>
      )}
      {list.map((replan) => (
        <Card key={replan.id} withBorder padding="xs">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
              <Group gap="xs">
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {replanWhat(replan, t)}
                </Text>
                <Badge color={STATUS_LABELS[replan.status].color} variant="light">
                  {t(STATUS_LABELS[replan.status].key)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('replans.history.counts', {
                  cancelled: replan.cancelled_games,
                  moved: replan.moved,
                  unplaced: replan.unplaced,
                  teams: replan.teams_affected,
                })}
              </Text>
              {replan.note && <Text size="xs">{replan.note}</Text>}
            </Stack>
            {canManage && replan.id === undoable && (
              <Button
                size="xs"
                variant="light"
                loading={undoing}
                onClick={() => {
                  setUndoing(true);
                  void undoAppliedReplan(replan, { client, seasonId, t }).finally(() => setUndoing(false));
                }}
              >
                {t('replans.undo')}
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
