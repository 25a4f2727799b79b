import { z } from 'zod';
import { idField } from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';
import { PersonRefSchema } from '../common/refs.ts';

/** A person's role on a team. Eligibility lists offer only people whose matching flag is set. */
export const TEAM_ROLES = ['coach', 'staff', 'player'] as const;
export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: 'must be coach, staff or player' });
export type TeamRole = z.infer<typeof TeamRoleSchema>;

/**
 * Add or remove a team person (`POST` / `DELETE /api/team_people`). One person may hold several roles on
 * one team and the same role on several teams; a (team, person, role) triple exists at most once.
 */
export const TeamPersonInputSchema = z.object({
  team_id: idField(),
  person_id: idField(),
  role: TeamRoleSchema,
});
export type TeamPersonInput = z.infer<typeof TeamPersonInputSchema>;

/** A team-person entry as the team page shows it under coaches, staff or players. */
export const TeamPersonSchema = z.object({ id: IdSchema, role: TeamRoleSchema, person: PersonRefSchema });
export type TeamPerson = z.infer<typeof TeamPersonSchema>;
