import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { type SiteSection, sitePath } from '../model/site-nav.ts';
import { useSite } from './site-context.ts';

/** A section the organisers switched off is not a page: its address goes to the league's home page. */
export function SectionGuard({ section, page }: { section: SiteSection; page: ReactNode }) {
  const { site, orgSlug, leagueSlug } = useSite();
  if (!site.sections[section]) {
    return <Navigate to={sitePath(orgSlug, leagueSlug)} replace />;
  }
  return <>{page}</>;
}
