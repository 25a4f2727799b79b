import { z } from 'zod';
import { OrganizationPlanSchema } from '../billing/plans.ts';
import { IdSchema } from '../common/primitives.ts';

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
