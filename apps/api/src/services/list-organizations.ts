import { type Database, memberships, type OrganizationRow, organizations } from '@app/db';
import { asc, eq, sql } from 'drizzle-orm';

/** An organisation the user belongs to, with the user's role in it. */
export interface OrganizationWithRole {
  organization: OrganizationRow;
  role: number;
}

// Part of every GET /api/leagues, hence a named prepared statement (built once per database).
const prepareList = (db: Database) =>
  db
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, sql.placeholder('userId')))
    .orderBy(asc(memberships.createdAt), asc(organizations.id))
    .prepare('list_user_organizations');

const statements = new WeakMap<Database, ReturnType<typeof prepareList>>();

/** Every organisation the user belongs to, in the order joined; never another user's. */
export async function listOrganizations(db: Database, userId: string): Promise<OrganizationWithRole[]> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareList(db);
    statements.set(db, statement);
  }
  return statement.execute({ userId });
}
