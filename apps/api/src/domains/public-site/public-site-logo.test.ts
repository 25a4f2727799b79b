import {
  type ErrorResponse,
  MAX_UPLOAD_BYTES,
  type PublicLeagueSite,
  type PublicWebpage,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublicLeague, type PublicLeague } from '../../../test/public-site-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestResponse } from '../../../test/test-client.ts';
import { makeImage } from '../../../test/upload-fixtures.ts';

let t: TestApp;
let league: PublicLeague;

beforeAll(async () => {
  t = await createTestApp();
  league = await buildPublicLeague(t, { publish: true });
});
afterAll(async () => {
  await t.close();
});

/** PATCH /api/public_webpages/{id} as the settings page sends it: a multipart form, the logo as a file. */
async function patchForm(
  fields: Record<string, string>,
  logo?: { bytes: Buffer; name: string; type: string },
): Promise<TestResponse<PublicWebpage>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo) form.append('logo', new Blob([logo.bytes], { type: logo.type }), logo.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return league.client.request<PublicWebpage>('PATCH', `/api/public_webpages/${league.webpage.id}`, body, {
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  });
}

const errorsOf = (res: TestResponse<unknown>) => (res.body as ErrorResponse).errors;

describe('the settings form with a logo', () => {
  it('stores an image logo with the other fields, serves it, and shows it on the public site', async () => {
    const png = await makeImage(900, 300, 'png');
    const res = await patchForm(
      { show_rosters_page: 'true', roster_names: 'full', slug: '' },
      { bytes: png, name: 'crest.png', type: 'image/png' },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      show_rosters_page: true,
      roster_names: 'full',
      slug: league.webpage.slug,
    });
    expect(res.body.logo_url).toMatch(
      new RegExp(`^/uploads/${league.organizationId}/logo-[0-9a-f]{32}\\.webp$`),
    );
    const served = await t.client().get(res.body.logo_url as string);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const site = await t.client().get<PublicLeagueSite>(`/api/public_league_pages/${league.leagueId}`);
    expect(site.body.organization.logo_url).toBe(res.body.logo_url);
  });

  it('refuses a file that is not an image by its content, whatever its name, and saves nothing', async () => {
    const before = (await league.client.get<PublicWebpage>('/api/public_webpage')).body;
    const res = await patchForm(
      { show_scores_page: 'false' },
      { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'logo.png', type: 'image/png' },
    );
    expect(res.status).toBe(415);
    expect(Object.keys(errorsOf(res))).toEqual(['logo']);
    const after = (await league.client.get<PublicWebpage>('/api/public_webpage')).body;
    expect(after).toEqual(before);
  });

  it('refuses a logo over the size limit with 413 naming logo', async () => {
    const res = await patchForm(
      {},
      { bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), name: 'big.png', type: 'image/png' },
    );
    expect(res.status).toBe(413);
    expect(Object.keys(errorsOf(res))).toEqual(['logo']);
  });

  it('refuses another file field and a switch that is not true or false, naming each', async () => {
    const png = await makeImage(10, 10, 'png');
    const form = new FormData();
    form.append('banner', new Blob([png], { type: 'image/png' }), 'banner.png');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const other = await league.client.request(
      'PATCH',
      `/api/public_webpages/${league.webpage.id}`,
      Buffer.from(await encoded.arrayBuffer()),
      {
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      },
    );
    expect(other.status).toBe(400);
    expect(Object.keys(errorsOf(other))).toEqual(['banner']);
    const bad = await patchForm({ show_rosters_page: 'yes', home_text: 'a\u0000b' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad)).toEqual({ home_text: ['must not contain NUL characters'] });
    const switchOnly = await patchForm({ show_rosters_page: 'yes' });
    expect(errorsOf(switchOnly)).toEqual({ show_rosters_page: ['must be true or false'] });
  });
});
