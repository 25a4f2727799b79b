import type { Database, Transaction } from '@app/db';
import { notFound } from '../../http/http-error.ts';
import { loadPersonDetails, type PersonDetails } from './load-person-details.ts';

/** One person of the organisation with their teams; 404 when missing or another organisation's. */
export async function requirePersonDetails(
  db: Database | Transaction,
  params: { organizationId: string; personId: string },
): Promise<PersonDetails> {
  const [details] = await loadPersonDetails(db, {
    organizationId: params.organizationId,
    personIds: [params.personId],
  });
  if (!details) throw notFound();
  return details;
}
