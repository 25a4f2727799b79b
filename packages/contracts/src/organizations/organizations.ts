import { z } from 'zod';
import { EmailSchema, IdSchema } from '../common/primitives.ts';
import { RoleSchema } from './roles.ts';

export const OrganizationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  role: RoleSchema.describe("The caller's role in this organisation"),
  plan: z.string().describe('`free` or the slug of the paid plan (docs/billing.md)'),
  upgraded: z.boolean().describe('True on any paid plan: no masking and no creation limits'),
});
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationUpdateSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(100),
});
export type OrganizationUpdateInput = z.infer<typeof OrganizationUpdateSchema>;

/** A member (status active) or a pending invitation (status invited) of an organisation. */
export const OrganizationUserSchema = z.object({
  id: IdSchema.describe('Membership id, or invitation id when status is invited'),
  user_id: IdSchema.nullable(),
  email: z.string(),
  first: z.string(),
  last: z.string(),
  role: RoleSchema,
  status: z.enum(['active', 'invited']),
  created_at: z.string(),
});
export type OrganizationUser = z.infer<typeof OrganizationUserSchema>;

export const OrganizationUsersResponseSchema = z.object({ users: z.array(OrganizationUserSchema) });

/** Add user invites as admin (2) unless the role is chosen explicitly (docs/organizations.md). */
export const OrganizationUserCreateSchema = z.object({
  email: EmailSchema,
  role: z.union([z.literal(2), z.literal(3)]).default(2),
});
export type OrganizationUserCreateInput = z.input<typeof OrganizationUserCreateSchema>;

export const OrganizationUserUpdateSchema = z.object({ role: z.union([z.literal(2), z.literal(3)]) });
export type OrganizationUserUpdateInput = z.infer<typeof OrganizationUserUpdateSchema>;

export const InvitationSchema = z.object({
  id: IdSchema,
  organization_name: z.string(),
  email: z.string(),
  inviter: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** `GET /api/invitations/:id?invitation_token=`: the token proves the reader holds the emailed link. */
export const InvitationTokenQuerySchema = z.object({ invitation_token: z.string().min(1).max(200) });

export const InvitationAcceptSchema = z.object({ invitation_token: z.string().min(1).max(200) });

/** `GET /api/organizations`: every organisation the caller belongs to, with the caller's role in each. */
export const OrganizationsResponseSchema = z.object({ organizations: z.array(OrganizationSchema) });
export type OrganizationsResponse = z.infer<typeof OrganizationsResponseSchema>;
