import type { WizardTimeslotInput } from '@app/contracts';
import { Stack } from '@mantine/core';
import { isCapacityShort } from '../model/capacity.ts';
import type { WizardDraft } from '../model/draft.ts';
import { applyCalendarPatch } from '../model/steps.ts';
import { toSubmitTimeslots } from '../model/template.ts';
import type { StepProps } from './step-props.ts';
import { CalendarModeSwitch } from './timeslots/calendar-mode-switch.tsx';
import { CapacityTable } from './timeslots/capacity-table.tsx';
import { FullCalendarStep } from './timeslots/full-calendar.tsx';
import { TemplateWeekStep } from './timeslots/template-week.tsx';
import { TimeslotReview } from './timeslots/timeslot-review.tsx';

/**
 * Steps 14 and 15: the mode switch, then the week template or the full calendar; in the review sub-state
 * (more than 50 slots, first continue) the list of slots instead (docs/wizard.md#steps).
 */
export function CalendarStep({ draft, onChange }: StepProps) {
  const patch = (p: Partial<WizardDraft>) => onChange((current) => applyCalendarPatch(current, p));
  if (draft.reviewed_timeslots) return <TimeslotReview draft={draft} onChange={patch} />;
  return (
    <Stack>
      <CalendarModeSwitch draft={draft} onChange={patch} />
      {draft.calendar_mode === 'full' ? (
        <FullCalendarStep draft={draft} onChange={patch} />
      ) : (
        <TemplateWeekStep draft={draft} onChange={patch} />
      )}
    </Stack>
  );
}

/** Step 16's capacity check, above the per-division options. */
export function OptionsCapacity({ draft }: { draft: WizardDraft }) {
  return <CapacityTable draft={draft} />;
}

export const capacityShort = isCapacityShort;

/** The draft's slots as instants in the browser's time zone, as POST /api/wizard takes them. */
export function submitTimeslots(draft: WizardDraft): WizardTimeslotInput[] {
  return toSubmitTimeslots(draft, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
