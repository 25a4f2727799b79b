import { z } from 'zod';

/** Organisation roles, as numbers in the spec: 1 owner, 2 admin, 3 user. */
export const ROLES = { owner: 1, admin: 2, user: 3 } as const;
export const RoleSchema = z
  .union([z.literal(1), z.literal(2), z.literal(3)])
  .describe('1 owner, 2 admin, 3 user');
export type Role = z.infer<typeof RoleSchema>;
