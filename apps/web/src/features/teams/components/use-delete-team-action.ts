import type { Team, TeamDependents } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteWithDependents } from '../../../components/use-delete-with-dependents.ts';
import { deleteTeam, fetchTeamDependents, useForgetTeam } from '../api/use-delete-team.ts';

/**
 * The team page's Delete: names the games, people entries, home venues, constraints and calendar
 * subscriptions that go with the team, then deletes it and opens its division, where the team list was.
 */
export function useDeleteTeamAction(team: Team) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetTeam = useForgetTeam();
  return useDeleteWithDependents({
    loadDependents: () => fetchTeamDependents(team.id),
    describe: (dependents: TeamDependents) => {
      const details = [
        dependents.games > 0 ? t('teams.deleteGames', { count: dependents.games }) : null,
        dependents.team_people > 0 ? t('teams.deleteTeamPeople', { count: dependents.team_people }) : null,
        dependents.home_venues > 0 ? t('teams.deleteHomeVenues', { count: dependents.home_venues }) : null,
        dependents.time_constraints > 0
          ? t('teams.deleteTimeConstraints', { count: dependents.time_constraints })
          : null,
        dependents.calendar_feeds > 0 ? t('teams.deleteFeeds', { count: dependents.calendar_feeds }) : null,
      ].filter((line) => line !== null);
      return {
        title: t('teams.deleteTitle', { name: team.name }),
        message: details.length > 0 ? t('teams.deleteGoes') : t('teams.deleteNothing'),
        details,
        confirmLabel: t('teams.deleteConfirm'),
      };
    },
    remove: () => deleteTeam(team.id),
    forget: () => forgetTeam(team),
    deletedMessage: t('teams.deleted', { name: team.name }),
    failedTitle: t('teams.deleteFailed'),
    onDeleted: () => navigate(`/divisions/${team.division_id}`, { replace: true }),
  });
}
