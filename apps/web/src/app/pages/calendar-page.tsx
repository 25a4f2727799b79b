import { GamesPanel } from '../../features/games/components/games-panel.tsx';
import { ScheduleWizardModal } from '../../features/schedules/components/schedule-wizard-modal.tsx';
import { CalendarPage as TimeslotCalendar } from '../../features/timeslots/routes/calendar.tsx';

/**
 * /calendar and /timeslots: the timeslot calendar (timeslots feature) with the schedule and tournament
 * wizards over it (schedules feature) and the actions on the selected slots' games (games feature).
 * Composed here so that no feature imports another.
 */
export function CalendarPage() {
  return <TimeslotCalendar ScheduleWizardModal={ScheduleWizardModal} GamesPanel={GamesPanel} />;
}
