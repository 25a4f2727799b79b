import type { Role } from '@app/contracts';
import type { TFunction } from 'i18next';

/** The name of an organisation role (1 owner, 2 admin, 3 user) in the interface language. */
export function roleLabel(t: TFunction, role: Role): string {
  switch (role) {
    case 1:
      return t('roles.owner');
    case 2:
      return t('roles.admin');
    case 3:
      return t('roles.user');
  }
}
