import type { Team } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildDivision, buildLeague, buildTeams } from '../../../test/league-builders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function teamsOf(names: string[]) {
  const owner = await buildSignedInUser(t);
  const ids = await buildLeague(owner.client);
  const division = await buildDivision(owner.client, { season_id: ids.season.id });
  return {
    client: owner.client,
    seasonId: ids.season.id,
    teams: await buildTeams(owner.client, division.id, names),
  };
}

const EVENINGS = {
  style: 'weekly',
  type: 1,
  weekdays: [3, 1],
  not_between_start: '17:00',
  not_between_end: '19:00',
};

describe('time constraints', () => {
  it('adds a weekly "no play between" constraint in canonical form', async () => {
    const { client, teams } = await teamsOf(['Lions']);
    const res = await client.post<Team>(`/api/teams/${teams[0]?.id}/time_constraints`, {
      constraint: { ...EVENINGS, max_games: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.time_constraints).toEqual([
      {
        id: expect.any(String),
        team_id: teams[0]?.id,
        style: 'weekly',
        type: 1,
        is_all_day: false,
        is_home_only: false,
        weekdays: [1, 3],
        start_date: null,
        end_date: null,
        not_between_start: '17:00',
        not_between_end: '19:00',
        not_before: null,
        not_after: null,
        max_games: null,
        max_travel_home: null,
        max_travel_last: null,
        no_play_team: null,
        no_play_team_name: null,
      },
    ]);
  });

  it('names the field for each broken rule', async () => {
    const { client, teams } = await teamsOf(['Lions']);
    const url = `/api/teams/${teams[0]?.id}/time_constraints`;
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { ...EVENINGS, not_between_end: '16:00' },
        { 'constraint.not_between_end': ['end time must be after the start time'] },
      ],
      [
        { style: 'weekly', type: 0, weekdays: [] },
        { 'constraint.weekdays': ['choose at least one weekday'] },
      ],
      [
        { style: 'date', type: 2, start_date: '2026-05-01' },
        { 'constraint.type': ['is only available for weekly constraints'] },
      ],
      [
        { style: 'range', type: 0, start_date: '2026-05-02', end_date: '2026-05-01' },
        { 'constraint.end_date': ['must be after the start date'] },
      ],
      [{ style: 'weekly', type: 6, weekdays: [6] }, { 'constraint.no_play_team': ['is required'] }],
      [
        { style: 'weekly', type: 1, weekdays: [6], not_before: '17:10' },
        { 'constraint.not_before': ['must be a time like 17:00 on a 15-minute step'] },
      ],
    ];
    for (const [constraint, errors] of cases) {
      const res = await client.post(url, { constraint });
      expect(res.status, JSON.stringify(constraint)).toBe(400);
      expect(res.body).toEqual({ errors });
    }
  });

  it('refuses a "cannot play" team that is the team itself or outside the season', async () => {
    const { client, teams } = await teamsOf(['Lions']);
    const other = await teamsOf(['Strangers']);
    const url = `/api/teams/${teams[0]?.id}/time_constraints`;
    const self = await client.post(url, {
      constraint: { style: 'weekly', type: 6, weekdays: [6], no_play_team: teams[0]?.id },
    });
    expect(self.body).toEqual({ errors: { 'constraint.no_play_team': ['must be another team'] } });
    const stranger = await client.post(url, {
      constraint: { style: 'weekly', type: 6, weekdays: [6], no_play_team: other.teams[0]?.id },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body).toEqual({
      errors: { 'constraint.no_play_team': ['is not a team of this season'] },
    });
  });

  it('applies to every team of the division, never telling a team to avoid itself', async () => {
    const { client, teams } = await teamsOf(['Lions', 'Bears', 'Wolves']);
    const [lions, bears, wolves] = teams;
    const res = await client.post<Team>(`/api/teams/${lions?.id}/time_constraints`, {
      constraint: { style: 'weekly', type: 6, weekdays: [0, 6], no_play_team: wolves?.id },
      applyAll: true,
    });
    expect(res.body.time_constraints).toMatchObject([
      { no_play_team: wolves?.id, no_play_team_name: 'Wolves' },
    ]);
    expect((await client.get<Team>(`/api/teams/${bears?.id}`)).body.time_constraints).toHaveLength(1);
    expect((await client.get<Team>(`/api/teams/${wolves?.id}`)).body.time_constraints).toEqual([]);
  });

  it('updates a constraint to another type, clearing the old values, then deletes it', async () => {
    const { client, teams } = await teamsOf(['Lions']);
    const created = await client.post<Team>(`/api/teams/${teams[0]?.id}/time_constraints`, {
      constraint: EVENINGS,
    });
    const id = created.body.time_constraints[0]?.id;
    const updated = await client.patch<Team>(`/api/time_constraints/${id}`, {
      style: 'weekly',
      type: 2,
      weekdays: [6],
      not_between_start: '17:00',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.time_constraints).toMatchObject([
      { id, type: 2, max_games: 1, weekdays: [6], not_between_start: null, not_between_end: null },
    ]);
    const all = await client.patch<Team>(`/api/time_constraints/${id}`, {
      style: 'date',
      type: 0,
      start_date: '2026-07-04',
    });
    expect(all.body.time_constraints).toMatchObject([
      { is_all_day: true, style: 'date', start_date: '2026-07-04', weekdays: [], max_games: null },
    ]);
    const deleted = await client.delete<Team>(`/api/time_constraints/${id}`);
    expect(deleted.body.time_constraints).toEqual([]);
    expect((await client.delete(`/api/time_constraints/${id}`)).status).toBe(404);
  });

  it('deletes the constraints naming a deleted team', async () => {
    const { client, teams } = await teamsOf(['Lions', 'Bears']);
    const [lions, bears] = teams;
    await client.post(`/api/teams/${lions?.id}/time_constraints`, {
      constraint: { style: 'weekly', type: 6, weekdays: [6], no_play_team: bears?.id },
    });
    await client.delete(`/api/teams/${bears?.id}`);
    expect((await client.get<Team>(`/api/teams/${lions?.id}`)).body.time_constraints).toEqual([]);
  });
});
