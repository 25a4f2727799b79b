import { Navigate, Outlet, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { safeReturnPath } from '../../lib/return-path.ts';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * /sign-in and /sign-up: a signed-in user is sent on, to a safe ?return= path when one is given (this is
 * also how a fresh sign-in lands there) and to / otherwise. If the session check fails the form shows.
 */
export function GuestOnly() {
  const [params] = useSearchParams();
  const userQuery = useCurrentUser();
  if (userQuery.isPending) return <PageLoader />;
  if (userQuery.data) return <Navigate to={safeReturnPath(params.get('return'))} replace />;
  return <Outlet />;
}
