import type {
  DivisionRow,
  GameRow,
  SeasonRow,
  SurfaceRow,
  TeamRow,
  TimeConstraintRow,
  TimeslotRow,
  VenueRow,
} from '@app/db';
import { describe, expect, it } from 'vitest';
import type { SeasonSnapshotRows } from './load-season-snapshot.ts';
import { renumberSeasonSnapshot } from './renumber-season-snapshot.ts';

const at = new Date('2026-01-05T12:00:00Z');
const inSeason = { organizationId: 'org', seasonId: 'season', createdAt: at };

const season: SeasonRow = {
  id: 'season',
  organizationId: 'org',
  leagueId: 'league',
  name: 'Spring',
  timezone: 'America/Chicago',
  seId: null,
  seImported: false,
  seRef: null,
  changesPublishedAt: null,
  createdAt: at,
};
const division = (id: string, position: number, across: string[] = []): DivisionRow => ({
  ...inSeason,
  id,
  name: id.toUpperCase(),
  shortcode: null,
  longcode: null,
  seId: null,
  seMappingCode: null,
  color: '#1E88E5',
  isAcross: across.length > 0,
  acrossFirstId: across[0] ?? null,
  acrossSecondId: across[1] ?? null,
  position,
});
const team = (id: string, divisionId: string, position: number): TeamRow => ({
  ...inSeason,
  id,
  divisionId,
  name: id.toUpperCase(),
  color: null,
  shortcode: null,
  longcode: null,
  seId: null,
  seMappingCode: null,
  position,
});
const venue: VenueRow = {
  ...inSeason,
  id: 'park',
  name: 'Park',
  shortcode: null,
  longcode: null,
  notes: null,
  seId: null,
  priority: 1,
  isNeutral: false,
  forceNeutral: false,
  color: null,
  line1: null,
  line2: null,
  city: 'Chicago',
  state: null,
  zip: null,
  country: null,
  latitude: 41.9,
  longitude: -87.7,
  phonePrimary: null,
  phoneSecondary: null,
  emailPrimary: null,
  emailSecondary: null,
  position: 0,
};
const surface: SurfaceRow = {
  organizationId: 'org',
  seasonId: 'season',
  id: 'field',
  venueId: 'park',
  name: 'Field 1',
  shortcode: null,
  longcode: null,
  notes: null,
  priority: 0,
  position: 3,
};
const noPlay: TimeConstraintRow = {
  id: 'no-play',
  organizationId: 'org',
  teamId: 'hawks',
  style: 'weekly',
  type: 6,
  weekdays: [6],
  startDate: null,
  endDate: null,
  notBetweenStart: null,
  notBetweenEnd: null,
  notBefore: null,
  notAfter: null,
  maxGames: null,
  maxTravelHome: null,
  maxTravelLast: null,
  noPlayTeamId: 'owls',
  createdAt: at,
};
const slot: TimeslotRow = {
  ...inSeason,
  id: 'slot',
  venueId: 'park',
  surfaceId: 'field',
  start: new Date('2026-04-04T14:00:00Z'),
  finish: new Date('2026-04-04T15:30:00Z'),
  isGame: true,
  isPractice: false,
  isReserved: false,
};

/** A season holding one record of every kind, each referring to the others by id. */
function snapshot(): SeasonSnapshotRows {
  return {
    season,
    divisions: [division('u10', 0), division('u12', 1), division('cup', 2, ['u10', 'u12'])],
    teams: [team('hawks', 'u10', 0), team('owls', 'u12', 0)],
    people: [
      {
        ...inSeason,
        id: 'pat',
        first: 'Pat',
        last: 'Lee',
        seId: null,
        isCoach: true,
        isPlayer: false,
        isStaff: false,
        isUmpire: false,
        phonePrimary: null,
        phoneSecondary: null,
        emailPrimary: 'pat@example.com',
        emailSecondary: null,
      },
    ],
    teamPeople: [{ id: 'pat-coach', teamId: 'hawks', personId: 'pat', role: 'coach' }],
    venues: [venue],
    surfaces: [surface],
    venueDistances: [{ fromVenueId: 'park', toVenueId: 'park', miles: 0, kilometers: 0 }],
    homeVenues: [{ id: 'hawks-home', teamId: 'hawks', venueId: 'park' }],
    timeConstraints: [noPlay],
    travelConstraints: [
      {
        id: 'owls-travel',
        organizationId: 'org',
        teamId: 'owls',
        maxDistanceWeekdayHome: 12,
        maxDistanceWeekendHome: 0,
        maxDistanceWeekdayLast: 0,
        maxDistanceWeekendLast: 0,
        maxTimeWeekdayHome: 0,
        maxTimeWeekendHome: 0,
        maxTimeWeekdayLast: 0,
        maxTimeWeekendLast: 0,
      },
    ],
    timeslots: [slot],
    timeslotDivisions: [{ timeslotId: 'slot', divisionId: 'u10' }],
    placedGames: [],
    schedules: [],
    games: [],
    scoringSystems: [
      {
        id: 'scoring',
        organizationId: 'org',
        seasonId: 'season',
        winPoints: 2,
        lossPoints: 0,
        tiePoints: 1,
        overtimeWinPoints: 2,
        overtimeLossPoints: 1,
        tiebreakers: ['points', 'head_to_head'],
        forfeitWinnerScore: 2,
        forfeitLoserScore: 0,
        forfeitCountsInHeadToHead: false,
        createdAt: at,
        updatedAt: at,
      },
    ],
    conferences: [{ ...inSeason, id: 'north', name: 'North' }],
    conferenceTeams: [
      { organizationId: 'org', conferenceId: 'north', teamId: 'owls', position: 0 },
      { organizationId: 'org', conferenceId: 'north', teamId: 'hawks', position: 1 },
    ],
    adjustments: [{ ...inSeason, id: 'deduction', teamId: 'owls', points: -3, reason: 'Breach' }],
  };
}

const OLD_IDS = [
  'season',
  'u10',
  'u12',
  'cup',
  'hawks',
  'owls',
  'pat',
  'pat-coach',
  'park',
  'field',
  'hawks-home',
  'no-play',
  'owls-travel',
  'slot',
  'scoring',
  'north',
  'deduction',
];

describe('renumberSeasonSnapshot', () => {
  it('gives every record a new id and points every reference at the new ids', () => {
    let n = 0;
    const source = snapshot();
    const copy = renumberSeasonSnapshot(source, () => `new-${++n}`);
    expect(n).toBe(OLD_IDS.length);
    const values = JSON.stringify(copy);
    for (const id of OLD_IDS) expect(values).not.toContain(`:"${id}"`);

    const [u10, u12, cup] = copy.divisions;
    const [hawks, owls] = copy.teams;
    const [park] = copy.venues;
    const [field] = copy.surfaces;
    const [pat] = copy.people;
    const seasonId = copy.season.id;
    expect([u10, u12, cup, hawks, owls, park, field, pat].map((r) => r?.seasonId)).toEqual(
      Array(8).fill(seasonId),
    );
    expect([cup?.acrossFirstId, cup?.acrossSecondId]).toEqual([u10?.id, u12?.id]);
    expect(u10?.acrossFirstId).toBeNull();
    expect([hawks?.divisionId, owls?.divisionId]).toEqual([u10?.id, u12?.id]);
    expect(copy.teamPeople).toEqual([
      { id: expect.any(String), teamId: hawks?.id, personId: pat?.id, role: 'coach' },
    ]);
    expect(field?.venueId).toBe(park?.id);
    expect(copy.venueDistances).toEqual([
      { fromVenueId: park?.id, toVenueId: park?.id, miles: 0, kilometers: 0 },
    ]);
    expect(copy.homeVenues).toEqual([{ id: expect.any(String), teamId: hawks?.id, venueId: park?.id }]);
    expect(copy.timeConstraints[0]).toMatchObject({ teamId: hawks?.id, noPlayTeamId: owls?.id, type: 6 });
    expect(copy.travelConstraints[0]).toMatchObject({ teamId: owls?.id, maxDistanceWeekdayHome: 12 });
    expect(copy.timeslots[0]).toMatchObject({
      seasonId,
      venueId: park?.id,
      surfaceId: field?.id,
      start: slot.start,
    });
    expect(copy.timeslotDivisions).toEqual([{ timeslotId: copy.timeslots[0]?.id, divisionId: u10?.id }]);
    expect(copy.scoringSystems[0]).toMatchObject({
      seasonId,
      winPoints: 2,
      tiebreakers: ['points', 'head_to_head'],
    });
    const [north] = copy.conferences;
    expect(north).toMatchObject({ seasonId, name: 'North' });
    expect(copy.conferenceTeams).toEqual([
      { organizationId: 'org', conferenceId: north?.id, teamId: owls?.id, position: 0 },
      { organizationId: 'org', conferenceId: north?.id, teamId: hawks?.id, position: 1 },
    ]);
    expect(copy.adjustments[0]).toMatchObject({ seasonId, teamId: owls?.id, points: -3, reason: 'Breach' });
  });

  it('keeps every other value and the order of the rows, and leaves the source alone', () => {
    const source = snapshot();
    const copy = renumberSeasonSnapshot(source);
    expect(source).toEqual(snapshot());
    expect(copy.divisions.map((d) => [d.name, d.position, d.isAcross])).toEqual([
      ['U10', 0, false],
      ['U12', 1, false],
      ['CUP', 2, true],
    ]);
    expect(copy.surfaces[0]).toMatchObject({ name: 'Field 1', position: 3, priority: 0 });
    expect(copy.season).toMatchObject({ name: 'Spring', timezone: 'America/Chicago', leagueId: 'league' });
    expect(new Set(copy.divisions.map((d) => d.id)).size).toBe(3);
  });

  it('refuses a reference outside the season and placed games', () => {
    const stray = { ...snapshot(), teams: [team('hawks', 'other-season-division', 0)] };
    expect(() => renumberSeasonSnapshot(stray)).toThrow(RangeError);
    const game = { id: 'game', scheduleId: 'schedule' } as GameRow;
    expect(() => renumberSeasonSnapshot({ ...snapshot(), placedGames: [game] })).toThrow(RangeError);
  });
});
