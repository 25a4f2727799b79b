import { TRAVEL_LIMIT_KEYS, type TravelConstraintValues } from '@app/contracts';
import { type Database, teams, travelConstraints, venues, venueTeams } from '@app/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';
import { travelLimitColumns, travelLimitsFromExcluded } from './travel-constraint-mapper.ts';

/**
 * Sets a team's travel limits (a team has at most one row), and with applyAll the same limits on every
 * other team of its division, in one transaction. A 0 limit is off; all 0 removes the row. Limits need
 * something to measure from: the team must have a home venue with a valid address (coordinates), else 422
 * naming home_venues; with applyAll, other teams without one are left unchanged.
 */
export async function setTravelConstraint(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  constraint: TravelConstraintValues;
  applyAll: boolean;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    const targetIds = params.applyAll
      ? (
          await tx
            .select({ id: teams.id })
            .from(teams)
            .where(
              and(eq(teams.divisionId, team.divisionId), eq(teams.organizationId, params.organizationId)),
            )
        ).map((t) => t.id)
      : [team.id];
    const isRemoval = TRAVEL_LIMIT_KEYS.every((key) => params.constraint[key] === 0);
    if (isRemoval) {
      await tx.delete(travelConstraints).where(inArray(travelConstraints.teamId, targetIds));
      return requireTeamDetails(tx, params);
    }
    const located = await tx
      .selectDistinct({ teamId: venueTeams.teamId })
      .from(venueTeams)
      .innerJoin(venues, eq(venues.id, venueTeams.venueId))
      .where(
        and(inArray(venueTeams.teamId, targetIds), isNotNull(venues.latitude), isNotNull(venues.longitude)),
      );
    const locatedIds = new Set(located.map((l) => l.teamId));
    if (!locatedIds.has(team.id)) {
      throw unprocessable('home_venues', 'need a home venue with a valid address for travel constraints');
    }
    const values = targetIds
      .filter((id) => locatedIds.has(id))
      .map((teamId) => ({
        organizationId: params.organizationId,
        teamId,
        ...travelLimitColumns(params.constraint),
      }));
    await tx.insert(travelConstraints).values(values).onConflictDoUpdate({
      target: travelConstraints.teamId,
      set: travelLimitsFromExcluded(),
    });
    return requireTeamDetails(tx, params);
  });
}
