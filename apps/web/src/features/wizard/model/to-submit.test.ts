import { WizardSubmitSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newDraft } from './defaults.ts';
import { buildSubmit } from './to-submit.ts';

const slot = {
  venue_key: 'v',
  surface_key: 's',
  start: '2026-03-07T09:00:00.000Z',
  finish: '2026-03-07T10:30:00.000Z',
  division_keys: [],
};

describe('buildSubmit', () => {
  const draft = { ...newDraft(5, new Date(2026, 2, 4)), league_name: ' Riverside ', season_name: 'Spring' };

  it('sends a new league with its divisions, teams, venues and a schedule per division, valid for the contract', () => {
    const body = buildSubmit(draft, {
      timeslots: [slot],
      signedIn: true,
      timezone: 'Asia/Tokyo',
      locale: 'ja',
    });
    expect(body.target).toEqual({ kind: 'league', league_name: 'Riverside', season_name: 'Spring' });
    expect(body.divisions?.map((d) => d.teams.length)).toEqual([4, 4]);
    expect(body.schedules).toHaveLength(2);
    expect(body.schedules?.[0]?.config).toMatchObject({
      argument: 'rounds',
      count: 2,
      max_games_day: 1,
      schedule_start: '2026-03-07',
      schedule_end: '2026-05-29',
    });
    expect(body.account).toBeUndefined();
    expect(WizardSubmitSchema.safeParse(body).success).toBe(true);
  });

  it('schedules only divisions asked for with at least 2 teams', () => {
    const [a, b] = draft.divisions;
    const body = buildSubmit(
      {
        ...draft,
        divisions: [
          { ...a!, should_schedule: false },
          { ...b!, teams: b!.teams.slice(0, 1) },
        ],
      },
      { timeslots: [], signedIn: true },
    );
    expect(body.schedules).toEqual([]);
  });

  it('adds the account, with a lower-cased email and the password, for a signed-out visitor', () => {
    const withAccount = {
      ...draft,
      account: { first: 'Ana', last: 'Li', email: ' Ana@Example.com ', organization_name: 'FC' },
    };
    const body = buildSubmit(withAccount, { timeslots: [], signedIn: false, password: 'secret12' });
    expect(body.account).toEqual({
      first: 'Ana',
      last: 'Li',
      email: 'ana@example.com',
      password: 'secret12',
      organization_name: 'FC',
    });
    expect(WizardSubmitSchema.safeParse(body).success).toBe(true);
  });

  it('names an existing league for a copied season and sends no divisions for a division target', () => {
    const season = buildSubmit(
      { ...draft, target: { kind: 'season', league_id: 'L1', copied_season_id: 'S0' } },
      { timeslots: [], signedIn: true },
    );
    expect(season.target).toEqual({ kind: 'season', league_id: 'L1', season_name: 'Spring' });
    const division = buildSubmit(
      { ...draft, target: { kind: 'division', season_id: 'S1', division_id: 'D1' } },
      { timeslots: [], signedIn: true },
    );
    expect(division.divisions).toEqual([]);
    expect(division.target).toEqual({ kind: 'division', season_id: 'S1', division_id: 'D1' });
  });
});
