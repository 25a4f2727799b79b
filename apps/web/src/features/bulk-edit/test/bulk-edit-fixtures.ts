import type { BulkEditTables } from '@app/contracts';
import { SEASON_ID } from '../../../test/fixtures.ts';

/** Fixed ids, so handlers and assertions name the same records (the season is the shared SEASON_ID). */
export const U10_ID = '00000000-0000-4000-8000-00000000d001';
export const U12_ID = '00000000-0000-4000-8000-00000000d002';
export const HAWKS_ID = '00000000-0000-4000-8000-00000000e001';
export const OWLS_ID = '00000000-0000-4000-8000-00000000e002';
export const JAYS_ID = '00000000-0000-4000-8000-00000000e003';
export const PARK_ID = '00000000-0000-4000-8000-00000000f001';
export const FIELD_ID = '00000000-0000-4000-8000-00000000f101';

const none = { shortcode: null, longcode: null, se_id: null, se_mapping_code: null };

/** Two divisions (U10: Hawks; U12: Owls, Jays) and one venue with one surface. */
export function buildTables(): BulkEditTables {
  return {
    season_id: SEASON_ID,
    divisions: [
      {
        id: U10_ID,
        name: 'U10',
        ...none,
        se_id: 'SE-10',
        color: '#1E88E5',
        is_across: false,
        teams: [{ id: HAWKS_ID, name: 'Hawks', ...none }],
      },
      {
        id: U12_ID,
        name: 'U12',
        ...none,
        color: '#E53935',
        is_across: false,
        teams: [
          { id: OWLS_ID, name: 'Owls', ...none },
          { id: JAYS_ID, name: 'Jays', ...none, shortcode: 'JAY' },
        ],
      },
    ],
    venues: [
      {
        id: PARK_ID,
        name: 'North Park',
        shortcode: null,
        longcode: null,
        surfaces: [{ id: FIELD_ID, name: 'Field 1', shortcode: null, longcode: null }],
      },
    ],
  };
}
