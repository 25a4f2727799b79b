import type { Timeslot } from '@app/contracts';
import { useState } from 'react';
import { type ScheduleDates, useScheduleDates } from '../../../lib/schedule-dates.ts';
import { localDateOf } from '../../../lib/zoned-time.ts';
import type { CalendarSeason } from '../../../queries/use-calendar-season.ts';
import type { TimeslotActions } from '../api/use-timeslot-actions.ts';
import type { CalendarPreferences } from '../model/preferences.ts';
import type { SlotLabels } from '../model/slot-events.ts';
import type { CalendarTool } from './calendar-tools.tsx';
import { CopyWeekDialog } from './copy-week-dialog.tsx';
import { ManageTimeslotsDialog } from './manage-timeslots-dialog.tsx';
import { ScheduleDatesDialog } from './schedule-dates-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import type { SlotCommands } from './use-slot-commands.ts';

/** The open season-wide dialog (settings, copy week template, manage timeslots, schedule dates). */
export function CalendarToolDialogs({
  tool,
  proposal,
  data,
  slots,
  inView,
  labels,
  timeZone,
  firstDay,
  viewStart,
  preferences,
  actions,
  commands,
  onPreferences,
  onMade,
  onClose,
}: {
  tool: CalendarTool | null;
  /** Schedule dates grown to hold slots just made outside them, offered for saving. */
  proposal: ScheduleDates | null;
  data: CalendarSeason;
  slots: readonly Timeslot[];
  /** The filtered slots in the dates on screen: what manage timeslots lists. */
  inView: readonly Timeslot[];
  labels: SlotLabels;
  timeZone: string;
  firstDay: number;
  viewStart: Date | undefined;
  preferences: CalendarPreferences;
  actions: TimeslotActions;
  commands: SlotCommands;
  onPreferences: (preferences: CalendarPreferences) => void;
  onMade: (localDates: string[]) => void;
  onClose: () => void;
}) {
  const [dates, setDates] = useScheduleDates(data.season.id);
  const [isBusy, setBusy] = useState(false);

  if (tool === 'settings') {
    return (
      <SettingsDialog
        preferences={preferences}
        onSave={(next) => {
          onPreferences(next);
          onClose();
        }}
        onClose={onClose}
      />
    );
  }
  if (tool === 'dates') {
    return (
      <ScheduleDatesDialog
        dates={dates}
        proposal={proposal}
        onSave={(next) => {
          setDates(next);
          onClose();
        }}
        onClose={onClose}
      />
    );
  }
  if (tool === 'copyWeek') {
    // The week on screen is proposed first: in month view, the first full week of the month.
    const initial = viewStart ? localDateOf(viewStart, timeZone) : localDateOf(new Date(), timeZone);
    return (
      <CopyWeekDialog
        slots={slots}
        timeZone={timeZone}
        firstDay={firstDay}
        initialDate={initial}
        isBusy={isBusy}
        onCopy={async (week) => {
          setBusy(true);
          const answer = await commands.guarded(() => actions.copyWeek(week), 'timeslots.toast.saveFailed');
          setBusy(false);
          onClose();
          if (!answer) return;
          commands.notifyCopied(answer);
          if (answer.last) onMade([localDateOf(answer.last, timeZone)]);
        }}
        onClose={onClose}
      />
    );
  }
  if (tool === 'manage') {
    return (
      <ManageTimeslotsDialog
        slots={inView}
        labels={labels}
        divisionNames={new Map(data.season.divisions.map((d) => [d.id, d.name]))}
        timeZone={timeZone}
        onSave={commands.move}
        onDelete={(slot) => commands.confirmDelete([slot])}
        onClose={onClose}
      />
    );
  }
  return null;
}
