import type { TeamRole } from '@app/contracts';
import { type Database, type PersonRow, people, teamPeople } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { unprocessable } from '../../http/http-error.ts';
import { findTeam, requireTeamDetails } from './find-team.ts';
import type { TeamDetails } from './load-team-details.ts';

const ELIGIBLE: Record<TeamRole, (person: PersonRow) => boolean> = {
  coach: (p) => p.isCoach,
  staff: (p) => p.isStaff,
  player: (p) => p.isPlayer,
};

/**
 * Gives a person of the team's season a role on the team. Only people flagged for the role are eligible
 * (a coach must be flagged coach, and so on): 422 naming person_id otherwise, as for a person of another
 * season. Adding an existing (team, person, role) again changes nothing.
 */
export async function addTeamPerson(params: {
  db: Database;
  organizationId: string;
  teamId: string;
  personId: string;
  role: TeamRole;
}): Promise<TeamDetails> {
  return params.db.transaction(async (tx) => {
    const team = await findTeam(tx, params);
    const [person] = await tx
      .select()
      .from(people)
      .where(
        and(
          eq(people.id, params.personId),
          eq(people.seasonId, team.seasonId),
          eq(people.organizationId, params.organizationId),
        ),
      )
      .limit(1);
    if (!person) throw unprocessable('person_id', 'is not a person of this season');
    if (!ELIGIBLE[params.role](person)) {
      throw unprocessable(
        'person_id',
        `is not marked as ${params.role === 'staff' ? 'staff' : `a ${params.role}`}`,
      );
    }
    await tx
      .insert(teamPeople)
      .values({ teamId: team.id, personId: person.id, role: params.role })
      .onConflictDoNothing();
    return requireTeamDetails(tx, params);
  });
}
