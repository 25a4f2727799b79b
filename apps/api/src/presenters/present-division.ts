import type { Division } from '@app/contracts';
import type { DivisionDetails } from '../services/load-division.ts';

/**
 * The division page. across_divisions holds the two sources exactly when is_across; schedules and
 * tournaments stay empty until the scheduling issue adds them.
 */
export function presentDivision({ division, teams }: DivisionDetails): Division {
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
    schedules: [],
    tournaments: [],
  };
}
