import { ROLES, type Role } from '@app/contracts';
import type { TFunction } from 'i18next';

/** The name of an organisation role (docs/roles.md) in the interface language. */
export function roleLabel(t: TFunction, role: Role): string {
  switch (role) {
    case ROLES.owner:
      return t('roles.owner');
    case ROLES.admin:
      return t('roles.admin');
    case ROLES.user:
      return t('roles.user');
  }
}
