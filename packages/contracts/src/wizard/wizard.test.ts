import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { ScoringSystemValuesSchema } from '../standings/scoring-system.ts';
import {
  WIZARD_PASSWORD_MIN,
  WizardAccountSchema,
  WizardResultSchema,
  WizardSubmitSchema,
  WizardTimeslotSchema,
  WizardVenueSchema,
} from './wizard.ts';

const ID = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const draft = {
  sport_id: 5,
  target: { kind: 'league', league_name: ' Metro ', season_name: 'Spring' },
  divisions: [{ key: 'd0', name: 'U10', teams: [{ key: 't0', name: 'Hawks' }] }],
  venues: [
    { key: 'v0', name: 'Park', surfaces: [{ key: 's0', name: 'Field 1' }], home_team_keys: ['t0', 't0'] },
  ],
  timeslots: [
    { venue_key: 'v0', surface_key: 's0', start: '2026-04-04T14:00:00Z', finish: '2026-04-04T15:30:00Z' },
  ],
};
const account = {
  first: 'Wendy',
  last: 'Wizard',
  email: ' Wendy@Example.com ',
  password: 'seven77',
  organization_name: 'Springfield Soccer',
};

describe('WizardSubmitSchema', () => {
  it('parses a draft, trimming names, dropping repeated keys and filling the defaults', () => {
    const parsed = WizardSubmitSchema.parse(draft);
    expect(parsed.target).toEqual({ kind: 'league', league_name: 'Metro', season_name: 'Spring' });
    expect(parsed.venues[0]?.home_team_keys).toEqual(['t0']);
    expect(parsed.timeslots[0]?.division_keys).toEqual([]);
    expect(parsed.schedules).toEqual([]);
    expect(parsed.divisions[0]?.color).toBeNull();
    expect(parsed.account).toBeUndefined();
  });

  it('stores an unknown sport id as 27 ("other")', () => {
    expect(WizardSubmitSchema.parse({ ...draft, sport_id: 404 }).sport_id).toBe(27);
  });

  it('names the target kind when it is none of league, season, division', () => {
    expect(errorsFor(WizardSubmitSchema, { ...draft, target: { kind: 'club' } })).toEqual({
      'target.kind': ['must be league, season or division'],
    });
  });

  it('needs the ids of a season or division target', () => {
    expect(
      errorsFor(WizardSubmitSchema, { ...draft, target: { kind: 'season', season_name: 'Fall' } }),
    ).toHaveProperty('target.league_id');
    expect(
      WizardSubmitSchema.parse({ ...draft, target: { kind: 'division', season_id: ID, division_id: ID } })
        .target,
    ).toEqual({ kind: 'division', season_id: ID, division_id: ID });
  });

  it('names each bad field by its path', () => {
    const errors = errorsFor(WizardSubmitSchema, {
      ...draft,
      divisions: [{ key: '', name: ' ', teams: [] }],
      timeslots: [
        { venue_key: 'v0', surface_key: 's0', start: '2026-04-04T15:00:00Z', finish: '2026-04-04T14:00:00Z' },
      ],
    });
    expect(errors).toMatchObject({
      'divisions.0.key': ['is required'],
      'divisions.0.name': ['is required'],
      'timeslots.0.finish': ['must be after the start'],
    });
  });
});

describe('WizardVenueSchema', () => {
  it('needs a surface for a new venue but not for an existing one', () => {
    expect(errorsFor(WizardVenueSchema, { key: 'v', name: 'Park', surfaces: [] })).toEqual({
      surfaces: ['needs at least one surface'],
    });
    expect(errorsFor(WizardVenueSchema, { key: 'v', id: ID, name: 'Park', surfaces: [] })).toEqual({});
  });
});

describe('WizardTimeslotSchema', () => {
  const slot = { venue_key: 'v', surface_key: 's', start: '2026-04-04T14:00:00Z' };
  it('refuses a finish before (or at) the start and accepts one after', () => {
    expect(errorsFor(WizardTimeslotSchema, { ...slot, finish: '2026-04-04T13:00:00Z' })).toEqual({
      finish: ['must be after the start'],
    });
    expect(errorsFor(WizardTimeslotSchema, { ...slot, finish: slot.start })).toEqual({
      finish: ['must be after the start'],
    });
    expect(errorsFor(WizardTimeslotSchema, { ...slot, finish: '2026-04-04T15:00:00Z' })).toEqual({});
  });
});

describe('WizardAccountSchema', () => {
  it(`refuses a password of ${WIZARD_PASSWORD_MIN - 1} characters and accepts ${WIZARD_PASSWORD_MIN}`, () => {
    expect(errorsFor(WizardAccountSchema, { ...account, password: 'six666' })).toEqual({
      password: ['must be longer than 6 characters'],
    });
    expect(errorsFor(WizardAccountSchema, account)).toEqual({});
  });

  it('lower-cases the email and needs every field', () => {
    expect(WizardAccountSchema.parse(account).email).toBe('wendy@example.com');
    expect(Object.keys(errorsFor(WizardAccountSchema, {})).sort()).toEqual([
      'email',
      'first',
      'last',
      'organization_name',
      'password',
    ]);
  });
});

describe('WizardResultSchema', () => {
  it('accepts the answer', () => {
    const answer = { league: { id: ID }, season: { id: ID }, schedules: [{ id: ID, division_id: ID }] };
    expect(WizardResultSchema.parse(answer)).toEqual(answer);
  });
});

describe('ScoringSystemValuesSchema', () => {
  const values = {
    win_points: 3,
    loss_points: 0,
    tie_points: 1,
    overtime_win_points: 3,
    overtime_loss_points: 0,
    tiebreakers: ['points', 'score_difference'],
  };
  it('refuses a tiebreaker named twice and an unknown one', () => {
    expect(errorsFor(ScoringSystemValuesSchema, values)).toEqual({});
    expect(errorsFor(ScoringSystemValuesSchema, { ...values, tiebreakers: ['points', 'points'] })).toEqual({
      tiebreakers: ['must not name a tiebreaker twice'],
    });
    expect(errorsFor(ScoringSystemValuesSchema, { ...values, tiebreakers: ['coin_toss'] })).toHaveProperty(
      'tiebreakers.0',
    );
  });

  it('keeps points whole and within -100..100', () => {
    expect(errorsFor(ScoringSystemValuesSchema, { ...values, win_points: 1.5 })).toEqual({
      win_points: ['must be a whole number'],
    });
    expect(errorsFor(ScoringSystemValuesSchema, { ...values, loss_points: -101 })).toEqual({
      loss_points: ['must be at least -100'],
    });
  });
});
