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
import type { LeagueSnapshot, SeasonSnapshot } from './league-snapshot.ts';

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

  return {
    name: season.name,
    divisions: documentDivisions,
    teams: documentTeams,
    people: documentPeople,
    venues: documentVenues,
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
    league: { name: snapshot.league.name },
    seasons: sortBy(seasons, (s) => text([s.name, s])),
  };
}

function seasonSnapshot(season: DocumentSeason, newId: () => string): SeasonSnapshot {
  const ids = (items: readonly { key: string }[]) => new Map(items.map((item) => [item.key, newId()]));
  const divisionIds = ids(season.divisions);
  const teamIds = ids(season.teams);
  const personIds = ids(season.people);
  const venueIds = ids(season.venues);
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
      v.surfaces.map(({ key: _k, ...rest }) => ({ id: newId(), venue_id: id(venueIds, v.key), ...rest })),
    ),
    home_venues: [],
    time_constraints: [],
    travel_constraints: [],
  };
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
  return snapshot;
}

/**
 * The rows to insert for an import into a new league, with fresh ids from `newId` (one call per record),
 * in document order. The document must have passed LeagueDocumentSchema, which guarantees every key
 * resolves; toLeagueDocument of the result equals the document's canonical export.
 */
export function fromLeagueDocument(doc: LeagueDocument, newId: () => string): LeagueSnapshot {
  return {
    league: { id: newId(), name: doc.league.name },
    seasons: doc.seasons.map((season) => seasonSnapshot(season, newId)),
  };
}
