import type { Locale, PublicLeagueSite } from '@app/contracts';
import { createContext, useContext } from 'react';

/** What every page of a league's public site reads: the site answer, its slugs and the shown language. */
export interface SiteContextValue {
  site: PublicLeagueSite;
  orgSlug: string;
  leagueSlug: string;
  locale: Locale;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The league site around the current page; the site layout provides it. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite outside the public site layout');
  return value;
}
