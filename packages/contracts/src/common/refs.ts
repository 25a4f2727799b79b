import { z } from 'zod';
import { IdSchema } from './primitives.ts';

/** A division as other records show it: enough to name it and colour it. */
export const DivisionRefSchema = z.object({ id: IdSchema, name: z.string(), color: z.string() });
export type DivisionRef = z.infer<typeof DivisionRefSchema>;

/** A team as lists show it. */
export const TeamRefSchema = z.object({ id: IdSchema, name: z.string() });
export type TeamRef = z.infer<typeof TeamRefSchema>;

/** A person as lists show it; `name` is first and last joined by a space. */
export const PersonRefSchema = z.object({ id: IdSchema, name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** A person as the season page lists them: with the role flags, so pickers can filter without one call each. */
export const SeasonPersonSchema = PersonRefSchema.extend({
  is_player: z.boolean(),
  is_coach: z.boolean(),
  is_staff: z.boolean(),
  is_umpire: z.boolean(),
});
export type SeasonPerson = z.infer<typeof SeasonPersonSchema>;

/** A venue as lists show it. */
export const VenueRefSchema = z.object({ id: IdSchema, name: z.string() });
export type VenueRef = z.infer<typeof VenueRefSchema>;

/** A playing surface as lists show it. */
export const SurfaceRefSchema = z.object({ id: IdSchema, name: z.string() });
export type SurfaceRef = z.infer<typeof SurfaceRefSchema>;

/**
 * A venue as the season answer lists it: with its surfaces by position, so the calendar and the game table
 * know every place in one call rather than one per venue.
 */
export const SeasonVenueSchema = VenueRefSchema.extend({ surfaces: z.array(SurfaceRefSchema) });
export type SeasonVenue = z.infer<typeof SeasonVenueSchema>;

/** A schedule or tournament as the league-structure screens link to it (/schedules/{id}). */
export const ScheduleRefSchema = z.object({
  id: IdSchema,
  name: z.string(),
  is_tournament: z.boolean().describe('Single or double elimination; round robins are schedules'),
});
export type ScheduleRef = z.infer<typeof ScheduleRefSchema>;
