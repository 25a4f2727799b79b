import { type Person, PersonSchema, type TeamRole } from '@app/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useSeason } from './use-season.ts';

const ROLE_FLAG: Record<TeamRole, 'is_coach' | 'is_staff' | 'is_player'> = {
  coach: 'is_coach',
  staff: 'is_staff',
  player: 'is_player',
};

/** True when the person's flag allows the role (spec part 1 §6: eligibility follows the flags). */
export function isEligible(
  person: Pick<Person, 'is_coach' | 'is_staff' | 'is_player'>,
  role: TeamRole,
): boolean {
  return person[ROLE_FLAG[role]];
}

/**
 * The season's people who may take `role`, in the season's order. The season page lists people by name
 * only, so each person's flags come from GET /people/{id} (cached per person); nothing loads until
 * `enabled`, i.e. until the picker opens.
 */
export function useEligiblePeople(seasonId: string, role: TeamRole, enabled: boolean) {
  const seasonQuery = useSeason(enabled ? seasonId : null);
  const refs = seasonQuery.data?.people ?? [];
  const personQueries = useQueries({
    queries: refs.map((ref) => ({
      queryKey: queryKeys.person(ref.id),
      queryFn: () => api.get(`/api/people/${encodeURIComponent(ref.id)}`, PersonSchema),
      enabled,
    })),
  });
  const isPending = seasonQuery.isPending || personQueries.some((q) => q.isPending);
  const failed = seasonQuery.error ?? personQueries.find((q) => q.isError)?.error ?? null;
  const people = personQueries.flatMap((q) => (q.data && isEligible(q.data, role) ? [q.data] : []));
  return {
    people,
    isPending: enabled && isPending,
    error: failed,
    refetch: () => seasonQuery.refetch(),
  };
}
