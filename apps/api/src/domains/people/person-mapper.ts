import type { PersonUpdate } from '@app/contracts';
import type { people } from '@app/db';

/** The editable columns of a person from the form's values (create and update share them). */
export function personColumns(
  input: PersonUpdate,
): Omit<typeof people.$inferInsert, 'id' | 'organizationId' | 'seasonId' | 'createdAt'> {
  return {
    first: input.first,
    last: input.last,
    isCoach: input.is_coach,
    isPlayer: input.is_player,
    isStaff: input.is_staff,
    isUmpire: input.is_umpire,
    phonePrimary: input.phone_primary,
    phoneSecondary: input.phone_secondary,
    emailPrimary: input.email_primary,
    emailSecondary: input.email_secondary,
  };
}
