import type { Timeslot } from '@app/contracts';
import type { EventInput } from '@fullcalendar/react';
import type { Selection } from './selection.ts';
import { slotColour, textColourFor } from './slot-colour.ts';

/** Names and colours the calendar maps slot ids to; built once per season load. */
export interface SlotLabels {
  divisionColours: ReadonlyMap<string, string>;
  venueNames: ReadonlyMap<string, string>;
  surfaceNames: ReadonlyMap<string, string>;
  /** Games by slot id: a slot holding one is titled by the game. */
  games?: ReadonlyMap<string, { title: string; divisionId: string; blurred?: boolean }>;
}

/** How the calendar orders a day's items: by start, games first, then by title. */
export const EVENT_ORDER = 'start,rank,title';

/** CSS class of a selected slot (outlined, see calendar.css). */
export const SELECTED_CLASS = 'calendar-slot-selected';

/** CSS class of a free organisation's blurred game (calendar.css, docs/free-tier.md#the-calendar). */
export const BLURRED_CLASS = 'calendar-slot-blurred';

/**
 * FullCalendar events for the slots: titled by their game, else "venue · surface", coloured by division (a game's, else the slot's; reserved black) with
 * black or white text by brightness. Dragging one moves it (see SlotCalendar).
 */
export function slotEvents(
  slots: readonly Timeslot[],
  labels: SlotLabels,
  selection: Selection,
): EventInput[] {
  return slots.map((slot) => {
    const game = labels.games?.get(slot.id);
    const colour = slotColour(slot, labels.divisionColours, game?.divisionId);
    const venue = labels.venueNames.get(slot.venue_id) ?? '';
    const surface = labels.surfaceNames.get(slot.surface_id) ?? '';
    return {
      id: slot.id,
      start: slot.start,
      end: slot.finish,
      title: game?.title ?? (surface ? `${venue} · ${surface}` : venue),
      color: colour,
      contrastColor: textColourFor(colour),
      className: [selection.has(slot.id) ? SELECTED_CLASS : '', game?.blurred ? BLURRED_CLASS : '']
        .filter(Boolean)
        .join(' '),
      // Games before open slots of the same start (EVENT_ORDER): a month day shows only its first few items.
      extendedProps: { rank: game ? 0 : 1 },
    };
  });
}
