import { DiagnosisPanel } from '../../features/diagnosis/components/diagnosis-panel.tsx';
import { GamesWorkspace } from '../../features/games/components/games-workspace.tsx';
import { ScheduleTools } from '../../features/schedules/components/schedule-tools.tsx';
import {
  type GamesSectionProps,
  SchedulePage as ScheduleDetailPage,
} from '../../features/schedules/routes/schedule.tsx';

/** The games of the schedule (games feature) with the schedule's analyses and exports in their toolbar. */
function ScheduleGames(props: GamesSectionProps) {
  return <GamesWorkspace {...props} ScheduleTools={ScheduleTools} />;
}

/**
 * /schedules/{id}: the schedule (schedules feature), why it is short with its fixes (diagnosis feature) and
 * its games (games feature). Composed here so that no feature imports another.
 */
export function SchedulePage() {
  return <ScheduleDetailPage GamesWorkspace={ScheduleGames} Diagnosis={DiagnosisPanel} />;
}
