import type { User } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, buildOrganization, buildSignedInUser, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getFrom = (client: TestClient, url: string, site?: string) =>
  client.request<User>('GET', url, undefined, { headers: site ? { 'sec-fetch-site': site } : {} });

/** A signed-in user who also belongs to a second organisation, and the URLs of both state-changing GETs. */
async function setUp() {
  const signedIn = await buildSignedInUser(t);
  const other = await buildOrganization(t, { owner: (await buildUser(t)).user });
  await addMember(t, { organizationId: other.id, user: signedIn.user, role: 3 });
  return {
    ...signedIn,
    otherOrganizationId: other.id,
    switchOrganization: `/api/switch_organization/${other.id}`,
    switchLocale: '/api/switch_locale/ja',
  };
}

describe('state-changing GET routes', () => {
  it.each(['cross-site', 'same-site'])(
    'answers 403 and changes nothing when Sec-Fetch-Site is %s',
    async (site) => {
      const { client, organizationId, switchOrganization, switchLocale } = await setUp();
      for (const url of [switchOrganization, switchLocale]) {
        const res = await getFrom(client, url, site);
        expect(res.status, url).toBe(403);
        expect(res.body, url).toEqual({ errors: { base: ['Cross-site request refused'] } });
      }
      const self = await client.get<User>('/api/users/self');
      expect(self.body).toMatchObject({ current_organization_id: organizationId, locale: 'en' });
    },
  );

  it.each(['same-origin', 'none', undefined])('answers 200 when Sec-Fetch-Site is %s', async (site) => {
    const { client, otherOrganizationId, switchOrganization, switchLocale } = await setUp();
    const switched = await getFrom(client, switchOrganization, site);
    expect(switched.status).toBe(200);
    expect(switched.body.current_organization_id).toBe(otherOrganizationId);
    const localized = await getFrom(client, switchLocale, site);
    expect(localized.status).toBe(200);
    expect(localized.body.locale).toBe('ja');
  });
});
