import { describe, expect, it } from 'vitest';
import { can, permissionFor } from './access.ts';
import { ROLES } from './roles.ts';

describe('permissions', () => {
  it('lets every member read and only owners and admins manage', () => {
    expect([ROLES.owner, ROLES.admin, ROLES.user].map((r) => can(r, 'read'))).toEqual([true, true, true]);
    expect([ROLES.owner, ROLES.admin, ROLES.user].map((r) => can(r, 'manage'))).toEqual([true, true, false]);
    expect([ROLES.owner, ROLES.admin, ROLES.user].map((r) => can(r, 'own'))).toEqual([true, false, false]);
  });

  it('grants nothing without a role', () => {
    expect(can(null, 'read')).toBe(false);
    expect(can(undefined, 'read')).toBe(false);
    expect(can(7, 'read')).toBe(false);
  });

  it('maps organisation levels to permissions and leaves the others without one', () => {
    expect(permissionFor('member')).toBe('read');
    expect(permissionFor('manager')).toBe('manage');
    expect(permissionFor('owner')).toBe('own');
    expect(permissionFor('public')).toBeNull();
    expect(permissionFor('token')).toBeNull();
    expect(permissionFor('signedIn')).toBeNull();
  });
});
