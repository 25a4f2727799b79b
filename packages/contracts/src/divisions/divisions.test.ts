import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import {
  DIVISION_PALETTE,
  DivisionBulkCreateSchema,
  DivisionCreateSchema,
  DivisionUpdateSchema,
  defaultDivisionColor,
} from './divisions.ts';

const SEASON = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const D1 = '1c6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const D2 = '2c6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('DivisionCreateSchema', () => {
  it('needs only a name and fills the rest', () => {
    expect(DivisionCreateSchema.parse({ season_id: SEASON, name: ' U10 Boys ' })).toEqual({
      season_id: SEASON,
      name: 'U10 Boys',
      shortcode: null,
      longcode: null,
      se_id: null,
      se_mapping_code: null,
      color: null,
      is_across: false,
      across_divisions: [],
    });
  });

  it('names each bad field', () => {
    expect(
      errorsFor(DivisionCreateSchema, {
        season_id: SEASON,
        name: '',
        shortcode: 'U10BO',
        longcode: 'U10 B',
        color: 'red',
      }),
    ).toEqual({
      name: ['is required'],
      shortcode: ['must be at most 4 characters'],
      longcode: ['must contain only letters and digits'],
      color: ['must be a hex colour like #1E88E5'],
    });
  });

  it('builds an across-division from exactly two distinct divisions', () => {
    const base = { season_id: SEASON, name: 'U10 Cross', is_across: true };
    expect(DivisionCreateSchema.parse({ ...base, across_divisions: [D1, D2] }).across_divisions).toEqual([
      D1,
      D2,
    ]);
    for (const sources of [[D1], [D1, D1], [D1, D2, SEASON]]) {
      expect(errorsFor(DivisionCreateSchema, { ...base, across_divisions: sources })).toEqual({
        across_divisions: ['choose exactly two divisions'],
      });
    }
  });

  it('refuses source divisions on a plain division', () => {
    expect(
      errorsFor(DivisionCreateSchema, { season_id: SEASON, name: 'U10', across_divisions: [D1, D2] }),
    ).toEqual({
      across_divisions: ['only an across-division takes source divisions'],
    });
  });
});

describe('DivisionUpdateSchema', () => {
  it('needs a name and a colour and ignores across settings', () => {
    expect(errorsFor(DivisionUpdateSchema, {})).toEqual({ name: ['is required'], color: ['is required'] });
    const parsed = DivisionUpdateSchema.parse({ name: 'U10', color: '#112233', is_across: true });
    expect(parsed).not.toHaveProperty('is_across');
  });
});

describe('division bulk create', () => {
  it('takes at least one row and names the bad row by index', () => {
    expect(errorsFor(DivisionBulkCreateSchema, { rows: [] })).toEqual({ rows: ['add at least one row'] });
    expect(errorsFor(DivisionBulkCreateSchema, { rows: [{ name: 'A' }, { name: '', line: 3 }] })).toEqual({
      'rows.1.name': ['is required'],
    });
  });
});

describe('defaultDivisionColor', () => {
  it('cycles through the palette', () => {
    expect(defaultDivisionColor(0)).toBe(DIVISION_PALETTE[0]);
    expect(defaultDivisionColor(DIVISION_PALETTE.length + 1)).toBe(DIVISION_PALETTE[1]);
    expect(defaultDivisionColor(-1)).toBe(DIVISION_PALETTE[DIVISION_PALETTE.length - 1]);
  });
});
