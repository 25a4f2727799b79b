import { PAGE_SIZE_DEFAULT, type SeasonPeoplePage } from '@app/contracts';
import { people } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson } from '../../../test/league-builders.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const COUNT = PAGE_SIZE_DEFAULT + 130;

/** A season of COUNT people written directly (the list is what is tested, not creating them). */
async function seasonOfPeople() {
  const owner = await buildLeagueOwner(t);
  await t.db.insert(people).values(
    Array.from({ length: COUNT }, (_, i) => ({
      organizationId: owner.organizationId,
      seasonId: owner.seasonId,
      first: `First${i}`,
      last: `Last${String(i).padStart(4, '0')}`,
      isCoach: i % 10 === 0,
    })),
  );
  return owner;
}

describe('GET /api/seasons/{id}/people (paged)', () => {
  it('answers the default page size with the total and a cursor, and a cursor walk returns every person once in name order', async () => {
    const { client, seasonId } = await seasonOfPeople();
    const first = await client.get<SeasonPeoplePage>(`/api/seasons/${seasonId}/people`);
    expect(first.status).toBe(200);
    expect(first.body.people).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.body.total).toBe(COUNT);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    expect(first.body.people[0]).toEqual({
      id: expect.any(String),
      name: 'First0 Last0000',
      is_coach: true,
      is_player: false,
      is_staff: false,
      is_umpire: false,
    });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const res = await client.get<SeasonPeoplePage>(`/api/seasons/${seasonId}/people?limit=70${query}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(COUNT);
      seen.push(...res.body.people.map((p) => p.name));
      cursor = res.body.next_cursor;
      pages += 1;
    } while (cursor !== null);
    expect(pages).toBe(Math.ceil(COUNT / 70));
    expect(seen).toEqual(
      Array.from({ length: COUNT }, (_, i) => `First${i} Last${String(i).padStart(4, '0')}`),
    );
  });

  it('filters by first and last name together, ignoring case, and counts only the matches', async () => {
    const { client, seasonId } = await seasonOfPeople();
    const res = await client.get<SeasonPeoplePage>(`/api/seasons/${seasonId}/people?q=FIRST12`);
    expect(res.body.people.map((p) => p.name)).toEqual([
      'First12 Last0012',
      ...Array.from({ length: 10 }, (_, i) => `First${120 + i} Last0${120 + i}`),
    ]);
    expect(res.body).toMatchObject({ total: 11, next_cursor: null });
    const both = await client.get<SeasonPeoplePage>(`/api/seasons/${seasonId}/people?q=first12%20LAST`);
    expect(both.body.people.map((p) => p.name)).toEqual(['First12 Last0012']);
    const none = await client.get<SeasonPeoplePage>(`/api/seasons/${seasonId}/people?q=%25`);
    expect(none.body).toEqual({ people: [], total: 0, next_cursor: null });
  });

  it('lists for every member, only the season’s people, and answers 404 for another organisation’s season', async () => {
    const owner = await buildLeagueOwner(t);
    await buildPerson(owner.client, { season_id: owner.seasonId, first: 'Ana', last: 'Diaz' });
    const other = await buildLeagueOwner(t);
    await buildPerson(other.client, { season_id: other.seasonId, first: 'Zed', last: 'Other' });
    const reader = await buildReader(t, owner);
    const res = await reader.get<SeasonPeoplePage>(`/api/seasons/${owner.seasonId}/people`);
    expect(res.body).toMatchObject({ total: 1, next_cursor: null });
    expect(res.body.people.map((p) => p.name)).toEqual(['Ana Diaz']);
    expect((await owner.client.get(`/api/seasons/${other.seasonId}/people`)).status).toBe(404);
  });

  it('answers 400 naming limit or cursor when they are not a page size or a cursor', async () => {
    const { client, seasonId } = await buildLeagueOwner(t);
    for (const [query, field, message] of [
      ['limit=0', 'limit', 'must be at least 1'],
      ['limit=501', 'limit', 'must be at most 500'],
      ['limit=2.5', 'limit', 'must be a whole number'],
      ['limit=lots', 'limit', 'must be a number'],
      ['cursor=-1', 'cursor', 'must be the next_cursor of an earlier page'],
    ] as const) {
      const res = await client.get(`/api/seasons/${seasonId}/people?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ errors: { [field]: [message] } });
    }
  });
});
