import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/**
 * The site admins' pages (/admin, /dropshadows): anyone else, an impersonated session included, goes to /.
 * The server refuses their calls whatever this shows (docs/admin.md).
 */
export function RequireSiteAdmin() {
  const user = useCurrentUser().data;
  if (user === undefined) return <PageLoader />;
  if (!user?.site_admin) return <Navigate to="/" replace />;
  return <Outlet />;
}
