import { describe, expect, it } from 'vitest';
import { buildSlot } from '../../../test/fixtures.ts';
import { EMPTY_SELECTION } from './selection.ts';
import { NEUTRAL_COLOUR } from './slot-colour.ts';
import { slotEvents } from './slot-events.ts';

describe('slot events', () => {
  it("colours a game by its division with the brightness rule's text colour, ranked before open slots; open neutral slots stay grey", () => {
    const labels = {
      divisionColours: new Map([
        ['dark', '#1c3f95'],
        ['light', '#ffd43b'],
      ]),
      venueNames: new Map([['venue-1', 'North']]),
      surfaceNames: new Map([['surface-1', 'Field 1']]),
      games: new Map([
        ['g-dark', { title: 'Owls @ Hawks', divisionId: 'dark' }],
        ['g-light', { title: 'Bees @ Ants', divisionId: 'light' }],
      ]),
    };
    const slots = [
      buildSlot({ id: 'g-dark', divisions: [], has_game: true }),
      buildSlot({ id: 'g-light', divisions: [], has_game: true }),
      buildSlot({ id: 'open', divisions: [] }),
    ];
    const events = slotEvents(slots, labels, EMPTY_SELECTION).map((e) => [e.title, e.color, e.contrastColor]);
    expect(slotEvents(slots, labels, EMPTY_SELECTION).map((e) => e.extendedProps?.rank)).toEqual([0, 0, 1]);
    expect(events).toEqual([
      ['Owls @ Hawks', '#1c3f95', '#ffffff'],
      ['Bees @ Ants', '#ffd43b', '#000000'],
      ['North · Field 1', NEUTRAL_COLOUR, '#000000'],
    ]);
  });
});
