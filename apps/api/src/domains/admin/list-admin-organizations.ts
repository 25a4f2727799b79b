import { type AdminOrganizationsPage, ROLES } from '@app/contracts';
import { type Database, organizations } from '@app/db';
import { count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/contains-pattern.ts';
import { presentAdminOrganization } from './present-admin-organization.ts';

/**
 * One page of every organisation, newest first, with its plan, owner email, member and league counts;
 * optionally those whose name or owner email contains `q` (ignoring case). The counts are subqueries on the
 * page's rows only, through the memberships and leagues organisation indexes (docs/admin.md#the-summary).
 */
export async function listAdminOrganizations(
  db: Database,
  query: { q?: string | undefined; page: number; perPage: number },
): Promise<AdminOrganizationsPage> {
  // Written with aliases: drizzle leaves columns unqualified in a one-table select, which the subqueries'
  // own tables would make ambiguous.
  const ownerEmail = sql<
    string | null
  >`(select ou.email from memberships om join users ou on ou.id = om.user_id
    where om.organization_id = "organizations"."id" and om.role = ${ROLES.owner}
    order by om.created_at limit 1)`;
  let where: SQL | undefined;
  if (query.q) {
    const pattern = containsPattern(query.q);
    where = or(ilike(organizations.name, pattern), sql`${ownerEmail} ilike ${pattern}`);
  }
  const [rows, totals] = await Promise.all([
    db
      .select({
        organization: organizations,
        ownerEmail,
        memberCount: sql<number>`(select count(*) from memberships mm
          where mm.organization_id = "organizations"."id")`.mapWith(Number),
        leagueCount: sql<number>`(select count(*) from leagues ll
          where ll.organization_id = "organizations"."id")`.mapWith(Number),
      })
      .from(organizations)
      .where(where)
      .orderBy(desc(organizations.createdAt), desc(organizations.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...presentAdminOrganization(row.organization),
      owner_email: row.ownerEmail,
      member_count: row.memberCount,
      league_count: row.leagueCount,
    })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}
