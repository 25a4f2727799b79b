import type { PersonUpdate } from '@app/contracts';
import { type Database, people } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { requirePersonDetails } from './find-person.ts';
import type { PersonDetails } from './load-person-details.ts';
import { personColumns } from './person-mapper.ts';

/**
 * Replaces a person's fields. Clearing a role flag keeps their existing team entries of that role: the flag
 * governs who is offered for new entries, not who already holds one. 404 when missing or another's.
 */
export async function updatePerson(params: {
  db: Database;
  organizationId: string;
  personId: string;
  input: PersonUpdate;
}): Promise<PersonDetails> {
  return params.db.transaction(async (tx) => {
    const updated = await tx
      .update(people)
      .set(personColumns(params.input))
      .where(and(eq(people.id, params.personId), eq(people.organizationId, params.organizationId)))
      .returning({ id: people.id });
    if (updated.length === 0) throw notFound();
    return requirePersonDetails(tx, params);
  });
}
