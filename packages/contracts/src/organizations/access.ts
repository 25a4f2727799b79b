import { ROLES, type Role } from './roles.ts';

/**
 * Who may call a route, declared in the route's definition and checked by one hook (docs/roles.md):
 * - `public`: anyone, signed in or not (health, sign-in, sign-up, the OpenAPI document).
 * - `token`: anyone holding the unguessable id or token in the URL (embed table, calendar feeds, invitations);
 *   what such a route answers is only what the owner chose to share.
 * - `signedIn`: any signed-in user, whatever their organisations (their own account, their organisations).
 * - `member`: a member of the caller's organisation with any role; reads.
 * - `manager`: an owner or admin of that organisation; changes.
 * - `owner`: the organisation's owner only.
 * - `admin`: an administrator of the whole site (not an organisation's admin role): the people who run this
 *   server, named by its configuration (docs/roles.md#site-admins).
 */
export const ACCESS_LEVELS = ['public', 'token', 'signedIn', 'member', 'manager', 'owner', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** What a role in an organisation allows; the server's hook and the web app's buttons read this one map. */
export const PERMISSIONS = {
  /** Read the organisation, its leagues, schedules and members. */
  read: [ROLES.owner, ROLES.admin, ROLES.user],
  /** Change the league structure, timeslots, schedules and games; rename the organisation; manage members. */
  manage: [ROLES.owner, ROLES.admin],
  /** What only the owner may do (the owner's own membership can be neither removed nor changed). */
  own: [ROLES.owner],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** True when `role` grants `permission`; a missing role (not a member) grants nothing. */
export function can(role: number | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly number[]).includes(role);
}

/** The permission an organisation-scoped access level needs; null for levels that need no membership. */
export function permissionFor(level: AccessLevel): Permission | null {
  switch (level) {
    case 'member':
      return 'read';
    case 'manager':
      return 'manage';
    case 'owner':
      return 'own';
    default:
      return null;
  }
}

/** True for the owner role; the owner's membership is permanent. */
export const isOwnerRole = (role: number): boolean => role === ROLES.owner;
