import type { DivisionUpdate } from '@app/contracts';
import { type Database, divisions } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { divisionFieldColumns } from './division-mapper.ts';
import { type DivisionDetails, loadDivision } from './load-division.ts';

/** Replaces a division's editable fields; across settings never change. 404 when missing or another's. */
export async function updateDivision(params: {
  db: Database;
  organizationId: string;
  divisionId: string;
  input: DivisionUpdate;
}): Promise<DivisionDetails> {
  const { input } = params;
  return params.db.transaction(async (tx) => {
    const updated = await tx
      .update(divisions)
      .set(divisionFieldColumns(input))
      .where(and(eq(divisions.id, params.divisionId), eq(divisions.organizationId, params.organizationId)))
      .returning({ id: divisions.id });
    if (updated.length === 0) throw notFound();
    return loadDivision(tx, params);
  });
}
