import type { ErrorResponse, PublicWebpage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLeagueOwner } from '../../../test/league-setup.ts';
import { fireTogether, statuses, tally } from '../../../test/race.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ROUNDS = 5;

describe('public site settings under concurrent requests', () => {
  it('answer one settings row and one league page to first reads at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const owner = await buildLeagueOwner(t);
      const reads = await fireTogether(
        Array.from({ length: 3 }, () => () => owner.client.get<PublicWebpage>('/api/public_webpage')),
      );
      expect(statuses(reads)).toBe('200 200 200');
      expect(new Set(reads.map((r) => r.body.id)).size).toBe(1);
      expect(new Set(reads.map((r) => r.body.public_league_page?.id)).size).toBe(1);
    }
  });

  it('give a slug to one organisation when two claim it at once; the other gets 409 slug', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const owners = [await buildLeagueOwner(t), await buildLeagueOwner(t)];
      const ids = await Promise.all(
        owners.map(async (o) => (await o.client.get<PublicWebpage>('/api/public_webpage')).body.id),
      );
      const slug = `race${Date.now()}${round}`;
      const answers = await fireTogether(
        owners.map((o, i) => () => o.client.patch<PublicWebpage>(`/api/public_webpages/${ids[i]}`, { slug })),
      );
      outcomes.push(statuses(answers));
      const refused = answers.find((r) => r.status === 409);
      expect((refused?.body as unknown as ErrorResponse | undefined)?.errors.slug).toEqual([
        expect.stringMatching(/is already taken/),
      ]);
    }
    expect(tally(outcomes)).toEqual({ '200 409': ROUNDS });
  });
});
