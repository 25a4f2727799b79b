import {
  type DocumentDivision,
  type DocumentPerson,
  type DocumentSeason,
  type DocumentTeam,
  type DocumentVenue,
  LEAGUE_DOCUMENT_FORMAT,
  LEAGUE_DOCUMENT_VERSION,
  type LeagueDocument,
} from './league-document.ts';
import type {
  DocumentAdjustment,
  DocumentConference,
  DocumentGame,
  DocumentSchedule,
  DocumentTimeslot,
} from './league-document-play.ts';
import type { GameSourceRecord, LeagueSnapshot, SeasonSnapshot } from './league-snapshot.ts';

/** Sorts by a text key with a plain code-unit comparison: the same order on every machine and locale. */
function sortBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((entry) => entry.item);
}

const text = (value: unknown): string => JSON.stringify(value);

function keysFor<T extends { id: string }>(items: readonly T[], prefix: string): Map<string, string> {
  return new Map(items.map((item, i) => [item.id, `${prefix}${i + 1}`]));
}

function lookup(map: Map<string, string>, id: string, what: string): string {
  const key = map.get(id);
  if (key === undefined) throw new RangeError(`${what} ${id} is not in this season`);
  return key;
}

function seasonDocument(season: SeasonSnapshot): DocumentSeason {
  const divisionName = new Map(season.divisions.map((d) => [d.id, d.name]));
  const divisions = sortBy(season.divisions, (d) => {
    const { id: _id, across_divisions, ...rest } = d;
    return text([d.is_across, d.name, rest, across_divisions.map((a) => divisionName.get(a) ?? '').sort()]);
  });
  const divisionKeys = keysFor(divisions, 'd');

  const people = sortBy(season.people, ({ id: _id, ...rest }) => text([rest.last, rest.first, rest]));
  const personKeys = keysFor(people, 'p');

  const surfacesOf = (venueId: string) =>
    sortBy(
      season.surfaces.filter((s) => s.venue_id === venueId),
      ({ id: _id, venue_id: _venue, ...rest }) => text([rest.name, rest]),
    );
  const venues = sortBy(season.venues, ({ id, ...rest }) =>
    text([rest.name, rest, surfacesOf(id).map(({ id: _id, venue_id: _v, ...s }) => s)]),
  );
  const venueKeys = keysFor(venues, 'v');
  let surfaceCount = 0;
  const documentVenues: DocumentVenue[] = venues.map(({ id, ...rest }) => ({
    key: lookup(venueKeys, id, 'venue'),
    ...rest,
    surfaces: surfacesOf(id).map(({ id: _id, venue_id: _v, ...s }) => {
      surfaceCount += 1;
      return { key: `s${surfaceCount}`, ...s };
    }),
  }));

  const teamName = new Map(season.teams.map((t) => [t.id, t.name]));
  const teamParts = (teamId: string) => ({
    home_venues: season.home_venues
      .filter((h) => h.team_id === teamId)
      .map((h) => lookup(venueKeys, h.venue_id, 'venue'))
      .sort(),
    people: sortBy(
      season.team_people
        .filter((tp) => tp.team_id === teamId)
        .map((tp) => ({ person: lookup(personKeys, tp.person_id, 'person'), role: tp.role })),
      text,
    ),
    constraints: season.time_constraints.filter((c) => c.team_id === teamId),
    travel: season.travel_constraints.find((c) => c.team_id === teamId) ?? null,
  });
  const teams = sortBy(season.teams, (t) => {
    const parts = teamParts(t.id);
    const { id: _id, division_id, ...rest } = t;
    const constraints = parts.constraints.map(({ id: _c, team_id: _t, ...c }) => ({
      ...c,
      no_play_team: c.no_play_team === null ? null : (teamName.get(c.no_play_team) ?? ''),
    }));
    return text([
      t.name,
      lookup(divisionKeys, division_id, 'division'),
      rest,
      parts.home_venues,
      parts.people,
      constraints.map(text).sort(),
      parts.travel && { ...parts.travel, id: null, team_id: null },
    ]);
  });
  const teamKeys = keysFor(teams, 't');

  const documentTeams: DocumentTeam[] = teams.map((t) => {
    const parts = teamParts(t.id);
    const { id, division_id, ...rest } = t;
    const travel =
      parts.travel === null ? null : (({ id: _i, team_id: _t, ...limits }) => limits)(parts.travel);
    return {
      key: lookup(teamKeys, id, 'team'),
      division: lookup(divisionKeys, division_id, 'division'),
      ...rest,
      home_venues: parts.home_venues,
      people: parts.people,
      time_constraints: sortBy(
        parts.constraints.map(({ id: _c, team_id: _t, ...c }) => ({
          ...c,
          no_play_team: c.no_play_team === null ? null : lookup(teamKeys, c.no_play_team, 'team'),
        })),
        text,
      ),
      travel_constraint: travel,
    };
  });

  const documentDivisions: DocumentDivision[] = divisions.map(({ id, across_divisions, ...rest }) => ({
    key: lookup(divisionKeys, id, 'division'),
    ...rest,
    across_divisions: across_divisions.map((a) => lookup(divisionKeys, a, 'division')).sort(),
  }));
  const documentPeople: DocumentPerson[] = people.map(({ id, ...rest }) => ({
    key: lookup(personKeys, id, 'person'),
    ...rest,
  }));

  const surfaceKeys = new Map<string, string>();
  venues.forEach((v, i) => {
    const documentVenue = documentVenues[i];
    surfacesOf(v.id).forEach((s, j) => {
      const key = documentVenue?.surfaces[j]?.key;
      if (key !== undefined) surfaceKeys.set(s.id, key);
    });
  });
  const play = playDocument(season, {
    division: (id) => lookup(divisionKeys, id, 'division'),
    team: (id) => lookup(teamKeys, id, 'team'),
    venue: (id) => lookup(venueKeys, id, 'venue'),
    surface: (id) => lookup(surfaceKeys, id, 'surface'),
    teamKeys,
  });

  return {
    name: season.name,
    ...(season.timezone === undefined ? {} : { timezone: season.timezone }),
    divisions: documentDivisions,
    teams: documentTeams,
    people: documentPeople,
    venues: documentVenues,
    ...play,
    ...standingsDocument(season, (id) => lookup(teamKeys, id, 'team')),
  };
}

/**
 * The season's scoring system (when it stores one), conferences and adjustments (docs/standings.md), ordered
 * by content like every other record: conferences by name then teams, adjustments by team, points, reason.
 */
function standingsDocument(
  season: SeasonSnapshot,
  team: (id: string) => string,
): Pick<DocumentSeason, 'scoring_system' | 'conferences' | 'adjustments'> {
  const conferences: DocumentConference[] = sortBy(
    (season.conferences ?? []).map((c) => ({ name: c.name, teams: c.team_ids.map(team) })),
    (c) => text([c.name, c.teams]),
  );
  const adjustments: DocumentAdjustment[] = sortBy(
    (season.adjustments ?? []).map((a) => ({ team: team(a.team_id), points: a.points, reason: a.reason })),
    (a) => text([a.team, a.points, a.reason]),
  );
  return {
    ...(season.scoring_system === undefined
      ? {}
      : {
          scoring_system: { ...season.scoring_system, tiebreakers: [...season.scoring_system.tiebreakers] },
        }),
    conferences,
    adjustments,
  };
}

interface KeyOf {
  division: (id: string) => string;
  team: (id: string) => string;
  venue: (id: string) => string;
  surface: (id: string) => string;
  teamKeys: Map<string, string>;
}

/** The config as a document holds it: seeding by team key (a team no longer in the season is left out). */
function seedingByKey(
  config: Record<string, unknown>,
  teamKeys: Map<string, string>,
): Record<string, unknown> {
  const { seeding } = config;
  if (!Array.isArray(seeding)) return config;
  return { ...config, seeding: seeding.flatMap((id) => teamKeys.get(String(id)) ?? []) };
}

/**
 * The season's distances, timeslots and schedules with their games, keyed by content as the structure is:
 * timeslots by start then place, schedules by name and settings, games by schedule then position.
 */
function playDocument(
  season: SeasonSnapshot,
  key: KeyOf,
): Pick<DocumentSeason, 'distances' | 'timeslots' | 'schedules'> {
  const distances = season.distances
    ?.map((d) => ({
      from: key.venue(d.from_venue_id),
      to: key.venue(d.to_venue_id),
      miles: d.miles,
      kilometers: d.kilometers,
    }))
    .sort((a, b) =>
      a.from === b.from ? (a.to < b.to ? -1 : a.to > b.to ? 1 : 0) : a.from < b.from ? -1 : 1,
    );

  const slotParts = season.timeslots.map(({ id, venue_id, surface_id, division_ids, ...rest }) => ({
    id,
    venue: key.venue(venue_id),
    surface: key.surface(surface_id),
    start: new Date(rest.start).toISOString(),
    finish: new Date(rest.finish).toISOString(),
    is_game: rest.is_game,
    is_practice: rest.is_practice,
    is_reserved: rest.is_reserved,
    divisions: division_ids.map(key.division).sort(),
  }));
  const slots = sortBy(slotParts, ({ id: _id, ...rest }) =>
    text([rest.start, rest.venue, rest.surface, rest]),
  );
  const slotKeys = keysFor(slots, 'ts');
  const documentSlots: DocumentTimeslot[] = slots.map(({ id, ...rest }) => ({
    key: lookup(slotKeys, id, 'timeslot'),
    ...rest,
  }));

  const scheduleParts = season.schedules.map(({ id, division_id, config, ...rest }) => ({
    id,
    ...rest,
    division: division_id === null ? null : key.division(division_id),
    config: seedingByKey(config, key.teamKeys),
  }));
  const schedules = sortBy(scheduleParts, ({ id: _id, ...rest }) => text([rest.name, rest]));
  const scheduleKeys = keysFor(schedules, 'sc');
  const gameOrder = sortBy(season.games, (g) =>
    text([
      lookup(scheduleKeys, g.schedule_id, 'schedule'),
      String(g.position).padStart(10, '0'),
      g.round,
      g.home_id === null ? null : key.team(g.home_id),
      g.visitor_id === null ? null : key.team(g.visitor_id),
    ]),
  );
  const gameKeys = keysFor(gameOrder, 'g');
  const source = (from: GameSourceRecord | null) =>
    from === null ? null : { game: lookup(gameKeys, from.game_id, 'game'), take: from.take };
  const documentGames = new Map<string, DocumentGame[]>();
  for (const g of gameOrder) {
    const list = documentGames.get(g.schedule_id) ?? [];
    list.push({
      key: lookup(gameKeys, g.id, 'game'),
      division: key.division(g.division_id),
      home: g.home_id === null ? null : key.team(g.home_id),
      visitor: g.visitor_id === null ? null : key.team(g.visitor_id),
      timeslot: g.timeslot_id === null ? null : lookup(slotKeys, g.timeslot_id, 'timeslot'),
      round: g.round,
      bracket: g.bracket,
      home_from: source(g.home_from),
      visitor_from: source(g.visitor_from),
      is_practice: g.is_practice,
      home_score: g.home_score,
      visitor_score: g.visitor_score,
      overtime: g.overtime,
      forfeit: g.forfeit ?? null,
      counts_in_standings: g.counts_in_standings ?? true,
      unscheduled_reason: g.unscheduled_reason,
      unscheduled_reason_detail: g.unscheduled_reason_detail ?? null,
      position: g.position,
    });
    documentGames.set(g.schedule_id, list);
  }
  const documentSchedules: DocumentSchedule[] = schedules.map(({ id, ...rest }) => ({
    key: lookup(scheduleKeys, id, 'schedule'),
    ...rest,
    games: documentGames.get(id) ?? [],
  }));
  return {
    ...(distances === undefined ? {} : { distances }),
    timeslots: documentSlots,
    schedules: documentSchedules,
  };
}

/**
 * The export document of a league. Deterministic: records are ordered by their content (not by id or by
 * the order the rows arrive in) and keyed by that order, so two leagues with the same content export to
 * equal documents. Throws a RangeError when a record refers to an id outside its season.
 */
export function toLeagueDocument(snapshot: LeagueSnapshot): LeagueDocument {
  const seasons = snapshot.seasons.map(seasonDocument);
  return {
    format: LEAGUE_DOCUMENT_FORMAT,
    version: LEAGUE_DOCUMENT_VERSION,
    league: {
      name: snapshot.league.name,
      ...(snapshot.league.language ? { language: snapshot.league.language } : {}),
    },
    seasons: sortBy(seasons, (s) => text([s.name, s])),
  };
}

function seasonSnapshot(season: DocumentSeason, newId: () => string): SeasonSnapshot {
  const ids = (items: readonly { key: string }[]) => new Map(items.map((item) => [item.key, newId()]));
  const divisionIds = ids(season.divisions);
  const teamIds = ids(season.teams);
  const personIds = ids(season.people);
  const venueIds = ids(season.venues);
  const surfaceIds = ids(season.venues.flatMap((v) => v.surfaces));
  const id = (map: Map<string, string>, key: string) => lookup(map, key, 'key');

  const snapshot: SeasonSnapshot = {
    id: newId(),
    name: season.name,
    divisions: season.divisions.map(({ key, across_divisions, ...rest }) => ({
      id: id(divisionIds, key),
      ...rest,
      across_divisions: across_divisions.map((k) => id(divisionIds, k)),
    })),
    teams: [],
    people: season.people.map(({ key, ...rest }) => ({ id: id(personIds, key), ...rest })),
    team_people: [],
    venues: season.venues.map(({ key, surfaces: _s, ...rest }) => ({ id: id(venueIds, key), ...rest })),
    surfaces: season.venues.flatMap((v) =>
      v.surfaces.map(({ key, ...rest }) => ({
        id: id(surfaceIds, key),
        venue_id: id(venueIds, v.key),
        ...rest,
      })),
    ),
    home_venues: [],
    time_constraints: [],
    travel_constraints: [],
    timeslots: [],
    schedules: [],
    games: [],
  };
  if (season.timezone !== undefined) snapshot.timezone = season.timezone;
  for (const team of season.teams) {
    const { key, division, home_venues, people, time_constraints, travel_constraint, ...rest } = team;
    const teamId = id(teamIds, key);
    snapshot.teams.push({ id: teamId, division_id: id(divisionIds, division), ...rest });
    for (const p of people) {
      snapshot.team_people.push({
        id: newId(),
        team_id: teamId,
        person_id: id(personIds, p.person),
        role: p.role,
      });
    }
    for (const v of home_venues)
      snapshot.home_venues.push({ id: newId(), team_id: teamId, venue_id: id(venueIds, v) });
    for (const c of time_constraints) {
      snapshot.time_constraints.push({
        ...c,
        id: newId(),
        team_id: teamId,
        no_play_team: c.no_play_team === null ? null : id(teamIds, c.no_play_team),
      });
    }
    if (travel_constraint !== null) {
      snapshot.travel_constraints.push({ ...travel_constraint, id: newId(), team_id: teamId });
    }
  }
  if (season.scoring_system !== undefined) {
    snapshot.scoring_system = {
      ...season.scoring_system,
      tiebreakers: [...season.scoring_system.tiebreakers],
    };
  }
  snapshot.conferences = season.conferences.map((c) => ({
    id: newId(),
    name: c.name,
    team_ids: c.teams.map((k) => id(teamIds, k)),
  }));
  snapshot.adjustments = season.adjustments.map((a) => ({
    id: newId(),
    team_id: id(teamIds, a.team),
    points: a.points,
    reason: a.reason,
  }));
  addPlay(snapshot, season, newId, {
    division: (k) => id(divisionIds, k),
    team: (k) => id(teamIds, k),
    venue: (k) => id(venueIds, k),
    surface: (k) => id(surfaceIds, k),
  });
  return snapshot;
}

/** The distances, timeslots, schedules and games of a document season as records under new ids. */
function addPlay(
  snapshot: SeasonSnapshot,
  season: DocumentSeason,
  newId: () => string,
  idOf: {
    division: (key: string) => string;
    team: (key: string) => string;
    venue: (key: string) => string;
    surface: (key: string) => string;
  },
): void {
  if (season.distances !== undefined) {
    snapshot.distances = season.distances.map((d) => ({
      from_venue_id: idOf.venue(d.from),
      to_venue_id: idOf.venue(d.to),
      miles: d.miles,
      kilometers: d.kilometers,
    }));
  }
  const slotIds = new Map(season.timeslots.map((s) => [s.key, newId()]));
  const slotId = (key: string) => lookup(slotIds, key, 'timeslot');
  snapshot.timeslots = season.timeslots.map((s) => ({
    id: slotId(s.key),
    venue_id: idOf.venue(s.venue),
    surface_id: idOf.surface(s.surface),
    start: s.start,
    finish: s.finish,
    is_game: s.is_game,
    is_practice: s.is_practice,
    is_reserved: s.is_reserved,
    division_ids: s.divisions.map(idOf.division),
  }));
  const gameIds = new Map(season.schedules.flatMap((sc) => sc.games.map((g) => [g.key, newId()] as const)));
  const gameId = (key: string) => lookup(gameIds, key, 'game');
  const source = (from: DocumentGame['home_from']) =>
    from === null ? null : { game_id: gameId(from.game), take: from.take };
  for (const { key: _key, division, config, games, ...rest } of season.schedules) {
    const scheduleId = newId();
    const seeding = Array.isArray(config.seeding)
      ? { seeding: config.seeding.map((k) => idOf.team(String(k))) }
      : {};
    snapshot.schedules.push({
      id: scheduleId,
      ...rest,
      division_id: division === null ? null : idOf.division(division),
      config: { ...config, ...seeding },
    });
    for (const g of games) {
      snapshot.games.push({
        id: gameId(g.key),
        schedule_id: scheduleId,
        division_id: idOf.division(g.division),
        home_id: g.home === null ? null : idOf.team(g.home),
        visitor_id: g.visitor === null ? null : idOf.team(g.visitor),
        timeslot_id: g.timeslot === null ? null : slotId(g.timeslot),
        round: g.round,
        bracket: g.bracket,
        home_from: source(g.home_from),
        visitor_from: source(g.visitor_from),
        is_practice: g.is_practice,
        home_score: g.home_score,
        visitor_score: g.visitor_score,
        overtime: g.overtime,
        forfeit: g.forfeit,
        counts_in_standings: g.counts_in_standings,
        unscheduled_reason: g.unscheduled_reason,
        unscheduled_reason_detail: g.unscheduled_reason_detail ?? null,
        position: g.position,
      });
    }
  }
}

/**
 * The rows to insert for an import into a new league, with fresh ids from `newId` (one call per record),
 * in document order. The document must have passed LeagueDocumentSchema, which guarantees every key
 * resolves; toLeagueDocument of the result equals the document's canonical export.
 */
export function fromLeagueDocument(doc: LeagueDocument, newId: () => string): LeagueSnapshot {
  return {
    league: { id: newId(), name: doc.league.name, language: doc.league.language },
    seasons: doc.seasons.map((season) => seasonSnapshot(season, newId)),
  };
}
