import { describe, expect, it } from 'vitest';
import { buildSlot } from '../../../test/fixtures.ts';
import { DEFAULT_FILTERS, filterSlots, isFiltering } from './slot-filters.ts';

const open = buildSlot({ id: 'open', divisions: [] });
const taken = buildSlot({ id: 'taken', has_game: true, divisions: ['d1'] });
const practice = buildSlot({ id: 'practice', is_game: false, is_practice: true, divisions: ['d2'] });
const both = buildSlot({
  id: 'both',
  is_practice: true,
  divisions: ['d1', 'd2'],
  venue_id: 'v2',
  surface_id: 's2',
});
const slots = [open, taken, practice, both];
const teams = new Map([['t1', 'd2']]);

function ids(filters: Partial<typeof DEFAULT_FILTERS>) {
  return filterSlots(slots, { ...DEFAULT_FILTERS, ...filters }, teams).map((slot) => slot.id);
}

describe('slot filters', () => {
  it('shows everything by default and says nothing is filtered', () => {
    expect(ids({})).toEqual(['open', 'taken', 'practice', 'both']);
    expect(isFiltering(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltering({ ...DEFAULT_FILTERS, showOpen: false })).toBe(true);
  });

  it('hides games, open slots and practice-only slots with their toggles', () => {
    expect(ids({ showGames: false })).toEqual(['open', 'practice', 'both']);
    expect(ids({ showOpen: false })).toEqual(['taken']);
    expect(ids({ showPractices: false })).toEqual(['open', 'taken', 'both']);
  });

  it('narrows to multi-division and to practice-and-game slots', () => {
    expect(ids({ onlyMultiDivision: true })).toEqual(['both']);
    expect(ids({ onlyPracticeAndGame: true })).toEqual(['both']);
  });

  it('keeps neutral slots under a division or team filter', () => {
    expect(ids({ divisionIds: ['d1'] })).toEqual(['open', 'taken', 'both']);
    expect(ids({ teamId: 't1' })).toEqual(['open', 'practice', 'both']);
  });

  it("shows a team's own games and the open slots of its division, not other teams' games", () => {
    const ownGame = buildSlot({ id: 'own', has_game: true, divisions: ['d2'] });
    const otherGame = buildSlot({ id: 'other', has_game: true, divisions: ['d2'] });
    const games = new Map([
      ['own', { teamIds: ['t9', 't1'], scheduleId: 's1' }],
      ['other', { teamIds: ['t8', 't9'], scheduleId: 's1' }],
    ]);
    const shown = filterSlots(
      [open, ownGame, otherGame, practice],
      { ...DEFAULT_FILTERS, teamId: 't1' },
      teams,
      games,
    );
    expect(shown.map((slot) => slot.id)).toEqual(['open', 'own', 'practice']);
  });

  it('shows only the games of the chosen schedules, without open slots', () => {
    const first = buildSlot({ id: 'first', has_game: true });
    const second = buildSlot({ id: 'second', has_game: true });
    const games = new Map([
      ['first', { teamIds: ['t1'], scheduleId: 's1' }],
      ['second', { teamIds: ['t2'], scheduleId: 's2' }],
    ]);
    const all = [open, first, second];
    const shown = (scheduleIds: string[]) =>
      filterSlots(all, { ...DEFAULT_FILTERS, scheduleIds }, teams, games).map((slot) => slot.id);
    expect(shown([])).toEqual(['open', 'first', 'second']);
    expect(shown(['s2'])).toEqual(['second']);
    expect(shown(['s1', 's2'])).toEqual(['first', 'second']);
    expect(isFiltering({ ...DEFAULT_FILTERS, scheduleIds: ['s1'] })).toBe(true);
  });

  it('filters by venue and surface', () => {
    expect(ids({ venueIds: ['v2'] })).toEqual(['both']);
    expect(ids({ surfaceIds: ['surface-1'] })).toEqual(['open', 'taken', 'practice']);
  });

  it('filters a 3,000-slot season by division', () => {
    const many = Array.from({ length: 3000 }, (_, i) => buildSlot({ divisions: [i % 2 ? 'd1' : 'd2'] }));
    const shown = filterSlots(many, { ...DEFAULT_FILTERS, divisionIds: ['d1'] }, teams);
    expect(shown).toHaveLength(1500);
    expect(shown.every((slot) => slot.divisions[0] === 'd1')).toBe(true);
  });
});
