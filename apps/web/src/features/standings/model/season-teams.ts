import type { Season, TeamRef } from '@app/contracts';

/**
 * The season's teams once each, by name: an across-division lists its source divisions' teams again, so
 * those are skipped (docs/divisions.md).
 */
export function seasonTeams(season: Pick<Season, 'divisions'>): TeamRef[] {
  const byId = new Map<string, TeamRef>();
  for (const division of season.divisions) {
    if (division.is_across) continue;
    for (const team of division.teams) byId.set(team.id, team);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
