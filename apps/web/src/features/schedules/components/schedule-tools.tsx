import type { ScheduleDetail } from '@app/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BalancesDialog, ConflictsDialog } from './analysis-dialogs.tsx';
import { ExportMenu } from './export-menu.tsx';

/**
 * The schedule's (or the season's) analyses and exports beside its games: check conflicts, show balances
 * (once a game is placed), and the export menu, with their dialogs. The games feature's table shows them in
 * its toolbar; the app passes this component there (app/pages/).
 */
export function ScheduleTools(props: {
  seasonId: string;
  /** Null for the season's master list. */
  scheduleId: string | null;
  title: string;
  teams: ScheduleDetail['teams'];
  hasScheduledGames: boolean;
  printTargetId: string;
  onDayByDay: () => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'balances' | 'conflicts' | null>(null);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setDialog('conflicts')}>
        {t('schedules.conflicts.check')}
      </Button>
      {props.hasScheduledGames && (
        <Button size="xs" variant="default" onClick={() => setDialog('balances')}>
          {t('schedules.balances.show')}
        </Button>
      )}
      <ExportMenu
        seasonId={props.seasonId}
        scheduleId={props.scheduleId}
        teams={props.teams}
        printTargetId={props.printTargetId}
        onDayByDay={props.onDayByDay}
      />
      <BalancesDialog
        seasonId={props.seasonId}
        scheduleId={props.scheduleId}
        title={props.title}
        opened={dialog === 'balances'}
        onClose={() => setDialog(null)}
      />
      <ConflictsDialog
        seasonId={props.seasonId}
        scheduleId={props.scheduleId}
        opened={dialog === 'conflicts'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
