import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialDivision, removeTeamRow, rowErrors, type TeamRowDraft, updateTeamRow } from './team-rows.ts';

const blank = (key: number): TeamRowDraft => ({ key, name: '', division_id: 'd1', shortcode: '' });

describe('team rows', () => {
  it('always ends in one blank row once any name has been typed into the last row', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 20 }), (names) => {
        let rows = [blank(0)];
        let key = 1;
        for (const name of names) rows = updateTeamRow(rows, rows.length - 1, { name }, key++);
        const last = rows[rows.length - 1];
        const named = rows.slice(0, -1);
        expect(named.every((row) => row.name.trim() !== '')).toBe(true);
        if (last?.name.trim() !== '') throw new Error('the last row is blank after an edit');
      }),
    );
  });

  it('gives the new blank row the division of the row above', () => {
    const rows = updateTeamRow([{ ...blank(0), division_id: 'd2' }], 0, { name: 'Hawks' }, 1);
    expect(rows).toEqual([
      { key: 0, name: 'Hawks', division_id: 'd2', shortcode: '' },
      { key: 1, name: '', division_id: 'd2', shortcode: '' },
    ]);
  });

  it('never removes the only row', () => {
    expect(removeTeamRow([blank(0)], 0)).toHaveLength(1);
    expect(removeTeamRow([blank(0), blank(1)], 0).map((r) => r.key)).toEqual([1]);
  });

  it('preselects the asked-for division, else the only one, else none', () => {
    expect(initialDivision([{ id: 'a' }, { id: 'b' }], 'b')).toBe('b');
    expect(initialDivision([{ id: 'a' }], 'zzz')).toBe('a');
    expect(initialDivision([{ id: 'a' }, { id: 'b' }], null)).toBeNull();
  });

  it('groups schema errors by row and field', () => {
    const grouped = rowErrors({ 'teams.2.division_id': ['is required'], teams: ['add at least one team'] });
    expect(grouped.get(2)).toEqual({ division_id: 'is required' });
    expect(grouped.size).toBe(1);
  });
});
