import { ROLES } from '@app/contracts';
import { memberships, sessions } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildUser, signIn } from '../../test/factories.ts';
import {
  buildScheduleSeason,
  createSchedule,
  type ScheduleSeason,
  waitForFinish,
} from '../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

// The access hook reads the caller and their current organisation in one query on every request
// (auth/caller.ts, docs/roles.md): these check that nothing of it outlives a sign-out, an expiry, a removal
// or a switch, on the game lists and on a change.
let t: TestApp;
let season: ScheduleSeason;
let scheduleId: string;

beforeAll(async () => {
  t = await createTestApp();
  season = await buildScheduleSeason(t);
  scheduleId = await createSchedule(season);
  await waitForFinish(season.client, scheduleId);
});
afterAll(async () => {
  await t.close();
});

/** A new member (role user unless told) of the season's organisation, signed in and switched to it. */
async function member(role: 2 | 3 = ROLES.user) {
  const built = await buildUser(t);
  const membership = await addMember(t, { organizationId: season.organizationId, user: built.user, role });
  const client = await signIn(t, built);
  expect((await client.get(`/api/switch_organization/${season.organizationId}`)).status).toBe(200);
  return { ...built, membership, client };
}

const lists = () => [`/api/seasons/${season.seasonId}/games`, `/api/schedules/${scheduleId}`];

async function statuses(client: TestClient): Promise<number[]> {
  const answers: number[] = [];
  for (const url of lists()) answers.push((await client.get(url)).status);
  return answers;
}

describe('the caller and current organisation, read on every request', () => {
  it('answers 401 on the very next request after sign-out', async () => {
    const reader = await member();
    expect(await statuses(reader.client)).toEqual([200, 200]);
    expect((await reader.client.delete('/api/session')).status).toBeLessThan(300);
    expect(await statuses(reader.client)).toEqual([401, 401]);
  });

  it('answers 401 once the session has expired', async () => {
    const reader = await member();
    expect(await statuses(reader.client)).toEqual([200, 200]);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, reader.user.id));
    expect(await statuses(reader.client)).toEqual([401, 401]);
  });

  it('answers 404 on the next request after the member is removed, then reads their own organisation', async () => {
    const reader = await member();
    expect(await statuses(reader.client)).toEqual([200, 200]);
    const removed = await season.client.delete(`/api/organization_users/${reader.membership.id}`);
    expect(removed.status).toBeLessThan(300);
    expect(await statuses(reader.client)).toEqual([404, 404]);
    // Their current organisation is now the first they joined: their own.
    const own = await reader.client.get<{ id: string }>(`/api/organizations/${reader.organizationId}`);
    expect(own.status).toBe(200);
    expect((await reader.client.get('/api/leagues')).status).toBe(200);
  });

  it('answers 404 in the organisation switched away from, and 200 again after switching back', async () => {
    const reader = await member();
    expect((await reader.client.get(`/api/switch_organization/${reader.organizationId}`)).status).toBe(200);
    expect(await statuses(reader.client)).toEqual([404, 404]);
    expect((await reader.client.get(`/api/switch_organization/${season.organizationId}`)).status).toBe(200);
    expect(await statuses(reader.client)).toEqual([200, 200]);
  });

  it('takes a role change into account on the next change request', async () => {
    const manager = await member(ROLES.admin);
    const rename = () => manager.client.patch(`/api/schedules/${scheduleId}`, { name: 'Renamed' });
    expect((await rename()).status).toBe(200);
    await t.db
      .update(memberships)
      .set({ role: ROLES.user })
      .where(
        and(eq(memberships.userId, manager.user.id), eq(memberships.organizationId, season.organizationId)),
      );
    expect((await rename()).status).toBe(403);
    expect(await statuses(manager.client)).toEqual([200, 200]);
  });

  it('answers 403 to a caller who belongs to no organisation', async () => {
    const loner = await buildUser(t);
    const client = await signIn(t, loner);
    await t.db.delete(memberships).where(eq(memberships.userId, loner.user.id));
    expect(await statuses(client)).toEqual([403, 403]);
  });
});
