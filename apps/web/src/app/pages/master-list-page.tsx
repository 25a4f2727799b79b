import { MasterListPage as SeasonGames } from '../../features/games/routes/master-list.tsx';
import { ScheduleTools } from '../../features/schedules/components/schedule-tools.tsx';

/**
 * /list: every game of the season (games feature) with the season-wide analyses and exports of the schedules
 * feature in the table's toolbar. Composed here so that neither feature imports the other.
 */
export function MasterListPage() {
  return <SeasonGames ScheduleTools={ScheduleTools} />;
}
