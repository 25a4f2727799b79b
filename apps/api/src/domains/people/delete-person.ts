import { type Database, people } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** Deletes a person and their team entries (foreign keys cascade); 404 when missing or another's. */
export async function deletePerson(params: {
  db: Database;
  organizationId: string;
  personId: string;
}): Promise<void> {
  const deleted = await params.db
    .delete(people)
    .where(and(eq(people.id, params.personId), eq(people.organizationId, params.organizationId)))
    .returning({ id: people.id });
  if (deleted.length === 0) throw notFound();
}
