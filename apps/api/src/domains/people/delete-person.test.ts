import type { PersonDependents } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildPerson, buildTeams } from '../../../test/league-builders.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A person who coaches and plays for the Lions and coaches the Bears: three entries on two teams. */
async function busyPerson() {
  const owner = await buildLeagueOwner(t);
  const division = await buildDivision(owner.client, { season_id: owner.seasonId });
  const [lions, bears] = await buildTeams(owner.client, division.id, ['Lions', 'Bears']);
  const person = await buildPerson(owner.client, {
    season_id: owner.seasonId,
    is_coach: true,
    is_player: true,
  });
  for (const [team, role] of [
    [lions, 'coach'],
    [lions, 'player'],
    [bears, 'coach'],
  ] as const) {
    const res = await owner.client.post(`/api/teams/${team?.id}/people`, { person_id: person.id, role });
    if (res.status !== 200) throw new Error(`busyPerson: ${res.status} ${res.text}`);
  }
  return { ...owner, person, lions, bears };
}

describe('deleting a person', () => {
  it('counts their team entries, then deletes them with the person and keeps the teams', async () => {
    const { client, person, lions } = await busyPerson();
    const res = await client.get<PersonDependents>(`/api/people/${person.id}/dependents`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ team_people: 3, teams: 2 });
    expect((await client.delete(`/api/people/${person.id}`)).body).toEqual({ ok: true });
    const team = await client.get<{ coaches: unknown[]; players: unknown[] }>(`/api/teams/${lions?.id}`);
    expect(team.status).toBe(200);
    expect([team.body.coaches, team.body.players]).toEqual([[], []]);
  });

  it('counts nothing for a person on no team', async () => {
    const owner = await buildLeagueOwner(t);
    const person = await buildPerson(owner.client, { season_id: owner.seasonId });
    const res = await owner.client.get<PersonDependents>(`/api/people/${person.id}/dependents`);
    expect(res.body).toEqual({ team_people: 0, teams: 0 });
  });

  it('answers 404 to another organisation and 403 to a user, deleting nothing', async () => {
    const owner = await busyPerson();
    const stranger = await buildLeagueOwner(t);
    expect((await stranger.client.get(`/api/people/${owner.person.id}/dependents`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/people/${owner.person.id}`)).status).toBe(404);
    const reader = await buildReader(t, owner);
    expect((await reader.delete(`/api/people/${owner.person.id}`)).status).toBe(403);
    const still = await owner.client.get<PersonDependents>(`/api/people/${owner.person.id}/dependents`);
    expect(still.body).toEqual({ team_people: 3, teams: 2 });
  });
});
