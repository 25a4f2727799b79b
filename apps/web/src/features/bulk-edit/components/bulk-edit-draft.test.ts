import { describe, expect, it } from 'vitest';
import { SEASON_ID } from '../../../test/fixtures.ts';
import { buildTables, FIELD_ID, JAYS_ID, OWLS_ID, PARK_ID, U12_ID } from '../test/bulk-edit-fixtures.ts';
import { isDraftChanged, placeErrors, toBulkEditInput, toDraft, updateDraft } from './bulk-edit-draft.ts';

describe('bulk-edit draft', () => {
  it('nests teams under their division and surfaces under their venue in the save request', () => {
    const draft = updateDraft(toDraft(buildTables()), 'teams', JAYS_ID, 'name', 'Blue Jays');
    const { input, rowOfPath } = toBulkEditInput(draft, SEASON_ID);
    expect(input.divisions?.[1]).toMatchObject({
      id: U12_ID,
      teams: [
        { id: OWLS_ID, name: 'Owls', shortcode: '' },
        { id: JAYS_ID, name: 'Blue Jays', shortcode: 'JAY' },
      ],
    });
    expect(input.venues?.[0]?.surfaces).toEqual([
      { id: FIELD_ID, name: 'Field 1', shortcode: '', longcode: '' },
    ]);
    expect(rowOfPath.get('divisions.1.teams.1')).toBe(JAYS_ID);
    expect(rowOfPath.get('venues.0')).toBe(PARK_ID);
  });

  it('notices a change and its undoing', () => {
    const initial = toDraft(buildTables());
    const changed = updateDraft(initial, 'venues', PARK_ID, 'shortcode', 'NP');
    expect(isDraftChanged(changed, initial)).toBe(true);
    expect(isDraftChanged(updateDraft(changed, 'venues', PARK_ID, 'shortcode', ''), initial)).toBe(false);
  });

  it('places errors on the cells their paths name and keeps the rest apart', () => {
    const { rowOfPath } = toBulkEditInput(toDraft(buildTables()), SEASON_ID);
    const placed = placeErrors(
      {
        'divisions.1.teams.0.shortcode': ['must be at most 4 characters'],
        'venues.0.surfaces.0.name': ['is required'],
        'divisions.0.id': ['is not a division of this season'],
        base: ['The season is locked'],
      },
      rowOfPath,
    );
    expect(placed.byRow.get(OWLS_ID)).toEqual({ shortcode: 'must be at most 4 characters' });
    expect(placed.byRow.get(FIELD_ID)).toEqual({ name: 'is required' });
    expect(placed.other).toEqual(['divisions.0.id is not a division of this season', 'The season is locked']);
  });
});
