import { PLATFORM_FORMATS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { GameSet } from './load-game-set.ts';
import { PLATFORM_COLUMNS, platformCsv } from './platform-csv.ts';

// A New York season: 2027-03-20 13:00 UTC is 09:00 local (daylight time from 14 March).
const set = {
  season: { id: 'season', leagueId: 'league', timezone: 'America/New_York' },
  rows: {
    teams: [
      { id: 'h', name: 'Hawks', seId: null, seMappingCode: 'HWK' },
      { id: 'v', name: 'Owls, North', seId: '42', seMappingCode: null },
    ],
    divisions: [{ id: 'd', name: 'U10', seId: null, seMappingCode: null }],
    venues: [{ id: 'p', name: 'Horner Park' }],
    surfaces: [{ id: 'f', name: 'Field 1' }],
    timeslots: [
      {
        id: 's1',
        venueId: 'p',
        surfaceId: 'f',
        start: new Date('2027-03-20T13:00:00Z'),
        finish: new Date('2027-03-20T14:30:00Z'),
      },
      {
        id: 's2',
        venueId: 'p',
        surfaceId: 'f',
        start: new Date('2027-03-20T17:00:00Z'),
        finish: new Date('2027-03-20T18:00:00Z'),
      },
    ],
  },
  games: [
    {
      id: 'g1',
      homeId: 'h',
      visitorId: 'v',
      divisionId: 'd',
      timeslotId: 's1',
      isPractice: false,
      homeScore: 3,
      visitorScore: 1,
    },
    {
      id: 'g2',
      homeId: 'h',
      visitorId: null,
      divisionId: 'd',
      timeslotId: 's2',
      isPractice: true,
      homeScore: null,
      visitorScore: null,
    },
    {
      id: 'g3',
      homeId: 'v',
      visitorId: 'h',
      divisionId: 'd',
      timeslotId: null,
      isPractice: false,
      homeScore: null,
      visitorScore: null,
    },
  ],
} as unknown as GameSet;

const lines = (csv: string) => csv.trimEnd().split('\r\n');

describe('platform CSVs', () => {
  it('writes every platform with its header, one row per scheduled game', () => {
    for (const format of PLATFORM_FORMATS) {
      const [header, ...rows] = lines(platformCsv(set, format));
      expect(header, format).toBe(PLATFORM_COLUMNS[format].map(([name]) => name).join(','));
      expect(rows, format).toHaveLength(2);
    }
  });

  it('uses SportsEngine’s MM/DD/YYYY and 24-hour times with mapping codes as team ids', () => {
    const [, game, practice] = lines(platformCsv(set, 'sportsengine'));
    expect(game).toBe(
      '03/20/2027,09:00,03/20/2027,10:30,"Owls, North at Hawks",,Horner Park,,Field 1,0,Game,HWK,HWK,U10,1,42,U10,"Owls, North",0,,g1,1',
    );
    expect(practice?.split(',').slice(0, 11).join(',')).toBe(
      '03/20/2027,13:00,03/20/2027,14:00,Hawks Practice,,Horner Park,,Field 1,0,Event',
    );
  });

  it('writes 12-hour times, durations and scores where the platform asks for them', () => {
    expect(lines(platformCsv(set, 'sportsengine_season'))[1]).toBe(
      '03/20/2027,9:00 AM,90,Hawks,3,"Owls, North",1,U10,Horner Park,Scheduled',
    );
    expect(lines(platformCsv(set, 'teamsnap'))[2]).toBe(
      '03/20/2027,1:00 PM,2:00 PM,30,Hawks,,Horner Park,Field 1,Practice',
    );
    expect(lines(platformCsv(set, 'goalonline'))[1]).toBe(
      '20/03/2027,09:00,U10,Hawks,"Owls, North",Horner Park,Field 1',
    );
  });
});
