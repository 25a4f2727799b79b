import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TimeConstraintInputSchema } from '../teams/time-constraints.ts';
import { TravelConstraintInputSchema } from '../teams/travel-constraints.ts';
import { VenueAddressInputSchema } from '../venues/venue-address.ts';
import { LeagueDocumentSchema } from './league-document.ts';
import { fromLeagueDocument, toLeagueDocument } from './league-document-mapping.ts';
import type { LeagueSnapshot, SeasonSnapshot } from './league-snapshot.ts';

const codes = { shortcode: null, longcode: null, se_id: null, se_mapping_code: null };
const contact = { phone_primary: null, phone_secondary: null, email_primary: null, email_secondary: null };

function season(name: string): SeasonSnapshot {
  const person = (id: string, first: string, last: string, is_coach: boolean) => ({
    id,
    first,
    last,
    is_coach,
    is_player: !is_coach,
    is_staff: false,
    is_umpire: false,
    ...contact,
  });
  return {
    id: `${name}-season`,
    name,
    divisions: [
      { id: 'dB', name: 'U10 Girls', ...codes, color: '#E53935', is_across: false, across_divisions: [] },
      {
        id: 'dA',
        name: 'U10 Boys',
        ...codes,
        shortcode: 'U10B',
        color: '#1E88E5',
        is_across: false,
        across_divisions: [],
      },
      {
        id: 'dX',
        name: 'U10 Cross',
        ...codes,
        color: '#43A047',
        is_across: true,
        across_divisions: ['dB', 'dA'],
      },
    ],
    teams: [
      { id: 'tOwl', division_id: 'dB', name: 'Owls', ...codes },
      { id: 'tHawk', division_id: 'dA', name: 'Hawks', ...codes, longcode: 'NSHAWKS' },
      { id: 'tFox', division_id: 'dA', name: 'Foxes', ...codes },
    ],
    people: [
      person('pPat', 'Pat', 'Lee', true),
      person('pSam', 'Sam', 'Ito', false),
      { ...person('pAl', 'Al', '', false), email_primary: 'al@example.com' },
    ],
    team_people: [
      { id: 'tp1', team_id: 'tHawk', person_id: 'pPat', role: 'coach' },
      { id: 'tp2', team_id: 'tOwl', person_id: 'pPat', role: 'coach' },
      { id: 'tp3', team_id: 'tHawk', person_id: 'pSam', role: 'player' },
    ],
    venues: [
      {
        id: 'vN',
        name: 'North Park',
        shortcode: 'NP',
        longcode: null,
        notes: 'Gate code 1234',
        priority: 1,
        is_neutral: false,
        force_neutral: false,
        color: null,
        address: VenueAddressInputSchema.parse({
          line_1: '3400 N Kedzie Ave',
          latitude: 41.94,
          longitude: -87.7,
        }),
      },
      {
        id: 'vL',
        name: 'Lakeview',
        shortcode: null,
        longcode: null,
        notes: null,
        priority: 0,
        is_neutral: true,
        force_neutral: false,
        color: '#112233',
        address: VenueAddressInputSchema.parse({}),
      },
    ],
    surfaces: [
      {
        id: 's2',
        venue_id: 'vN',
        name: 'Field 2',
        shortcode: null,
        longcode: null,
        notes: null,
        priority: 0,
      },
      {
        id: 's1',
        venue_id: 'vN',
        name: 'Field 1',
        shortcode: 'F1',
        longcode: null,
        notes: null,
        priority: 2,
      },
      {
        id: 's3',
        venue_id: 'vL',
        name: 'Diamond',
        shortcode: null,
        longcode: null,
        notes: null,
        priority: 0,
      },
    ],
    home_venues: [
      { id: 'h1', team_id: 'tHawk', venue_id: 'vN' },
      { id: 'h2', team_id: 'tHawk', venue_id: 'vL' },
    ],
    time_constraints: [
      {
        id: 'c1',
        team_id: 'tHawk',
        ...TimeConstraintInputSchema.parse({
          style: 'weekly',
          type: 1,
          weekdays: [2],
          not_between_start: '17:00',
          not_between_end: '19:00',
        }),
      },
      {
        id: 'c2',
        team_id: 'tHawk',
        ...TimeConstraintInputSchema.parse({
          style: 'weekly',
          type: 6,
          weekdays: [6],
          no_play_team: randomUUID(),
        }),
        no_play_team: 'tFox',
      },
      {
        id: 'c3',
        team_id: 'tOwl',
        ...TimeConstraintInputSchema.parse({ style: 'date', type: 0, start_date: '2026-05-02' }),
      },
    ],
    travel_constraints: [
      { id: 'r1', team_id: 'tOwl', ...TravelConstraintInputSchema.parse({ max_distance_weekday_home: 15 }) },
    ],
  };
}

const snapshot: LeagueSnapshot = {
  league: { id: 'L', name: 'Metro Youth Soccer' },
  seasons: [season('Spring 2026'), season('Fall 2026')],
};

function reversed(s: LeagueSnapshot): LeagueSnapshot {
  return {
    league: s.league,
    seasons: [...s.seasons].reverse().map((x) => ({
      ...x,
      divisions: [...x.divisions].reverse(),
      teams: [...x.teams].reverse(),
      people: [...x.people].reverse(),
      team_people: [...x.team_people].reverse(),
      venues: [...x.venues].reverse(),
      surfaces: [...x.surfaces].reverse(),
      home_venues: [...x.home_venues].reverse(),
      time_constraints: [...x.time_constraints].reverse(),
    })),
  };
}

describe('league export and import', () => {
  it('exports a valid document with keys instead of ids', () => {
    const doc = toLeagueDocument(snapshot);
    expect(LeagueDocumentSchema.parse(doc)).toEqual(doc);
    const spring = doc.seasons.find((s) => s.name === 'Spring 2026');
    expect(spring?.divisions.map((d) => [d.key, d.name, d.across_divisions])).toEqual([
      ['d1', 'U10 Boys', []],
      ['d2', 'U10 Girls', []],
      ['d3', 'U10 Cross', ['d1', 'd2']],
    ]);
    expect(spring?.people.map((p) => [p.key, p.first])).toEqual([
      ['p1', 'Al'],
      ['p2', 'Sam'],
      ['p3', 'Pat'],
    ]);
    const hawks = spring?.teams.find((t) => t.name === 'Hawks');
    expect(hawks?.division).toBe('d1');
    expect(hawks?.people).toEqual([
      { person: 'p2', role: 'player' },
      { person: 'p3', role: 'coach' },
    ]);
    expect(hawks?.time_constraints.find((c) => c.type === 6)?.no_play_team).toBe(
      spring?.teams.find((t) => t.name === 'Foxes')?.key,
    );
    expect(spring?.venues.find((v) => v.name === 'North Park')?.surfaces.map((s) => s.name)).toEqual([
      'Field 1',
      'Field 2',
    ]);
  });

  it('does not depend on the order rows arrive in', () => {
    expect(toLeagueDocument(reversed(snapshot))).toEqual(toLeagueDocument(snapshot));
  });

  it('round-trips exactly: export, import into a new league, export again', () => {
    const first = toLeagueDocument(snapshot);
    const parsed = LeagueDocumentSchema.parse(JSON.parse(JSON.stringify(first)));
    const imported = fromLeagueDocument(parsed, randomUUID);
    expect(imported.league.id).not.toBe('L');
    expect(imported.seasons[0]?.teams.every((t) => /^[0-9a-f-]{36}$/.test(t.id))).toBe(true);
    expect(
      imported.seasons
        .flatMap((s) => s.time_constraints.map((c) => c.no_play_team))
        .filter((t) => t !== null),
    ).toHaveLength(2);
    expect(toLeagueDocument(imported)).toEqual(first);
  });

  it('refuses a snapshot whose records point outside their season', () => {
    const broken = season('Broken');
    broken.teams.push({ id: 'tLost', division_id: 'elsewhere', name: 'Lost', ...codes });
    expect(() => toLeagueDocument({ league: snapshot.league, seasons: [broken] })).toThrow(RangeError);
  });
});
