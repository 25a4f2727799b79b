import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { VenueRefSchema } from '../common/refs.ts';

/**
 * Add or remove a home venue of a team (`POST` / `DELETE /api/venue_teams`): a venue-team link. A pair
 * exists at most once; team and venue belong to the same season.
 */
export const VenueTeamInputSchema = z.object({ team_id: idField(), venue_id: idField() });
export type VenueTeamInput = z.infer<typeof VenueTeamInputSchema>;

/** A venue-team entry on the team page: its own id (for removal) and the venue. */
export const VenueTeamSchema = z.object({ id: IdSchema, venue: VenueRefSchema });
export type VenueTeam = z.infer<typeof VenueTeamSchema>;
