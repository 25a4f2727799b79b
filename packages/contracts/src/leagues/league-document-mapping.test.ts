import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TimeConstraintInputSchema } from '../teams/time-constraints.ts';
import { TravelConstraintInputSchema } from '../teams/travel-constraints.ts';
import { VenueAddressInputSchema } from '../venues/venue-address.ts';
import { LeagueDocumentSchema } from './league-document.ts';
import { fromLeagueDocument, toLeagueDocument } from './league-document-mapping.ts';
import type { GameRecord, LeagueSnapshot, SeasonSnapshot } from './league-snapshot.ts';

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
      { id: 'tOwl', division_id: 'dB', name: 'Owls', ...codes, color: '#1E88E5' },
      { id: 'tHawk', division_id: 'dA', name: 'Hawks', ...codes, longcode: 'NSHAWKS', color: null },
      { id: 'tFox', division_id: 'dA', name: 'Foxes', ...codes, color: null },
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
    timezone: 'America/Chicago',
    distances: [
      { from_venue_id: 'vN', to_venue_id: 'vL', miles: 2.5, kilometers: 4.02 },
      { from_venue_id: 'vL', to_venue_id: 'vN', miles: 2.5, kilometers: 4.02 },
    ],
    timeslots: [
      slot('ts-late', 's1', '2026-05-02T15:00:00.000Z', ['dA']),
      slot('ts-early', 's2', '2026-05-02T14:00:00.000Z', []),
    ],
    schedules: [
      {
        id: 'sc1',
        division_id: 'dA',
        name: 'Cup',
        kind: 'single',
        is_practice: false,
        config: { schedule_start: '2026-05-01', schedule_end: '2026-05-31', seeding: ['tFox', 'tHawk'] },
        status: 'done',
        retry_mode: null,
        attempt: 1,
        best_scheduled: 2,
        scheduled: 2,
        remaining: 0,
        total: 2,
        success_rate: 100,
        log: 'placed 2 of 2',
        error: null,
      },
    ],
    games: [
      game('gFinal', 1, 'ts-late', { home_from: { game_id: 'gSemi', take: 'winner' } }),
      game('gSemi', 0, 'ts-early', {
        home_id: 'tHawk',
        visitor_id: 'tFox',
        home_score: 3,
        visitor_score: 1,
        forfeit: 'visitor',
        counts_in_standings: false,
      }),
    ],
    scoring_system: {
      win_points: 2,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 2,
      overtime_loss_points: 1,
      tiebreakers: ['points', 'head_to_head', 'score_difference'],
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: false,
    },
    conferences: [
      { id: 'cWest', name: 'West', team_ids: ['tFox'] },
      { id: 'cEast', name: 'East', team_ids: ['tHawk', 'tFox'] },
    ],
    adjustments: [
      { id: 'aLate', team_id: 'tHawk', points: -1, reason: 'Late registration' },
      { id: 'aAward', team_id: 'tFox', points: 3, reason: 'Forfeit award' },
    ],
  };
}

function slot(id: string, surface: string, start: string, divisions: string[]) {
  const finish = new Date(Date.parse(start) + 3_600_000).toISOString();
  return {
    id,
    venue_id: 'vN',
    surface_id: surface,
    start,
    finish,
    is_game: true,
    is_practice: false,
    is_reserved: false,
    division_ids: divisions,
  };
}

function game(id: string, position: number, timeslot: string, fields: Partial<GameRecord>): GameRecord {
  return {
    id,
    schedule_id: 'sc1',
    division_id: 'dA',
    home_id: null,
    visitor_id: null,
    timeslot_id: timeslot,
    round: position + 1,
    bracket: 'winners',
    home_from: null,
    visitor_from: null,
    is_practice: false,
    home_score: null,
    visitor_score: null,
    overtime: false,
    unscheduled_reason: null,
    position,
    ...fields,
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
      timeslots: [...x.timeslots].reverse(),
      games: [...x.games].reverse(),
      distances: [...(x.distances ?? [])].reverse(),
      conferences: [...(x.conferences ?? [])].reverse(),
      adjustments: [...(x.adjustments ?? [])].reverse(),
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

  it('keys timeslots, schedules and games, with seeding and bracket links by key', () => {
    const spring = toLeagueDocument(snapshot).seasons.find((s) => s.name === 'Spring 2026');
    expect(spring?.timezone).toBe('America/Chicago');
    expect(spring?.timeslots.map((s) => [s.key, s.surface, s.start, s.divisions])).toEqual([
      ['ts1', 's3', '2026-05-02T14:00:00.000Z', []],
      ['ts2', 's2', '2026-05-02T15:00:00.000Z', ['d1']],
    ]);
    const [cup] = spring?.schedules ?? [];
    const hawks = spring?.teams.find((t) => t.name === 'Hawks')?.key;
    const foxes = spring?.teams.find((t) => t.name === 'Foxes')?.key;
    expect(cup?.config.seeding).toEqual([foxes, hawks]);
    expect(cup?.games.map((g) => [g.key, g.timeslot, g.home, g.home_from, g.home_score])).toEqual([
      ['g1', 'ts1', hawks, null, 3],
      ['g2', 'ts2', null, { game: 'g1', take: 'winner' }, null],
    ]);
  });

  it('reads a version 1 document (no time zone, timeslots or schedules) as a season without them', () => {
    const doc = toLeagueDocument(snapshot);
    const v1 = {
      ...doc,
      version: 1,
      seasons: doc.seasons.map(
        ({ timezone: _z, timeslots: _t, schedules: _s, distances: _d, ...rest }) => rest,
      ),
    };
    const imported = fromLeagueDocument(LeagueDocumentSchema.parse(v1), randomUUID);
    expect(imported.seasons[0]?.timezone).toBeUndefined();
    expect(imported.seasons[0]?.distances).toBeUndefined();
    expect(imported.seasons[0]?.timeslots).toEqual([]);
    expect(imported.seasons[0]?.schedules).toEqual([]);
  });

  it('names a game whose timeslot, team or source is not in its season', () => {
    const doc = toLeagueDocument(snapshot);
    const [first] = doc.seasons;
    const cup = first?.schedules[0];
    const [semi, final] = cup?.games ?? [];
    if (!semi || !final) throw new Error('the cup has two games');
    semi.timeslot = 'ts9';
    final.home_from = { game: 'g7', take: 'winner' };
    const result = LeagueDocumentSchema.safeParse(doc);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['seasons.0.schedules.0.games.0.timeslot', 'is not a timeslot of this season'],
      ['seasons.0.schedules.0.games.1.home_from.game', 'is not another game of this season'],
    ]);
  });

  it('refuses two slots overlapping on a surface and two games in one slot', () => {
    const doc = toLeagueDocument(snapshot);
    const [first] = doc.seasons;
    const [early, late] = first?.timeslots ?? [];
    const [semi, final] = first?.schedules[0]?.games ?? [];
    if (!early || !late || !semi || !final) throw new Error('two slots, two games');
    late.surface = early.surface;
    late.start = '2026-05-02T14:30:00.000Z';
    final.timeslot = semi.timeslot;
    const result = LeagueDocumentSchema.safeParse(doc);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['seasons.0.timeslots.1.start', 'overlaps another timeslot on this surface'],
      ['seasons.0.schedules.0.games.1.timeslot', 'holds another game already'],
    ]);
  });

  it('keys conferences and adjustments by team and keeps scoring system and forfeits', () => {
    const spring = toLeagueDocument(snapshot).seasons.find((s) => s.name === 'Spring 2026');
    const key = (name: string) => spring?.teams.find((t) => t.name === name)?.key;
    expect(spring?.scoring_system?.tiebreakers).toEqual(['points', 'head_to_head', 'score_difference']);
    expect(spring?.scoring_system).toMatchObject({
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: false,
    });
    expect(spring?.conferences).toEqual([
      { name: 'East', teams: [key('Hawks'), key('Foxes')] },
      { name: 'West', teams: [key('Foxes')] },
    ]);
    expect(spring?.adjustments).toHaveLength(2);
    expect(spring?.adjustments).toEqual(
      expect.arrayContaining([
        { team: key('Hawks'), points: -1, reason: 'Late registration' },
        { team: key('Foxes'), points: 3, reason: 'Forfeit award' },
      ]),
    );
    const semi = spring?.schedules[0]?.games.find((g) => g.home_score === 3);
    expect(semi).toMatchObject({ forfeit: 'visitor', counts_in_standings: false });
  });

  it('reads a version 2 document written before standings: no scoring system, conferences or forfeits', () => {
    const doc = toLeagueDocument(snapshot);
    const older = {
      ...doc,
      seasons: doc.seasons.map(
        ({ scoring_system: _s, conferences: _c, adjustments: _a, schedules, ...rest }) => ({
          ...rest,
          schedules: schedules.map((sc) => ({
            ...sc,
            games: sc.games.map(({ forfeit: _f, counts_in_standings: _n, ...g }) => g),
          })),
        }),
      ),
    };
    const imported = fromLeagueDocument(LeagueDocumentSchema.parse(older), randomUUID);
    expect(imported.seasons[0]?.scoring_system).toBeUndefined();
    expect(imported.seasons[0]?.conferences).toEqual([]);
    expect(imported.seasons[0]?.adjustments).toEqual([]);
    expect(imported.seasons[0]?.games.map((g) => [g.forfeit, g.counts_in_standings])).toEqual([
      [null, true],
      [null, true],
    ]);
  });

  it('reads a scoring system written before the forfeit rules with their defaults (1–0, counted)', () => {
    const doc = toLeagueDocument(snapshot);
    const [first] = doc.seasons;
    if (!first?.scoring_system) throw new Error('a scoring system');
    const {
      forfeit_winner_score: _w,
      forfeit_loser_score: _l,
      forfeit_counts_in_head_to_head: _h,
      ...older
    } = first.scoring_system;
    const imported = fromLeagueDocument(
      LeagueDocumentSchema.parse({ ...doc, seasons: [{ ...first, scoring_system: older }] }),
      randomUUID,
    );
    expect(imported.seasons[0]?.scoring_system).toMatchObject({
      win_points: 2,
      forfeit_winner_score: 1,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: true,
    });
  });

  it('names a forfeit score whose loser outscores its winner', () => {
    const doc = toLeagueDocument(snapshot);
    const [first] = doc.seasons;
    if (!first?.scoring_system) throw new Error('a scoring system');
    first.scoring_system.forfeit_loser_score = 5;
    const result = LeagueDocumentSchema.safeParse(doc);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['seasons.0.scoring_system.forfeit_loser_score', 'must not be more than forfeit_winner_score'],
    ]);
  });

  it('names a conference or adjustment team that is not in its season', () => {
    const doc = toLeagueDocument(snapshot);
    const [first] = doc.seasons;
    if (!first?.conferences[0] || !first.adjustments[0]) throw new Error('a conference and an adjustment');
    first.conferences[0].teams.push('t99');
    first.adjustments[0].team = 't98';
    const result = LeagueDocumentSchema.safeParse(doc);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['seasons.0.conferences.0.teams.2', 'is not a team of this season'],
      ['seasons.0.adjustments.0.team', 'is not a team of this season'],
    ]);
  });

  it('refuses a snapshot whose records point outside their season', () => {
    const broken = season('Broken');
    broken.teams.push({ id: 'tLost', division_id: 'elsewhere', name: 'Lost', ...codes, color: null });
    expect(() => toLeagueDocument({ league: snapshot.league, seasons: [broken] })).toThrow(RangeError);
  });
});
