import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useWebpageByDomain } from '../api/use-public-site.ts';
import { leaveSite } from '../components/site-layout.tsx';
import { sitePath } from '../model/site-nav.ts';

/**
 * `/public/{domain}…`: looks the organisation's site up by its domain or slug and goes to its league page,
 * keeping the rest of the path (`/public/acme/scores` → `/leagues/acme/spring/scores`); no site goes to `/`
 * (docs/public-site.md#addresses).
 */
export function PublicDomainPage() {
  const { domain = '', '*': rest = '' } = useParams();
  const found = useWebpageByDomain(domain);
  const notFound = isApiError(found.error, 404);
  useEffect(() => {
    if (notFound) leaveSite();
  }, [notFound]);
  if (found.error && !notFound)
    return <ErrorState error={found.error} onRetry={() => void found.refetch()} />;
  if (!found.data) return <PageLoader />;
  const base = sitePath(found.data.slug, found.data.redirectUrl.slug);
  const tail = rest.replace(/^\/+/, '');
  return <Navigate to={tail ? `${base}/${tail}` : base} replace />;
}
