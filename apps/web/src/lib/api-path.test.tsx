import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { buildLeagueInfo, buildUser, sessionHandlers } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { api } from './api-client.ts';
import { apiPath, assertNoEmptySegment, EmptyPathSegmentError, hasId } from './api-path.ts';

// Regression: with no current season the app asked for `GET /api/seasons//timeslots` (and `//schedules`).
// Queries wait for their id, and no request with an empty path segment leaves the API client.
describe('API paths', () => {
  it('builds a path from ids, encoding each, and refuses an empty or missing one', () => {
    expect(apiPath`/api/seasons/${'a b/c'}/timeslots`).toBe('/api/seasons/a%20b%2Fc/timeslots');
    expect(() => apiPath`/api/seasons/${''}/timeslots`).toThrow(
      new EmptyPathSegmentError('/api/seasons//timeslots'),
    );
    expect(() => apiPath`/api/seasons/${undefined}`).toThrow(EmptyPathSegmentError);
    expect(() => apiPath`/api/seasons/${null}/games`).toThrow(EmptyPathSegmentError);
    expect(hasId('x')).toBe(true);
    expect(hasId('')).toBe(false);
    expect(hasId(null)).toBe(false);
    expect(hasId(undefined)).toBe(false);
  });

  it('finds an empty, "undefined" or "null" segment in a path, but not in its query', () => {
    expect(() => assertNoEmptySegment('/api/seasons/s1/search?q=a//b&x=')).not.toThrow();
    for (const bad of [
      '/api/seasons//timeslots',
      '/api/teams/',
      '/api/teams/undefined',
      '/api/people/null?x=1',
    ])
      expect(() => assertNoEmptySegment(bad)).toThrow(
        `Refused to request ${bad}: an id in its path is empty`,
      );
  });

  it('never sends a request whose path has an empty id', async () => {
    const { requests } = mockFetch({ 'GET /api/csrf': json(200, { token: 't' }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.get('/api/seasons//timeslots')).rejects.toThrow(EmptyPathSegmentError);
    await expect(api.post('/api/schedules//cancel')).rejects.toThrow(EmptyPathSegmentError);
    expect(requests).toEqual([]);
    // Said on the console too, where the end-to-end walk (e2e/no-empty-ids.spec.ts) listens for it.
    expect(log.mock.calls).toEqual([
      ['Refused to request /api/seasons//timeslots: an id in its path is empty'],
      ['Refused to request /api/schedules//cancel: an id in its path is empty'],
    ]);
    log.mockRestore();
  });

  it.each([
    ['/schedules/new', 'Choose or create a season first.'],
    ['/tournaments/new', 'Choose or create a season first.'],
    ['/schedules', 'Choose or create a season first.'],
    ['/calendar', 'Choose or create a season first.'],
    ['/changes', 'Choose a season to see its changes'],
  ])('%s with no current season asks for nothing with an empty id', async (path, message) => {
    const { requests } = mockFetch(
      sessionHandlers(buildLeagueInfo(buildUser(), { current_season_id: null })),
    );
    renderApp(path);
    expect(await screen.findByText(message)).toBeTruthy();
    const paths = requests.map((r) => r.path);
    expect(paths).toContain('/api/leagues');
    expect(paths.filter((p) => p.split('?')[0]?.slice(1).split('/').includes(''))).toEqual([]);
  });
});
