import type { PersonRecord, PersonUpdate } from '@app/contracts';
import type { PersonRow, people } from '@app/db';
import type * as Engine from '@app/engine';

/**
 * The editable columns of a person from the form's values or a league snapshot's record (create, update,
 * CSV import and league import share them; docs/people.md).
 */
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

/** A stored person as the league snapshot holds it; the person page adds its season, name and teams. */
export function personRecord(row: PersonRow): PersonRecord {
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    is_coach: row.isCoach,
    is_player: row.isPlayer,
    is_staff: row.isStaff,
    is_umpire: row.isUmpire,
    phone_primary: row.phonePrimary,
    phone_secondary: row.phoneSecondary,
    email_primary: row.emailPrimary,
    email_secondary: row.emailSecondary,
  };
}

/** The engine's person: a name and the two roles it schedules around. */
export function toEnginePerson(row: PersonRow): Engine.Person {
  return {
    id: row.id as Engine.PersonId,
    name: `${row.first} ${row.last}`.trim(),
    is_coach: row.isCoach,
    is_player: row.isPlayer,
  };
}
