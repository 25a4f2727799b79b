import { GamesPanel } from '../../features/schedules/components/games-panel.tsx';
import { ScheduleWizardModal } from '../../features/schedules/components/schedule-wizard-modal.tsx';
import { CalendarPage as TimeslotCalendar } from '../../features/timeslots/routes/calendar.tsx';

/**
 * /calendar and /timeslots: the timeslot calendar (timeslots feature) with two pieces of the schedules
 * feature, the wizard over it and the actions on selected games. Composed here so that neither feature
 * imports the other.
 */
export function CalendarPage() {
  return <TimeslotCalendar ScheduleWizardModal={ScheduleWizardModal} GamesPanel={GamesPanel} />;
}
