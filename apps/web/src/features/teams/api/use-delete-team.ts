import { type Team, TeamDependentsSchema } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { apiPath } from '../../../lib/api-path.ts';
import { forgetDeleted } from '../../../lib/forget-deleted.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** What deleting the team takes with it, asked fresh each time the confirmation opens. */
export function fetchTeamDependents(teamId: string) {
  return api.get(apiPath`/api/teams/${teamId}/dependents`, TeamDependentsSchema);
}

export function deleteTeam(teamId: string) {
  return api.delete(apiPath`/api/teams/${teamId}`);
}

/**
 * After a team is deleted: its games, people entries, home venues and constraints went with it, so its
 * season (lists, games, slots), its division's page, the venue and person pages that name it and every
 * schedule reload.
 */
export function useForgetTeam() {
  const queryClient = useQueryClient();
  return (team: Pick<Team, 'id' | 'season_id'>) => {
    forgetDeleted(queryClient, queryKeys.team(team.id), [
      queryKeys.season(team.season_id),
      ['divisions'],
      ['venues'],
      ['people'],
      ['teams'],
      queryKeys.schedules,
    ]);
  };
}
