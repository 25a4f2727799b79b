import type { LeagueSeasonIds } from '@app/contracts';
import { seasons } from '@app/db';
import { eq } from 'drizzle-orm';
import { addMember, type BuiltUser, buildSignedInUser, buildUser, signIn } from './factories.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/** A signed-in owner with a league and season made through POST /api/leagues (so they are current). */
export interface LeagueOwner extends BuiltUser {
  client: TestClient;
  leagueId: string;
  seasonId: string;
}

/** An owner with a fresh league; the season's zone is set directly, since accounts made by tests have UTC. */
export async function buildLeagueOwner(
  testApp: TestApp,
  options: { leagueName?: string; seasonName?: string; timezone?: string } = {},
): Promise<LeagueOwner> {
  const owner = await buildSignedInUser(testApp);
  const res = await owner.client.post<LeagueSeasonIds>('/api/leagues', {
    name: options.leagueName ?? 'Lakeside League',
    seasonName: options.seasonName ?? 'Spring 2026',
  });
  if (res.status !== 201) throw new Error(`buildLeagueOwner: ${res.status} ${res.text}`);
  if (options.timezone) {
    await testApp.db
      .update(seasons)
      .set({ timezone: options.timezone })
      .where(eq(seasons.id, res.body.season.id));
  }
  return { ...owner, leagueId: res.body.league.id, seasonId: res.body.season.id };
}

/** A member of the owner's organisation with role user (3), signed in and switched to it. */
export async function buildReader(testApp: TestApp, owner: LeagueOwner): Promise<TestClient> {
  const reader = await buildUser(testApp);
  await addMember(testApp, { organizationId: owner.organizationId, user: reader.user, role: 3 });
  const client = await signIn(testApp, reader);
  const res = await client.get(`/api/switch_organization/${owner.organizationId}`);
  if (res.status !== 200) throw new Error(`buildReader: ${res.status} ${res.text}`);
  return client;
}
