import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { PersonBulkRowSchema, PersonCreateSchema, personName } from './people.ts';

const SEASON = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('PersonCreateSchema', () => {
  it('needs first and last names and strips bad characters', () => {
    expect(errorsFor(PersonCreateSchema, { season_id: SEASON })).toEqual({
      first: ['is required'],
      last: ['is required'],
    });
    const person = PersonCreateSchema.parse({ season_id: SEASON, first: ' Pat\u0000 ', last: '<Lee>' });
    expect([person.first, person.last]).toEqual(['Pat', 'Lee']);
  });

  it('defaults flags to false and contact fields to null', () => {
    expect(PersonCreateSchema.parse({ season_id: SEASON, first: 'Pat', last: 'Lee' })).toMatchObject({
      is_coach: false,
      is_player: false,
      is_staff: false,
      is_umpire: false,
      phone_primary: null,
      phone_secondary: null,
      email_primary: null,
      email_secondary: null,
    });
  });

  it('checks both emails when present', () => {
    expect(
      errorsFor(PersonCreateSchema, {
        season_id: SEASON,
        first: 'Pat',
        last: 'Lee',
        email_primary: 'pat@example',
        email_secondary: 'not an email',
      }),
    ).toEqual({ email_primary: ['is not a valid email'], email_secondary: ['is not a valid email'] });
  });
});

describe('PersonBulkRowSchema', () => {
  it('lets team and role be left out, and the last name too', () => {
    expect(PersonBulkRowSchema.parse({ first: 'Pat' })).toMatchObject({ last: '', team: null, role: null });
  });

  it('needs a team for a role', () => {
    expect(errorsFor(PersonBulkRowSchema, { first: 'Pat', role: 'coach' })).toEqual({
      role: ['needs a team'],
    });
  });

  it('derives a missing role from the flags and sets the flag of a given role', () => {
    expect(PersonBulkRowSchema.parse({ first: 'Pat', team: 'Hawks', is_coach: true })).toMatchObject({
      role: 'coach',
    });
    expect(PersonBulkRowSchema.parse({ first: 'Pat', team: 'Hawks', is_staff: true })).toMatchObject({
      role: 'staff',
    });
    expect(PersonBulkRowSchema.parse({ first: 'Pat', team: 'Hawks' })).toMatchObject({
      role: 'player',
      is_player: true,
    });
    expect(PersonBulkRowSchema.parse({ first: 'Pat', team: 'Hawks', role: 'coach' })).toMatchObject({
      role: 'coach',
      is_coach: true,
      is_player: false,
    });
  });
});

describe('personName', () => {
  it('joins the parts that are present', () => {
    expect(personName({ first: 'Pat', last: 'Lee' })).toBe('Pat Lee');
    expect(personName({ first: 'Pat', last: '' })).toBe('Pat');
  });
});
