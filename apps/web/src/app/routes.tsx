import { type ComponentType, isValidElement, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { preloadCalendar } from '../features/timeslots/api/preload-calendar.ts';
import { preload } from '../lib/preload.ts';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireSiteAdmin } from './guards/require-site-admin.tsx';
import { ScrollReset } from './layout/scroll-reset.tsx';
import { LocaleSync } from './locale-sync.tsx';
import { RouteError } from './route-error.tsx';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * React.lazy for a named export, so every page is its own chunk and only the visited one loads. `preload`
 * starts loading it (and whatever data its loader asks for) before it renders.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loading: Promise<Record<K, ComponentType>> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await once())[name] })),
    { preload: once },
  );
}

function isPreloadable(type: unknown): type is Preloadable {
  return typeof type === 'object' && type !== null && 'preload' in type;
}

const SignInPage = lazyPage(() => import('../features/users/routes/sign-in.tsx'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/users/routes/sign-up.tsx'), 'SignUpPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/users/routes/forgot-password.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/users/routes/reset-password.tsx'),
  'ResetPasswordPage',
);
const ConfirmEmailPage = lazyPage(
  () => import('../features/users/routes/confirm-email.tsx'),
  'ConfirmEmailPage',
);
const AcceptInvitationPage = lazyPage(
  () => import('../features/organizations/routes/accept-invitation.tsx'),
  'AcceptInvitationPage',
);
// The shell (header, menus, switcher) is only for signed-in pages, so the sign-in page does not load it.
const AppLayout = lazyPage(() => import('./layout/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyPage(() => import('../features/dashboard/routes/dashboard.tsx'), 'DashboardPage');
const BillingPage = lazyPage(() => import('../features/billing/routes/billing.tsx'), 'BillingPage');
const SportsengineExportPage = lazyPage(
  () => import('../features/sportsengine/routes/sportsengine-export.tsx'),
  'SportsengineExportPage',
);
const SportsengineDeletePage = lazyPage(
  () => import('../features/sportsengine/routes/sportsengine-delete.tsx'),
  'SportsengineDeletePage',
);
const LeagueManagementPage = lazyPage(
  () => import('../features/billing/routes/league-management.tsx'),
  'LeagueManagementPage',
);
const SportsengineImportPage = lazyPage(
  () => import('../features/sportsengine/routes/import.tsx'),
  'SportsengineImportPage',
);
const SportsengineImportBetaPage = lazyPage(
  () => import('../features/sportsengine/routes/import-beta.tsx'),
  'SportsengineImportBetaPage',
);
const ActivityPage = lazyPage(() => import('../features/sportsengine/routes/activity.tsx'), 'ActivityPage');
const AccountPage = lazyPage(() => import('../features/users/routes/account.tsx'), 'AccountPage');
const OrganizationPage = lazyPage(
  () => import('../features/organizations/routes/organization.tsx'),
  'OrganizationPage',
);
const TeamPage = lazyPage(() => import('../features/teams/routes/team.tsx'), 'TeamPage');
const TeamNewPage = lazyPage(() => import('../features/teams/routes/team-new.tsx'), 'TeamNewPage');
const TeamEditPage = lazyPage(() => import('../features/teams/routes/team-edit.tsx'), 'TeamEditPage');
const PersonPage = lazyPage(() => import('../features/people/routes/person.tsx'), 'PersonPage');
const PersonNewPage = lazyPage(() => import('../features/people/routes/person-new.tsx'), 'PersonNewPage');
const PersonEditPage = lazyPage(() => import('../features/people/routes/person-edit.tsx'), 'PersonEditPage');
const VenuePage = lazyPage(() => import('../features/venues/routes/venue.tsx'), 'VenuePage');
const VenueNewPage = lazyPage(() => import('../features/venues/routes/venue-new.tsx'), 'VenueNewPage');
const VenueEditPage = lazyPage(() => import('../features/venues/routes/venue-edit.tsx'), 'VenueEditPage');
const DivisionPage = lazyPage(() => import('../features/divisions/routes/division.tsx'), 'DivisionPage');
const DivisionNewPage = lazyPage(
  () => import('../features/divisions/routes/division-new.tsx'),
  'DivisionNewPage',
);
const DivisionEditPage = lazyPage(
  () => import('../features/divisions/routes/division-edit.tsx'),
  'DivisionEditPage',
);
const BulkEditPage = lazyPage(() => import('../features/bulk-edit/routes/bulk-edit.tsx'), 'BulkEditPage');
const CsvImportPage = lazyPage(() => import('../features/imports/routes/csv-import.tsx'), 'CsvImportPage');
const LeagueImportPage = lazyPage(
  () => import('../features/imports/routes/league-import.tsx'),
  'LeagueImportPage',
);
const LeaguesPage = lazyPage(() => import('./pages/leagues-page.tsx'), 'LeaguesPage');
const LeaguePage = lazyPage(() => import('../features/leagues/routes/league.tsx'), 'LeaguePage');
const LeagueNewPage = lazyPage(() => import('../features/leagues/routes/league-new.tsx'), 'LeagueNewPage');
const SeasonPage = lazyPage(() => import('../features/seasons/routes/season.tsx'), 'SeasonPage');
const SeasonNewPage = lazyPage(() => import('../features/seasons/routes/season-new.tsx'), 'SeasonNewPage');
const SetupPage = lazyPage(() => import('../features/seasons/routes/setup.tsx'), 'SetupPage');
const CalendarPage = lazyPage(() => {
  preload(preloadCalendar);
  return import('./pages/calendar-page.tsx');
}, 'CalendarPage');
const SchedulesPage = lazyPage(
  () => import('../features/schedules/routes/schedules-list.tsx'),
  'SchedulesPage',
);
const TournamentsPage = lazyPage(
  () => import('../features/schedules/routes/schedules-list.tsx'),
  'TournamentsPage',
);
const SchedulePage = lazyPage(() => import('./pages/schedule-page.tsx'), 'SchedulePage');
const ScheduleNewPage = lazyPage(
  () => import('../features/schedules/routes/schedule-new.tsx'),
  'ScheduleNewPage',
);
const TournamentNewPage = lazyPage(
  () => import('../features/schedules/routes/schedule-new.tsx'),
  'TournamentNewPage',
);
const EmbedPage = lazyPage(() => import('../features/share-links/routes/embed.tsx'), 'EmbedPage');
const MasterListPage = lazyPage(() => import('./pages/master-list-page.tsx'), 'MasterListPage');
const ChangesPage = lazyPage(() => import('../features/replans/routes/changes.tsx'), 'ChangesPage');
const StandingsPage = lazyPage(() => import('../features/standings/routes/standings.tsx'), 'StandingsPage');
const PublicWebpageSettingsPage = lazyPage(
  () => import('../features/public-site/routes/public-webpage-settings.tsx'),
  'PublicWebpageSettingsPage',
);
const AdminPage = lazyPage(() => import('../features/admin/routes/admin.tsx'), 'AdminPage');
const DropshadowsPage = lazyPage(() => import('../features/admin/routes/dropshadows.tsx'), 'DropshadowsPage');
const SportsengineHubPage = lazyPage(
  () => import('../features/sportsengine/routes/sportsengine-hub.tsx'),
  'SportsengineHubPage',
);
const SportsengineConnectPage = lazyPage(
  () => import('../features/sportsengine/routes/sportsengine-connect.tsx'),
  'SportsengineConnectPage',
);
// Public: SportsEngine sends a signing-in visitor here as well as an owner who connects (docs/sportsengine.md).
const OAuthCallbackPage = lazyPage(
  () => import('../features/sportsengine/routes/oauth-callback.tsx'),
  'OAuthCallbackPage',
);
// The setup wizard is open to signed-out visitors and signed-in users alike (docs/wizard.md).
const WizardPage = lazyPage(() => import('../features/wizard/routes/wizard.tsx'), 'WizardPage');

/**
 * Starts loading the code of the page at `pathname` (and its layout) at boot, while the session is being
 * checked, instead of one chunk after another as each level renders: a first visit shows sooner.
 */
export function preloadPageAt(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const type = isValidElement(match.route.element) ? match.route.element.type : undefined;
    if (isPreloadable(type)) type.preload().catch(() => undefined);
  }
}

function Root() {
  return (
    <>
      <LocaleSync />
      <ScrollReset />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * Every route of the app. Guest pages (sign-in, sign-up) send signed-in users on; protected pages sit in
 * the shell behind RequireAuth; password, confirmation and invitation pages are open to anyone; unknown
 * paths go to /.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-up', element: <SignUpPage /> },
        ],
      },
      { path: 'password', element: <ForgotPasswordPage /> },
      { path: 'password/reset', element: <ResetPasswordPage /> },
      { path: 'confirm', element: <ConfirmEmailPage /> },
      { path: 'accept_invitation/:id', element: <AcceptInvitationPage /> },
      { path: 'embed/:token', element: <EmbedPage /> },
      { path: 'wizard', element: <WizardPage /> },
      { path: 'oauth/callback', element: <OAuthCallbackPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: 'account', element: <AccountPage /> },
              { path: 'billing', element: <BillingPage /> },
              { path: 'sportsengine/export', element: <SportsengineExportPage /> },
              { path: 'sportsengine/delete', element: <SportsengineDeletePage /> },
              { path: 'league-management', element: <LeagueManagementPage /> },
              { path: 'organization', element: <OrganizationPage /> },
              { path: 'leagues', element: <LeaguesPage /> },
              { path: 'leagues/new', element: <LeagueNewPage /> },
              { path: 'leagues/:id', element: <LeaguePage /> },
              { path: 'seasons/new', element: <SeasonNewPage /> },
              { path: 'seasons/:id', element: <SeasonPage /> },
              { path: 'setup', element: <SetupPage /> },
              { path: 'teams/new', element: <TeamNewPage /> },
              { path: 'teams/:id', element: <TeamPage /> },
              { path: 'teams/:id/edit', element: <TeamEditPage /> },
              { path: 'people/new', element: <PersonNewPage /> },
              { path: 'people/:id', element: <PersonPage /> },
              { path: 'people/:id/edit', element: <PersonEditPage /> },
              { path: 'venues/new', element: <VenueNewPage /> },
              { path: 'venues/:id', element: <VenuePage /> },
              { path: 'venues/:id/edit', element: <VenueEditPage /> },
              { path: 'divisions/new', element: <DivisionNewPage /> },
              { path: 'divisions/:id', element: <DivisionPage /> },
              { path: 'divisions/:id/edit', element: <DivisionEditPage /> },
              { path: 'bulk-edit', element: <BulkEditPage /> },
              { path: 'import', element: <LeagueImportPage /> },
              { path: 'import/csv', element: <CsvImportPage /> },
              { path: 'calendar', element: <CalendarPage /> },
              { path: 'timeslots', element: <CalendarPage /> },
              { path: 'calendar/:scheduleId', element: <CalendarPage /> },
              { path: 'schedules', element: <SchedulesPage /> },
              { path: 'schedules/new', element: <ScheduleNewPage /> },
              { path: 'schedules/:scheduleId', element: <SchedulePage /> },
              { path: 'tournaments', element: <TournamentsPage /> },
              { path: 'tournaments/new', element: <TournamentNewPage /> },
              { path: 'list', element: <MasterListPage /> },
              { path: 'changes', element: <ChangesPage /> },
              { path: 'standings', element: <StandingsPage /> },
              { path: 'public-webpage', element: <PublicWebpageSettingsPage /> },
              { path: 'sportsengine/import', element: <SportsengineImportPage /> },
              { path: 'sportsengine/import-beta', element: <SportsengineImportBetaPage /> },
              { path: 'activity/:id', element: <ActivityPage /> },
              { path: 'sportsengine', element: <SportsengineHubPage /> },
              { path: 'sportsengine/connect', element: <SportsengineConnectPage /> },
              {
                element: <RequireSiteAdmin />,
                children: [
                  { path: 'admin', element: <AdminPage /> },
                  { path: 'dropshadows', element: <DropshadowsPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
