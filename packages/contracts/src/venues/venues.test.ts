import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { VenueBulkRowSchema, VenueCreateSchema, VenueUpdateSchema } from './venues.ts';

const SEASON = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('VenueCreateSchema', () => {
  it('needs a named surface on every named row and drops blank rows and surfaces', () => {
    const parsed = VenueCreateSchema.parse({
      season_id: SEASON,
      venues: [
        { name: 'North Park', surfaces: [{ name: 'Field 1' }, { name: ' ' }] },
        { name: '', surfaces: [] },
      ],
    });
    expect(parsed.venues).toHaveLength(1);
    expect(parsed.venues[0]?.surfaces.map((s) => s.name)).toEqual(['Field 1']);
    expect(parsed.venues[0]).toMatchObject({
      priority: 0,
      is_neutral: false,
      force_neutral: false,
      color: null,
    });
    expect(parsed.venues[0]?.address).toMatchObject({ line_1: null, latitude: null, longitude: null });
  });

  it('names the row that lacks a surface and the address fields that are wrong', () => {
    expect(
      errorsFor(VenueCreateSchema, {
        season_id: SEASON,
        venues: [
          { name: 'North Park', surfaces: [{ name: '' }] },
          {
            name: 'Lakeview',
            surfaces: [{ name: 'A' }],
            priority: 5,
            address: { latitude: 91, longitude: 10 },
          },
          { name: 'West', surfaces: [{ name: 'A' }], address: { latitude: 41.9 } },
        ],
      }),
    ).toEqual({
      'venues.0.surfaces': ['needs at least one named surface'],
      'venues.1.priority': ['must be at most 3'],
      'venues.1.address.latitude': ['must be between -90 and 90'],
      'venues.2.address.longitude': ['is required with a latitude'],
    });
  });

  it('needs at least one named venue', () => {
    expect(errorsFor(VenueCreateSchema, { season_id: SEASON, venues: [] })).toEqual({
      venues: ['add at least one venue'],
    });
  });
});

describe('VenueUpdateSchema', () => {
  it('keeps at least one named surface', () => {
    expect(errorsFor(VenueUpdateSchema, { name: 'North Park', surfaces: [] })).toEqual({
      surfaces: ['needs at least one named surface'],
    });
  });
});

describe('VenueBulkRowSchema', () => {
  it('takes surface names and both coordinates or neither', () => {
    expect(VenueBulkRowSchema.parse({ name: 'North Park', surfaces: ['Field 1'] })).toMatchObject({
      latitude: null,
      longitude: null,
      priority: 0,
    });
    expect(errorsFor(VenueBulkRowSchema, { name: 'North Park', surfaces: [], longitude: -87 })).toEqual({
      surfaces: ['needs at least one named surface'],
      latitude: ['is required with a longitude'],
    });
  });
});
