import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { TeamPersonInputSchema } from './team-people.ts';
import { TeamBulkRowSchema, TeamCreateSchema, TeamUpdateSchema } from './teams.ts';

const DIV = '1c6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const ID = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('TeamCreateSchema', () => {
  it('drops blank-named rows and keeps the others in order', () => {
    const parsed = TeamCreateSchema.parse({
      teams: [
        { name: 'Hawks', division_id: DIV },
        { name: '  ', division_id: DIV, shortcode: 'X' },
        { name: 'Owls', division_id: DIV, shortcode: 'OWL' },
        { name: '' },
      ],
    });
    expect(parsed.teams.map((t) => [t.name, t.shortcode])).toEqual([
      ['Hawks', null],
      ['Owls', 'OWL'],
    ]);
  });

  it('strips bad characters from names', () => {
    const parsed = TeamCreateSchema.parse({ teams: [{ name: '<Hawks>\u0007', division_id: DIV }] });
    expect(parsed.teams[0]?.name).toBe('Hawks');
  });

  it('needs a division on named rows and reports errors at the index sent', () => {
    expect(
      errorsFor(TeamCreateSchema, {
        teams: [{ name: '' }, { name: 'Hawks' }, { name: 'Owls', division_id: DIV, longcode: 'a-b' }],
      }),
    ).toEqual({
      'teams.1.division_id': ['is required'],
      'teams.2.longcode': ['must contain only letters and digits'],
    });
  });

  it('still checks the other fields of a blank-named row', () => {
    expect(
      errorsFor(TeamCreateSchema, {
        teams: [
          { name: 'Hawks', division_id: DIV },
          { name: '', shortcode: 'TOOLONG' },
        ],
      }),
    ).toEqual({
      'teams.1.shortcode': ['must be at most 4 characters'],
    });
  });

  it('needs at least one named team', () => {
    expect(errorsFor(TeamCreateSchema, { teams: [{ name: ' ' }] })).toEqual({
      teams: ['add at least one team'],
    });
  });
});

describe('TeamUpdateSchema and TeamBulkRowSchema', () => {
  it('need a name and a division', () => {
    expect(errorsFor(TeamUpdateSchema, {})).toEqual({ name: ['is required'], division_id: ['is required'] });
    expect(errorsFor(TeamBulkRowSchema, { name: 'Hawks' })).toEqual({ division: ['is required'] });
    expect(TeamBulkRowSchema.parse({ name: 'Hawks', division: 'U10', shortcode: '', line: 2 })).toEqual({
      line: 2,
      name: 'Hawks',
      division: 'U10',
      shortcode: null,
      longcode: null,
    });
  });
});

describe('TeamPersonInputSchema', () => {
  it('takes only the three roles', () => {
    expect(TeamPersonInputSchema.parse({ team_id: ID, person_id: ID, role: 'coach' }).role).toBe('coach');
    expect(errorsFor(TeamPersonInputSchema, { team_id: ID, person_id: ID, role: 'umpire' })).toEqual({
      role: ['must be coach, staff or player'],
    });
  });
});
