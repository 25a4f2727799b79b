import type { Division, SeasonDivision } from '@app/contracts';

/**
 * The names of an across-division's two source divisions, for "plays across {{first}} and {{second}}";
 * null for a plain division. A source missing from the list (not loaded yet) shows as "…".
 */
export function acrossNames(
  division: Pick<Division, 'is_across' | 'across_divisions'>,
  seasonDivisions: readonly Pick<SeasonDivision, 'id' | 'name'>[],
): { first: string; second: string } | null {
  if (!division.is_across) return null;
  const name = (id: string | undefined) => seasonDivisions.find((other) => other.id === id)?.name ?? '…';
  return { first: name(division.across_divisions[0]), second: name(division.across_divisions[1]) };
}
