import { z } from 'zod';

/** Organisation roles, stored as numbers: 1 owner, 2 admin, 3 user (docs/roles.md). */
export const ROLES = { owner: 1, admin: 2, user: 3 } as const;
export const RoleSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .describe('1 owner, 2 admin, 3 user');
export type Role = z.infer<typeof RoleSchema>;
