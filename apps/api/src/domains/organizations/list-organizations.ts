import { type Database, memberships, type OrganizationRow, organizations } from '@app/db';
import { asc, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../lib/prepared-statement.ts';

/** An organisation the user belongs to, with the user's role in it. */
export interface OrganizationWithRole {
  organization: OrganizationRow;
  role: number;
}

// Part of every GET /api/leagues, hence a named prepared statement.
const listStatement = preparedStatement((db: Database) =>
  db
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(asc(memberships.createdAt), asc(organizations.id))
    .prepare('list_user_organizations'),
);

/** Every organisation the user belongs to, in the order joined; never another user's. */
export async function listOrganizations(db: Database, userId: string): Promise<OrganizationWithRole[]> {
  return listStatement(db).execute({ userId });
}
