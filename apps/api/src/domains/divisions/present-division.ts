import type { Division } from '@app/contracts';
import type { DivisionDetails } from './load-division.ts';

/**
 * The division page. across_divisions holds the two sources exactly when is_across; round robins are its
 * schedules, eliminations its tournaments.
 */
export function presentDivision({ division, teams, schedules }: DivisionDetails): Division {
  const refs = schedules.map((s) => ({ id: s.id, name: s.name, is_tournament: s.kind !== 'round' }));
  return {
    id: division.id,
    season_id: division.seasonId,
    name: division.name,
    shortcode: division.shortcode,
    longcode: division.longcode,
    se_id: division.seId,
    se_mapping_code: division.seMappingCode,
    color: division.color,
    is_across: division.isAcross,
    across_divisions: [division.acrossFirstId, division.acrossSecondId].filter(
      (id): id is string => id !== null,
    ),
    teams,
    schedules: refs.filter((s) => !s.is_tournament),
    tournaments: refs.filter((s) => s.is_tournament),
  };
}
