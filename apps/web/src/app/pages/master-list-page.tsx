import type { ScheduleToolsProps } from '../../features/games/components/games-workspace.tsx';
import { MasterListPage as SeasonGames } from '../../features/games/routes/master-list.tsx';
import { ReplanButton } from '../../features/replans/components/replan-dialog.tsx';
import { ScheduleTools } from '../../features/schedules/components/schedule-tools.tsx';

/** The master list's toolbar: the season-wide analyses and exports, and the rain-out / closure re-plan. */
function SeasonTools(props: ScheduleToolsProps) {
  return (
    <>
      <ScheduleTools {...props} />
      <ReplanButton seasonId={props.seasonId} />
    </>
  );
}

/**
 * /list: every game of the season (games feature) with the season-wide analyses and exports of the schedules
 * feature and the re-plan of a rained-out day (replans feature) in the table's toolbar. Composed here so
 * that no feature imports another.
 */
export function MasterListPage() {
  return <SeasonGames ScheduleTools={SeasonTools} />;
}
