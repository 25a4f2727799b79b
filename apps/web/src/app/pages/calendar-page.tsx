import { CreateGameInSlot } from '../../features/games/components/create-game-in-slot.tsx';
import { GamesPanel } from '../../features/games/components/games-panel.tsx';
import { ReplanButton } from '../../features/replans/components/replan-dialog.tsx';
import { ScheduleWizardModal } from '../../features/schedules/components/schedule-wizard-modal.tsx';
import { SchedulingBox } from '../../features/schedules/components/scheduling-box.tsx';
import { CalendarPage as TimeslotCalendar } from '../../features/timeslots/routes/calendar.tsx';

/**
 * /calendar and /timeslots: the timeslot calendar (timeslots feature) with the schedule and tournament
 * wizards and the scheduling box (schedules feature), the actions on the selected slots' games and a new game
 * in a selected open slot (games feature), and the rain-out / closure re-plan (replans feature). Composed
 * here so that no feature imports another.
 */
export function CalendarPage() {
  return (
    <TimeslotCalendar
      ScheduleWizardModal={ScheduleWizardModal}
      SchedulingBox={SchedulingBox}
      GamesPanel={GamesPanel}
      CreateGameInSlot={CreateGameInSlot}
      SeasonActions={ReplanButton}
    />
  );
}
