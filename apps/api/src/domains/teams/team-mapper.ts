import type { TeamRecord } from '@app/contracts';
import type {
  TeamPersonRow,
  TeamRow,
  TimeConstraintRow,
  TravelConstraintRow,
  teams,
  VenueTeamRow,
} from '@app/db';
import type * as Engine from '@app/engine';
import { toEngineConstraint } from './time-constraint-mapper.ts';
import { toEngineTravel } from './travel-constraint-mapper.ts';

type TeamColumns = Pick<
  typeof teams.$inferInsert,
  'divisionId' | 'name' | 'shortcode' | 'longcode' | 'seId' | 'seMappingCode' | 'color'
>;

/**
 * The columns a team's form or a snapshot record sets (docs/teams.md): its division and its names, and its
 * colour when given (the team form has none, so an edit keeps the colour the setup wizard gave).
 */
export function teamColumns(
  fields: Omit<TeamRecord, 'id' | 'color'> & { color?: string | null },
): TeamColumns {
  return {
    ...(fields.color === undefined ? {} : { color: fields.color }),
    divisionId: fields.division_id,
    name: fields.name,
    shortcode: fields.shortcode,
    longcode: fields.longcode,
    seId: fields.se_id,
    seMappingCode: fields.se_mapping_code,
  };
}

/** A stored team as the league snapshot holds it; the team page adds its division, people and constraints. */
export function teamRecord(row: TeamRow): TeamRecord {
  return {
    id: row.id,
    division_id: row.divisionId,
    name: row.name,
    shortcode: row.shortcode,
    longcode: row.longcode,
    se_id: row.seId,
    se_mapping_code: row.seMappingCode,
    color: row.color,
  };
}

/** What the engine's team carries besides its own row, each list in its stored order. */
export interface EngineTeamParts {
  homeVenues: readonly Pick<VenueTeamRow, 'venueId'>[];
  teamPeople: readonly Pick<TeamPersonRow, 'personId'>[];
  timeConstraints: readonly TimeConstraintRow[];
  travelConstraint: TravelConstraintRow | undefined;
}

/** The engine's team: home venues, each linked person once, and its constraints. */
export function toEngineTeam(row: TeamRow, parts: EngineTeamParts): Engine.Team {
  return {
    id: row.id as Engine.TeamId,
    name: row.name,
    division_id: row.divisionId as Engine.DivisionId,
    home_venue_ids: parts.homeVenues.map((h) => h.venueId as Engine.VenueId),
    person_ids: [...new Set(parts.teamPeople.map((l) => l.personId))].map((id) => id as Engine.PersonId),
    time_constraints: parts.timeConstraints.map(toEngineConstraint),
    travel_constraint: parts.travelConstraint ? toEngineTravel(parts.travelConstraint) : null,
  };
}
