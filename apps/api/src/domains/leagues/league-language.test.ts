import type { ErrorResponse, League, LeagueDocument, LeagueImported, LeagueSeasonIds } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a league’s language (docs/leagues.md#language)', () => {
  it('starts as the creator’s locale, is edited with the name, and refuses another language naming it', async () => {
    const { client } = await buildSignedInUser(t, { locale: 'ja' });
    const created = await client.post<LeagueSeasonIds>('/api/leagues', {
      name: '春リーグ',
      seasonName: '2026',
    });
    expect(created.status).toBe(201);
    const id = created.body.league.id;
    expect((await client.get<League>(`/api/leagues/${id}`)).body.language).toBe('ja');
    const changed = await client.patch<League>(`/api/leagues/${id}`, { name: '春リーグ', language: 'en' });
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe('en');
    // A rename alone keeps the language.
    expect((await client.patch<League>(`/api/leagues/${id}`, { name: 'Spring' })).body.language).toBe('en');
    const bad = await client.patch(`/api/leagues/${id}`, { name: 'Spring', language: 'fr' });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorResponse).errors).toHaveProperty('language');
    expect((await client.get<League>(`/api/leagues/${id}`)).body).toMatchObject({
      name: 'Spring',
      language: 'en',
    });
  });

  it('travels in the league export, and an import without it takes the importing user’s locale', async () => {
    const { client } = await buildSignedInUser(t, { locale: 'en' });
    const created = await client.post<LeagueSeasonIds>('/api/leagues', {
      name: 'Lakeside',
      seasonName: '2026',
    });
    const id = created.body.league.id;
    await client.patch(`/api/leagues/${id}`, { name: 'Lakeside', language: 'ja' });
    const exported = await client.get<LeagueDocument>(`/api/leagues/${id}/export`);
    expect(exported.body.league).toEqual({ name: 'Lakeside', language: 'ja' });
    const imported = await client.post<LeagueImported>('/api/leagues/import', exported.body);
    expect(imported.status, imported.text).toBe(201);
    expect((await client.get<League>(`/api/leagues/${imported.body.league.id}`)).body.language).toBe('ja');
    const japanese = await buildSignedInUser(t, { locale: 'ja' });
    const withoutLanguage = { ...exported.body, league: { name: 'Old file' } };
    const old = await japanese.client.post<LeagueImported>('/api/leagues/import', withoutLanguage);
    expect(old.status, old.text).toBe(201);
    expect((await japanese.client.get<League>(`/api/leagues/${old.body.league.id}`)).body.language).toBe(
      'ja',
    );
  });
});
