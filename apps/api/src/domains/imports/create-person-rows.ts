import { randomUUID } from 'node:crypto';
import type { PersonBulkRow } from '@app/contracts';
import { type Database, people, type Transaction, teamPeople, teams } from '@app/db';
import { eq } from 'drizzle-orm';
import { insertInBatches } from '../../lib/insert-in-batches.ts';
import { indexByName, matchName } from '../../lib/name-index.ts';
import { type RowIssue, throwRowIssues } from '../../lib/row-issues.ts';
import { personColumns } from '../people/person-mapper.ts';
import { findSeason } from '../seasons/find-season.ts';

/** Rows resolved between two pauses of a job. */
const PAUSE_ROWS = 5_000;

/**
 * Bulk-creates people in a season of the organisation (404 otherwise), in one transaction, each with its
 * team role when the row names a team (matched by name in the season, ignoring case; the contract has
 * already derived the role and set its flag). An unknown or ambiguous team is an issue for the row; any
 * issue, including the unparsable rows passed in, means 422 and nothing saved. Returns the count.
 */
export async function createPersonRows(params: {
  db: Database | Transaction;
  organizationId: string;
  seasonId: string;
  rows: readonly PersonBulkRow[];
  issues?: readonly RowIssue[];
  /** Awaited every PAUSE_ROWS rows and between insert statements: an import job yields there (docs/imports.md). */
  pause?: () => Promise<void>;
}): Promise<number> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, params);
    const needsTeams = params.rows.some((row) => row.team !== null);
    const teamIndex = indexByName(
      needsTeams
        ? await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.seasonId, season.id))
        : [],
    );
    const issues: RowIssue[] = [...(params.issues ?? [])];
    const personRows: (typeof people.$inferInsert)[] = [];
    const roleRows: (typeof teamPeople.$inferInsert)[] = [];
    for (const [index, row] of params.rows.entries()) {
      if (params.pause && index > 0 && index % PAUSE_ROWS === 0) await params.pause();
      const id = randomUUID();
      personRows.push({
        id,
        organizationId: season.organizationId,
        seasonId: season.id,
        ...personColumns({
          ...row,
          phone_primary: row.phone,
          phone_secondary: null,
          email_primary: row.email,
          email_secondary: null,
        }),
      });
      if (row.team === null || row.role === null) continue;
      const match = matchName(teamIndex, row.team, 'team');
      if ('id' in match) roleRows.push({ teamId: match.id, personId: id, role: row.role });
      else issues.push({ index, line: row.line, field: 'team', message: match.message });
    }
    throwRowIssues(issues);
    await insertInBatches(tx, people, personRows, params.pause);
    await insertInBatches(tx, teamPeople, roleRows, params.pause);
    return personRows.length;
  });
}
