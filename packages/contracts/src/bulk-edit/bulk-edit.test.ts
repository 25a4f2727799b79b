import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { BulkEditSchema } from './bulk-edit.ts';

const id = (n: number) => `${String(n).padStart(8, '0')}-6b4e-4c1e-9d55-3c0f3e0f6a11`;

describe('BulkEditSchema', () => {
  it('takes divisions with teams and venues with surfaces', () => {
    const parsed = BulkEditSchema.parse({
      season_id: id(1),
      divisions: [{ id: id(2), name: ' U10 ', shortcode: 'U10', teams: [{ id: id(3), name: 'Hawks' }] }],
      venues: [{ id: id(4), name: 'North Park', surfaces: [{ id: id(5), name: 'Field 1', longcode: 'F1' }] }],
    });
    expect(parsed.divisions[0]).toMatchObject({ name: 'U10', shortcode: 'U10', se_id: null });
    expect(parsed.venues[0]?.surfaces[0]).toMatchObject({ name: 'Field 1', longcode: 'F1', shortcode: null });
  });

  it('names bad cells by their place in the tables', () => {
    expect(
      errorsFor(BulkEditSchema, {
        season_id: id(1),
        divisions: [{ id: id(2), name: '', teams: [{ id: id(3), name: 'Hawks', shortcode: 'HAWKS' }] }],
        venues: [{ id: id(4), name: 'North Park', surfaces: [{ id: id(5), name: '' }] }],
      }),
    ).toEqual({
      'divisions.0.name': ['is required'],
      'divisions.0.teams.0.shortcode': ['must be at most 4 characters'],
      'venues.0.surfaces.0.name': ['is required'],
    });
  });

  it('refuses a record listed twice', () => {
    expect(
      errorsFor(BulkEditSchema, {
        season_id: id(1),
        divisions: [
          { id: id(2), name: 'A', teams: [{ id: id(3), name: 'Hawks' }] },
          { id: id(2), name: 'B', teams: [{ id: id(3), name: 'Owls' }] },
        ],
      }),
    ).toEqual({
      'divisions.1.id': ['appears more than once'],
      'divisions.1.teams.0.id': ['appears more than once'],
    });
  });
});
