import { useEffect } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { SectionGuard } from '../features/public-site/components/section-guard.tsx';
import { leaveSite, SiteLayout } from '../features/public-site/components/site-layout.tsx';
import { LeagueHomePage } from '../features/public-site/routes/league-home.tsx';
import { LeagueSchedulesPage } from '../features/public-site/routes/league-schedules.tsx';
import { LeagueScoresPage } from '../features/public-site/routes/league-scores.tsx';
import { LeagueStandingsPage } from '../features/public-site/routes/league-standings.tsx';
import { LeagueTeamPage } from '../features/public-site/routes/league-team.tsx';
import { LeagueTeamsPage } from '../features/public-site/routes/league-teams.tsx';
import { PublicDomainPage } from '../features/public-site/routes/public-domain.tsx';
import { ScrollReset } from './layout/scroll-reset.tsx';
import { PublicRouteError } from './public-route-error.tsx';

function PublicRoot() {
  return (
    <>
      <ScrollReset />
      <Outlet />
    </>
  );
}

/** A path of this bundle that is no page of it goes to the main site. */
function LeaveSite() {
  useEffect(leaveSite, []);
  return null;
}

/**
 * The public league website's routes (its own bundle, public-main.tsx; docs/public-site.md). A section the
 * organisers switched off goes to the league's home page; anything else to the main site's `/`.
 */
export const publicRoutes: RouteObject[] = [
  {
    errorElement: <PublicRouteError />,
    element: <PublicRoot />,
    children: [
      { path: 'public/:domain/*', element: <PublicDomainPage /> },
      {
        path: 'leagues/:orgSlug/:leagueSlug',
        element: <SiteLayout />,
        children: [
          { index: true, element: <LeagueHomePage /> },
          { path: 'schedules', element: <SectionGuard section="schedules" page={<LeagueSchedulesPage />} /> },
          { path: 'scores', element: <SectionGuard section="scores" page={<LeagueScoresPage />} /> },
          { path: 'standings', element: <SectionGuard section="standings" page={<LeagueStandingsPage />} /> },
          { path: 'teams', element: <SectionGuard section="teams" page={<LeagueTeamsPage />} /> },
          { path: 'teams/:teamId', element: <SectionGuard section="teams" page={<LeagueTeamPage />} /> },
          { path: '*', element: <Navigate to=".." replace /> },
        ],
      },
      { path: '*', element: <LeaveSite /> },
    ],
  },
];
