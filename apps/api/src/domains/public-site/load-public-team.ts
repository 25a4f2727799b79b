import type { PublicRosterEntry, PublicTeam, RosterNames } from '@app/contracts';
import { type Database, divisions, people, teamPeople, teams } from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { findPublishedSeason, requireSection } from './find-published-season.ts';
import { readPublicGames } from './public-game-mapper.ts';
import { rosterName } from './roster-name.ts';

const ROLE_ORDER = ['player', 'coach', 'staff'] as const;
type RosterRole = (typeof ROLE_ORDER)[number];
const asRole = (role: string): RosterRole => ROLE_ORDER.find((r) => r === role) ?? 'player';

/**
 * A team's public roster: one line per person with their roles on the team, players first, then by name.
 * Only the first and last name are read from `people`, so no contact detail can reach the answer
 * (docs/public-site.md#privacy).
 */
async function readRoster(db: Database, teamId: string, mode: RosterNames): Promise<PublicRosterEntry[]> {
  const rows = await db
    .select({ personId: people.id, first: people.first, last: people.last, role: teamPeople.role })
    .from(teamPeople)
    .innerJoin(people, eq(people.id, teamPeople.personId))
    .where(eq(teamPeople.teamId, teamId))
    .orderBy(asc(people.first), asc(people.last), asc(people.id));
  const byPerson = new Map<string, { name: string; roles: Set<RosterRole> }>();
  for (const row of rows) {
    const entry = byPerson.get(row.personId) ?? { name: rosterName(row, mode), roles: new Set<RosterRole>() };
    entry.roles.add(asRole(row.role));
    byPerson.set(row.personId, entry);
  }
  const rank = (entry: { roles: Set<RosterRole> }) =>
    Math.min(...[...entry.roles].map((r) => ROLE_ORDER.indexOf(r)));
  return [...byPerson.values()]
    .sort((a, b) => rank(a) - rank(b))
    .map((entry) => ({ name: entry.name, roles: ROLE_ORDER.filter((r) => entry.roles.has(r)) }));
}

/**
 * `GET /api/public_teams/{team_id}`: a team page (docs/public-site.md#team-pages): the team, its placed
 * games newest first, and its roster when the site shows rosters (null otherwise). 404 for a team of a
 * season no published page shows, or when the site has no team pages.
 */
export async function loadPublicTeam(db: Database, teamId: string): Promise<PublicTeam> {
  const [team] = await db
    .select({
      id: teams.id,
      name: teams.name,
      seasonId: teams.seasonId,
      division_id: teams.divisionId,
      division: divisions.name,
    })
    .from(teams)
    .innerJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(eq(teams.id, teamId));
  if (!team) throw notFound();
  const published = await findPublishedSeason(db, team.seasonId);
  requireSection(published, 'teams');
  const { sections } = published;
  const [games, roster] = await Promise.all([
    sections.schedules || sections.scores
      ? readPublicGames(db, {
          seasonId: team.seasonId,
          teamId,
          newestFirst: true,
          showScores: sections.scores,
        })
      : Promise.resolve([]),
    sections.rosters ? readRoster(db, teamId, published.rosterNames) : Promise.resolve(null),
  ]);
  return {
    season: published.season,
    team: { id: team.id, name: team.name, division_id: team.division_id, division: team.division },
    roster,
    games,
  };
}
