import type { Person, SeasonPerson, TeamRole } from '@app/contracts';
import { useSeason } from '../../../queries/use-season.ts';

const ROLE_FLAG: Record<TeamRole, 'is_coach' | 'is_staff' | 'is_player'> = {
  coach: 'is_coach',
  staff: 'is_staff',
  player: 'is_player',
};

/** True when the person's flag allows the role (docs/people.md: a person is flagged for the roles they may take). */
export function isEligible(
  person: Pick<Person, 'is_coach' | 'is_staff' | 'is_player'>,
  role: TeamRole,
): boolean {
  return person[ROLE_FLAG[role]];
}

/**
 * The season's people who may take `role`, in the season's order. The season page carries each person's role
 * flags, so one request serves the picker however many people the season has; nothing loads until `enabled`,
 * i.e. until the picker opens.
 */
export function useEligiblePeople(seasonId: string, role: TeamRole, enabled: boolean) {
  const seasonQuery = useSeason(enabled ? seasonId : null);
  const people: SeasonPerson[] = (seasonQuery.data?.people ?? []).filter((person) =>
    isEligible(person, role),
  );
  return {
    people,
    isPending: enabled && seasonQuery.isPending,
    error: seasonQuery.error,
    refetch: () => seasonQuery.refetch(),
  };
}
