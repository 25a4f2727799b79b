import type {
  Division,
  DivisionCreateInput,
  LeagueSeasonIds,
  Person,
  PersonCreateInput,
  Team,
  Venue,
  VenueCreateRowInput,
} from '@app/contracts';
import type { TestClient } from './test-client.ts';

/** Throws with the answer's text unless the status is the expected one, so a broken setup fails loudly. */
function expectStatus<T>(res: { status: number; body: T; text: string }, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
}

/** A league with its first season through POST /api/leagues (they become current). */
export async function buildLeague(
  client: TestClient,
  names: { name?: string; seasonName?: string } = {},
): Promise<LeagueSeasonIds> {
  const res = await client.post<LeagueSeasonIds>('/api/leagues', {
    name: names.name ?? 'Riverside League',
    seasonName: names.seasonName ?? 'Spring 2026',
  });
  return expectStatus(res, 201, 'buildLeague');
}

/** A division of a season through POST /api/divisions. */
export async function buildDivision(
  client: TestClient,
  input: Omit<DivisionCreateInput, 'name'> & { name?: string },
): Promise<Division> {
  const res = await client.post<Division>('/api/divisions', { name: 'Under 10', ...input });
  return expectStatus(res, 201, 'buildDivision');
}

/** Teams of one division through POST /api/teams, in the order named. */
export async function buildTeams(client: TestClient, divisionId: string, names: string[]): Promise<Team[]> {
  const res = await client.post<{ teams: Team[] }>('/api/teams', {
    teams: names.map((name) => ({ name, division_id: divisionId })),
  });
  return expectStatus(res, 201, 'buildTeams').teams;
}

/** A person of a season through POST /api/people. */
export async function buildPerson(
  client: TestClient,
  input: Omit<PersonCreateInput, 'first' | 'last'> & { first?: string; last?: string },
): Promise<Person> {
  const res = await client.post<Person>('/api/people', { first: 'Sam', last: 'Rivera', ...input });
  return expectStatus(res, 201, 'buildPerson');
}

/** Venues of a season through POST /api/venues; each row defaults to one surface, "Field 1". */
export async function buildVenues(
  client: TestClient,
  seasonId: string,
  rows: Partial<VenueCreateRowInput>[],
): Promise<Venue[]> {
  const res = await client.post<{ venues: Venue[] }>('/api/venues', {
    season_id: seasonId,
    venues: rows.map((row, i) => ({ name: `Park ${i + 1}`, surfaces: [{ name: 'Field 1' }], ...row })),
  });
  return expectStatus(res, 201, 'buildVenues').venues;
}
