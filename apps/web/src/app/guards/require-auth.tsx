import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { signInPathFor } from '../../lib/return-path.ts';
import { useCurrentUser } from '../../lib/session.ts';

/** Protected routes: a signed-out visitor goes to /sign-in?return={path with its query}. */
export function RequireAuth() {
  const location = useLocation();
  const userQuery = useCurrentUser();
  if (userQuery.isPending) return <PageLoader />;
  if (userQuery.isError) {
    return <ErrorState error={userQuery.error} onRetry={() => userQuery.refetch()} />;
  }
  if (userQuery.data === null) {
    return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
