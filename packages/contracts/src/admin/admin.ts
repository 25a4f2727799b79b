import { z } from 'zod';
import { OrganizationPlanSchema } from '../billing/plans.ts';
import { EmailSchema, IdSchema } from '../common/primitives.ts';

/** `PATCH /api/admin/organizations/{id}`: a site admin sets an organisation's plan by hand (docs/admin.md). */
export const AdminOrganizationPlanSchema = z.object({ plan: OrganizationPlanSchema });
export type AdminOrganizationPlanInput = z.infer<typeof AdminOrganizationPlanSchema>;

/** An organisation as the admin page lists it. */
export const AdminOrganizationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  plan: z.string(),
  plan_source: z.enum(['stripe', 'admin']).nullable(),
  plan_updated_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOrganization = z.infer<typeof AdminOrganizationSchema>;

/** An organisation in the summary's list: the admin shape with its owner and sizes. */
export const AdminOrganizationRowSchema = AdminOrganizationSchema.extend({
  owner_email: z.string().nullable().describe("The owner's email; null when the organisation has no owner"),
  member_count: z.number().int().min(0),
  league_count: z.number().int().min(0),
});
export type AdminOrganizationRow = z.infer<typeof AdminOrganizationRowSchema>;

/** A user as the admin page lists them (the spec's columns: ID, Created, First, Last, Email, Timezone). */
export const AdminUserSchema = z.object({
  id: IdSchema,
  created_at: z.string(),
  first: z.string(),
  last: z.string(),
  email: z.string(),
  timezone: z.string().nullable(),
  site_admin: z.boolean().describe('A site admin, whom nobody may impersonate (docs/admin.md#impersonation)'),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Rows one page of an admin list holds by default, and at most. */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
export const ADMIN_PAGE_SIZE_MAX = 100;

const pageField = (what: string) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(1)
    .describe(`Page of the ${what}, from 1`);
const perPageField = (what: string) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ADMIN_PAGE_SIZE_MAX, `must be at most ${ADMIN_PAGE_SIZE_MAX}`)
    .default(ADMIN_PAGE_SIZE_DEFAULT)
    .describe(
      `Rows per page of the ${what}, 1 to ${ADMIN_PAGE_SIZE_MAX}, default ${ADMIN_PAGE_SIZE_DEFAULT}`,
    );
const searchField = (what: string) =>
  z.string().trim().max(100, 'must be at most 100 characters').optional().describe(what);

/** `GET /api/dropshadows`, and the users half of the summary: one page of users (docs/admin.md#the-summary). */
export const AdminUsersQuerySchema = z.object({
  q: searchField('Only the users whose email, first or last name contains this text, ignoring case'),
  page: pageField('users'),
  per_page: perPageField('users'),
});
export type AdminUsersQueryInput = z.input<typeof AdminUsersQuerySchema>;

/**
 * `GET /api/admin/summary`: users paged by `q`, `page`, `per_page`; organisations by `org_q`, `org_page`,
 * `org_per_page` (docs/admin.md#the-summary).
 */
export const AdminSummaryQuerySchema = AdminUsersQuerySchema.extend({
  org_q: searchField('Only the organisations whose name or owner email contains this text, ignoring case'),
  org_page: pageField('organisations'),
  org_per_page: perPageField('organisations'),
});
export type AdminSummaryQueryInput = z.input<typeof AdminSummaryQuerySchema>;
export type AdminSummaryQuery = z.output<typeof AdminSummaryQuerySchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0).describe('Rows of the whole list (with a search, of the matching rows)'),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  });

export const AdminUsersPageSchema = pageOf(AdminUserSchema);
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;
export const AdminOrganizationsPageSchema = pageOf(AdminOrganizationRowSchema);
export type AdminOrganizationsPage = z.infer<typeof AdminOrganizationsPageSchema>;

/** A change a site admin made while impersonating a user, as the audit records it. */
export const ImpersonationActionSchema = z.object({
  id: IdSchema,
  admin_user_id: IdSchema.nullable(),
  admin_email: z.string().nullable(),
  user_id: IdSchema.nullable(),
  user_email: z.string().nullable(),
  organization_id: IdSchema.nullable(),
  method: z.string(),
  path: z.string(),
  status_code: z.number().int(),
  created_at: z.string(),
});
export type ImpersonationAction = z.infer<typeof ImpersonationActionSchema>;

/** The most recent audit rows the summary carries. */
export const RECENT_IMPERSONATION_ACTIONS = 20;

export const AdminSummarySchema = z.object({
  users: AdminUsersPageSchema,
  organizations: AdminOrganizationsPageSchema,
  recent_actions: z
    .array(ImpersonationActionSchema)
    .describe(`The ${RECENT_IMPERSONATION_ACTIONS} latest changes made while impersonating, newest first`),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** `POST /api/admin/impersonate`: open this user's account (docs/admin.md#impersonation). */
export const ImpersonateSchema = z.object({ email: EmailSchema });
export type ImpersonateInput = z.infer<typeof ImpersonateSchema>;
