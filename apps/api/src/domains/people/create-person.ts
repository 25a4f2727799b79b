import type { PersonCreate } from '@app/contracts';
import { type Database, people } from '@app/db';
import { findSeason } from '../seasons/find-season.ts';
import { requirePersonDetails } from './find-person.ts';
import type { PersonDetails } from './load-person-details.ts';
import { personColumns } from './person-mapper.ts';

/** Adds a person to a season of the organisation (404 otherwise), on no team yet. */
export async function createPerson(params: {
  db: Database;
  organizationId: string;
  input: PersonCreate;
}): Promise<PersonDetails> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, {
      organizationId: params.organizationId,
      seasonId: params.input.season_id,
    });
    const [person] = await tx
      .insert(people)
      .values({ organizationId: params.organizationId, seasonId: season.id, ...personColumns(params.input) })
      .returning({ id: people.id });
    if (!person) throw new Error('person insert returned nothing');
    return requirePersonDetails(tx, { organizationId: params.organizationId, personId: person.id });
  });
}
