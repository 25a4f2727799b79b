import { describe, expect, it } from 'vitest';
import { publicCalendarUrl } from './calendar-url.ts';
import { shownSections, sitePath } from './site-nav.ts';

describe('the public site’s menu', () => {
  it('links only the sections switched on, in a fixed order', () => {
    expect(
      shownSections({ standings: true, schedules: false, scores: true, teams: false, rosters: true }),
    ).toEqual(['scores', 'standings']);
    expect(
      shownSections({ standings: false, schedules: false, scores: false, teams: false, rosters: false }),
    ).toEqual([]);
  });

  it('builds the pages’ paths under the league page', () => {
    expect(sitePath('acme', 'spring')).toBe('/leagues/acme/spring');
    expect(sitePath('acme', 'spring', 'scores')).toBe('/leagues/acme/spring/scores');
    expect(sitePath('acme', 'spring', { team: 'a b' })).toBe('/leagues/acme/spring/teams/a%20b');
  });
});

describe('calendar links', () => {
  it('point at the season’s calendar, or one team’s', () => {
    expect(publicCalendarUrl('https://x.test', 's1')).toBe('https://x.test/api/public_calendars/s1');
    expect(publicCalendarUrl('https://x.test', 's1', 't 1')).toBe(
      'https://x.test/api/public_calendars/s1?team_id=t%201',
    );
  });
});
