/**
 * Every react-query key in one place, so a mutation in one feature can invalidate data another shows
 * without the features importing each other.
 */
export const queryKeys = {
  currentUser: ['users', 'self'] as const,
  leagueInfo: ['leagues'] as const,
  // The admin page's answers (docs/admin.md), each under its request path.
  admin: ['admin'] as const,
  adminSummary: (path: string) => ['admin', path] as const,
  // Under leagueInfo, so reloading league information also reloads every league page.
  // Every share link of the organisation, or of one shared thing (docs/share-links.md).
  shareLinks: ['share-links'] as const,
  shareLinksOf: (targetId: string) => ['share-links', targetId] as const,
  league: (id: string) => ['leagues', id] as const,
  organization: (id: string) => ['organizations', id] as const,
  organizationUsers: (id: string) => ['organizations', id, 'users'] as const,
  invitation: (id: string, token: string) => ['invitations', id, token] as const,
  season: (id: string) => ['seasons', id] as const,
  seasonDashboard: (id: string) => ['seasons', id, 'dashboard'] as const,
  seasonSearch: (id: string, q: string) => ['seasons', id, 'search', q] as const,
  // Under the season's key, so anything that reloads the season also reloads its slots and games.
  seasonTimeslots: (id: string) => ['seasons', id, 'timeslots'] as const,
  seasonGames: (id: string) => ['seasons', id, 'games'] as const,
  seasonSchedules: (id: string) => ['seasons', id, 'schedules'] as const,
  // One paged list of the season (people, teams, venues) filtered by q; under the season's key, so an edit
  // that reloads the season reloads its lists too.
  seasonList: (id: string, kind: string, q: string) => ['seasons', id, 'list', kind, q] as const,
  // Under the season's key, so a game edit or score save (which reloads the season) re-ranks the table at
  // once (docs/standings.md#the-standings-page).
  seasonStandings: (id: string) => ['seasons', id, 'standings'] as const,
  seasonScoringSystem: (id: string) => ['seasons', id, 'scoring_system'] as const,
  seasonConferences: (id: string) => ['seasons', id, 'conferences'] as const,
  seasonAdjustments: (id: string) => ['seasons', id, 'adjustments'] as const,
  bulkEditTables: (seasonId: string) => ['seasons', seasonId, 'bulk_edit'] as const,
  division: (id: string) => ['divisions', id] as const,
  team: (id: string) => ['teams', id] as const,
  person: (id: string) => ['people', id] as const,
  venue: (id: string) => ['venues', id] as const,
  appConfig: ['config'] as const,
  // The organisation's SportsEngine connection (docs/sportsengine.md#connecting) and the sign-in providers.
  sportsengineStatus: ['sportsengine'] as const,
  authProviders: ['auth', 'providers'] as const,
  // The organisation's public site settings (owners and admins) and the public site's anonymous reads.
  publicWebpage: ['public_webpage'] as const,
  publicSite: (orgSlug: string, leagueSlug: string) => ['public_site', orgSlug, leagueSlug] as const,
  publicDivisions: (seasonId: string) => ['public_site', 'divisions', seasonId] as const,
  publicScores: (seasonId: string) => ['public_site', 'scores', seasonId] as const,
  publicStandings: (seasonId: string) => ['public_site', 'standings', seasonId] as const,
  publicTeam: (teamId: string) => ['public_site', 'teams', teamId] as const,
  // Every schedule's detail, status and the like: a game edit reloads them all.
  schedules: ['schedules'] as const,
  // A schedule's run progress (the progress screen's poll); a fix applied from the diagnosis restarts the run.
  scheduleStatus: (id: string) => ['schedule-status', id] as const,
  // The season's re-plans and its changes since the last publish (docs/replans.md); under the season's key.
  seasonReplans: (id: string) => ['seasons', id, 'replans'] as const,
  seasonChanges: (id: string) => ['seasons', id, 'changes'] as const,
  // The season's schedules as SportsEngine export sees them (docs/sportsengine.md, "Exporting"); under the
  // season's key so a schedule change reloads it.
  sportsengineExportable: (seasonId: string) => ['seasons', seasonId, 'sportsengine_export'] as const,
  // Schedules with games on SportsEngine (docs/sportsengine.md, "Deleting").
  sportsengineSynced: ['sportsengine', 'synced'] as const,
};
