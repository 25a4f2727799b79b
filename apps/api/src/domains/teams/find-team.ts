import { type Database, type TeamRow, type Transaction, teams } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { loadOneTeamDetails, type TeamDetails } from './load-team-details.ts';

/** A team row of the organisation; 404 when missing or another organisation's. */
export async function findTeam(
  db: Database | Transaction,
  params: { organizationId: string; teamId: string },
): Promise<TeamRow> {
  const [team] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.id, params.teamId), eq(teams.organizationId, params.organizationId)))
    .limit(1);
  if (!team) throw notFound();
  return team;
}

/** A team page's details; 404 when missing or another organisation's. */
export async function requireTeamDetails(
  db: Database | Transaction,
  params: { organizationId: string; teamId: string },
): Promise<TeamDetails> {
  const details = await loadOneTeamDetails(db, params);
  if (!details) throw notFound();
  return details;
}
