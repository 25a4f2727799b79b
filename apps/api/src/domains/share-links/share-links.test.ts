import { type Embed, EmbedSchema, type ErrorResponse, type ShareLink, type ShareLinks } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReader } from '../../../test/league-setup.ts';
import { buildPublicLeague, type PublicLeague } from '../../../test/public-site-fixtures.ts';
import { fireTogether } from '../../../test/race.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let league: PublicLeague;
let stranger: PublicLeague;

beforeAll(async () => {
  t = await createTestApp();
  // Unpublished on purpose: a share link does not depend on the public site (docs/share-links.md).
  league = await buildPublicLeague(t);
  stranger = await buildPublicLeague(t);
});
afterAll(async () => {
  await t.close();
});

const anonymous = () => t.client();
const errorsOf = (body: unknown) => (body as ErrorResponse).errors;
const tokenOf = (link: ShareLink) => link.url.split('/embed/')[1] ?? '';

async function share(kind: ShareLink['kind'], targetId: string, client = league.client): Promise<ShareLink> {
  const res = await client.post<ShareLink>('/api/share_links', { kind, target_id: targetId });
  expect([200, 201], res.text).toContain(res.status);
  return res.body;
}

async function embed(token: string) {
  const res = await anonymous().get<Embed>(`/api/embed/${token}`);
  return { ...res, embed: res.status === 200 ? EmbedSchema.parse(res.body) : null };
}

/** The VEVENTs' SUMMARY lines of a calendar, after unfolding. */
const summaries = (text: string) =>
  text
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line.startsWith('SUMMARY:'));

describe('share links', () => {
  it('are made once per schedule (201, then the same link), with the page, embed and calendar addresses', async () => {
    const first = await league.client.post<ShareLink>('/api/share_links', {
      kind: 'schedule',
      target_id: league.scheduleId,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      kind: 'schedule',
      target_id: league.scheduleId,
      target_name: 'By hand',
    });
    expect(first.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.url).toMatch(new RegExp(`/embed/${first.body.token}$`));
    expect(first.body.calendar_url).toMatch(new RegExp(`/api/embed/${first.body.token}/calendar\\.ics$`));
    const again = await share('schedule', league.scheduleId);
    expect(again.token).toBe(first.body.token);
    const listed = await league.client.get<ShareLinks>(`/api/share_links?target_id=${league.scheduleId}`);
    expect(listed.body.share_links).toEqual([first.body]);
  });

  it('show a schedule’s placed games with the filters’ divisions, teams and venues, no sign-in, cached', async () => {
    const link = await share('schedule', league.scheduleId);
    const res = await embed(tokenOf(link));
    expect(res.status).toBe(200);
    const body = res.embed;
    if (body?.kind !== 'schedule') throw new Error('a schedule link answers a schedule');
    expect(body.title).toBe('By hand');
    // Three placed games (one a practice); the unplaced game has no date to show.
    expect(body.rows).toHaveLength(3);
    expect(body.rows.map((row) => row.date)).toEqual(['2026-04-04', '2026-04-11', '2026-04-18']);
    expect(body.rows[0]).toMatchObject({ visitor: 'Owls', home: 'Hawks', game_score: '1-3' });
    expect(body.divisions).toEqual([{ id: league.divisions[0].id, name: 'Under 10' }]);
    expect(body.teams.map((team) => team.name)).toEqual(['Hawks', 'Owls']);
    expect(body.venues.map((venue) => venue.name)).toEqual(['Riverside Park']);
    expect(body.calendar_url).toBe(link.calendar_url);
    expect(res.headers['cache-control']).toBe('public, max-age=15, must-revalidate');
    const etag = String(res.headers.etag);
    const revalidated = await anonymous().request('GET', `/api/embed/${tokenOf(link)}`, undefined, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('share a team’s games of the whole season and its calendar', async () => {
    const link = await share('team', league.owls.id);
    expect(link.target_name).toBe('Owls');
    const body = (await embed(tokenOf(link))).embed;
    if (body?.kind !== 'team') throw new Error('a team link answers a team');
    expect(body.team).toEqual({ id: league.owls.id, name: 'Owls' });
    // Hawks' practice is not an Owls game.
    expect(body.rows).toHaveLength(2);
    expect(
      body.rows.every((row) => row.home_id === league.owls.id || row.visitor_id === league.owls.id),
    ).toBe(true);
    const calendar = await anonymous().get(`/api/embed/${tokenOf(link)}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(summaries(calendar.text)).toEqual(['SUMMARY:Owls at Hawks', 'SUMMARY:Hawks at Owls']);
  });

  it('share a season’s standings, which have no calendar', async () => {
    const link = await share('standings', league.seasonId);
    expect(link).toMatchObject({ target_name: 'Lakeside League – Spring 2026', calendar_url: null });
    const body = (await embed(tokenOf(link))).embed;
    if (body?.kind !== 'standings') throw new Error('a standings link answers standings');
    expect(body.title).toBe('Lakeside League – Spring 2026');
    expect(body.standings.league.rows.map((row) => [row.name, row.win])).toEqual([
      ['Hawks', 1],
      ['Owls', 0],
    ]);
    expect((await anonymous().get(`/api/embed/${tokenOf(link)}/calendar.ics`)).status).toBe(404);
  });

  it('rotate: the old token answers 404 at once (page and calendar), the new one works', async () => {
    const link = await share('team', league.hawks.id);
    const old = tokenOf(link);
    const rotated = await league.client.post<ShareLink>(`/api/share_links/${link.id}/rotate`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.id).toBe(link.id);
    expect(rotated.body.token).not.toBe(old);
    expect(rotated.body.rotated_at).not.toBeNull();
    const gone = await anonymous().get(`/api/embed/${old}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ errors: { base: ['Not found'] } });
    expect(gone.headers['cache-control']).toBe('no-store');
    expect((await anonymous().get(`/api/embed/${old}/calendar.ics`)).status).toBe(404);
    expect((await embed(rotated.body.token)).status).toBe(200);
  });

  it('revoke: page and calendar answer 404 at once; sharing again makes a new token', async () => {
    const link = await share('schedule', league.scheduleId);
    expect((await league.client.delete(`/api/share_links/${link.id}`)).body).toEqual({ ok: true });
    expect((await anonymous().get(`/api/embed/${tokenOf(link)}`)).status).toBe(404);
    expect((await anonymous().get(`/api/embed/${tokenOf(link)}/calendar.ics`)).status).toBe(404);
    expect((await league.client.delete(`/api/share_links/${link.id}`)).status).toBe(404);
    const again = await share('schedule', league.scheduleId);
    expect(again.token).not.toBe(link.token);
  });

  it('retire the id-keyed address: /api/embed/{schedule id} answers 404', async () => {
    await share('schedule', league.scheduleId);
    expect((await anonymous().get(`/api/embed/${league.scheduleId}`)).status).toBe(404);
    expect((await anonymous().get(`/api/embed/${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('made twice at once give one link', async () => {
    const responses = await fireTogether(
      [0, 1, 2].map(
        () => () =>
          stranger.client.post<ShareLink>('/api/share_links', {
            kind: 'standings',
            target_id: stranger.seasonId,
          }),
      ),
    );
    expect(new Set(responses.map((res) => res.body.token)).size).toBe(1);
    expect(responses.every((res) => res.status === 200 || res.status === 201)).toBe(true);
  });

  it('end with the thing they share', async () => {
    const other = await buildPublicLeague(t);
    const link = await share('team', other.owls.id, other.client);
    expect((await other.client.delete(`/api/teams/${other.owls.id}`)).status).toBe(200);
    expect((await anonymous().get(`/api/embed/${tokenOf(link)}`)).status).toBe(404);
    expect((await other.client.get<ShareLinks>('/api/share_links')).body.share_links).toEqual([]);
  });
});

describe('share link access and input', () => {
  it('refuses a kind or target it does not know, naming the field', async () => {
    const kind = await league.client.post('/api/share_links', { kind: 'season', target_id: league.seasonId });
    expect(kind.status).toBe(400);
    expect(errorsOf(kind.body)).toHaveProperty('kind');
    const id = await league.client.post('/api/share_links', { kind: 'team', target_id: 'nope' });
    expect(id.status).toBe(400);
    expect(errorsOf(id.body)).toHaveProperty('target_id');
    // A season id is not a team.
    const wrong = await league.client.post('/api/share_links', { kind: 'team', target_id: league.seasonId });
    expect(wrong.status).toBe(422);
    expect(errorsOf(wrong.body)).toEqual({ target_id: ['is not a team of this organisation'] });
  });

  it('keeps organisations apart: another organisation’s things are 422, its links 404 and unlisted', async () => {
    const theirs = await share('team', stranger.hawks.id, stranger.client);
    const res = await league.client.post('/api/share_links', { kind: 'team', target_id: stranger.hawks.id });
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual({ target_id: ['is not a team of this organisation'] });
    expect((await league.client.post(`/api/share_links/${theirs.id}/rotate`)).status).toBe(404);
    expect((await league.client.delete(`/api/share_links/${theirs.id}`)).status).toBe(404);
    const listed = await league.client.get<ShareLinks>('/api/share_links');
    expect(listed.body.share_links.map((link) => link.id)).not.toContain(theirs.id);
    expect((await embed(theirs.token)).status).toBe(200);
  });

  it('are for managers: a user gets 403, signed out 401', async () => {
    const reader = await buildReader(t, league);
    expect((await reader.get('/api/share_links')).status).toBe(403);
    expect((await reader.post('/api/share_links', { kind: 'team', target_id: league.hawks.id })).status).toBe(
      403,
    );
    const link = await share('team', league.hawks.id);
    expect((await reader.post(`/api/share_links/${link.id}/rotate`)).status).toBe(403);
    expect((await reader.delete(`/api/share_links/${link.id}`)).status).toBe(403);
    expect((await anonymous().get('/api/share_links')).status).toBe(401);
  });
});
