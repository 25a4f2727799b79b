import type { Timeslot } from '@app/contracts';
import { useState } from 'react';
import { localDateOf } from '../../../lib/zoned-time.ts';
import type { CalendarSeason } from '../../../queries/use-calendar-season.ts';
import type { TimeslotActions } from '../api/use-timeslot-actions.ts';
import { CopyUntilDialog } from './copy-until-dialog.tsx';
import { DivisionsDialog } from './divisions-dialog.tsx';
import type { SlotDialog } from './selection-panel.tsx';
import { ShiftDialog } from './shift-dialog.tsx';
import { SplitDialog } from './split-dialog.tsx';
import { SurfaceDialog } from './surface-dialog.tsx';
import type { SlotCommands } from './use-slot-commands.ts';

/** The open selected-timeslot dialog, wired to its server call; closes once the call has answered. */
export function SlotDialogs({
  dialog,
  selected,
  data,
  actions,
  commands,
  timeZone,
  onMade,
  onClose,
}: {
  dialog: SlotDialog;
  selected: readonly Timeslot[];
  data: CalendarSeason;
  actions: TimeslotActions;
  commands: SlotCommands;
  timeZone: string;
  /** Slots were made up to this instant (copies), so the schedule dates may need extending. */
  onMade: (localDates: string[]) => void;
  onClose: () => void;
}) {
  const [isBusy, setBusy] = useState(false);
  const items = selected.map((slot) => slot.id);

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    await work();
    setBusy(false);
    onClose();
  }

  if (dialog === 'shift') {
    return (
      <ShiftDialog
        isBusy={isBusy}
        onShift={(amount, units) => void run(() => commands.shift(selected, amount, units))}
        onClose={onClose}
      />
    );
  }
  if (dialog === 'split') {
    return (
      <SplitDialog
        isBusy={isBusy}
        onSplit={(parts) =>
          void run(async () => {
            const answer = await commands.guarded(
              () => actions.split({ items, parts }),
              'timeslots.toast.splitFailed',
            );
            if (answer) commands.notifyUpdated(answer);
          })
        }
        onClose={onClose}
      />
    );
  }
  if (dialog === 'copy') {
    return (
      <CopyUntilDialog
        isBusy={isBusy}
        onCopy={(date, frequency) =>
          void run(async () => {
            const answer = await commands.guarded(
              () => actions.copy({ items, date, frequency }),
              'timeslots.toast.saveFailed',
            );
            if (!answer) return;
            commands.notifyCopied(answer);
            if (answer.last) onMade([localDateOf(answer.last, timeZone)]);
          })
        }
        onClose={onClose}
      />
    );
  }
  if (dialog === 'divisions') {
    return (
      <DivisionsDialog
        divisions={data.season.divisions}
        isBusy={isBusy}
        onSave={(divisions) =>
          void run(async () => {
            const answer = await commands.guarded(
              () => actions.setDivisions({ items, divisions }),
              'timeslots.toast.updateFailed',
            );
            if (answer) commands.notifyUpdated({ good: answer.count, bad: 0 });
          })
        }
        onClose={onClose}
      />
    );
  }
  if (dialog === 'surface') {
    return (
      <SurfaceDialog
        venues={data.venues}
        isBusy={isBusy}
        onSave={(surfaceId) =>
          void run(async () => {
            const answer = await commands.guarded(
              () => actions.setSurface({ items, surface_id: surfaceId }),
              'timeslots.toast.updateFailed',
            );
            if (answer) commands.notifyUpdated(answer);
          })
        }
        onClose={onClose}
      />
    );
  }
  return null;
}
