import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePublicSite } from '../api/use-public-site.ts';
import { SECTION_LABELS, shownSections, sitePath } from '../model/site-nav.ts';
import { SiteContext } from './site-context.ts';
import { useSiteLocale } from './use-site-locale.ts';
import './public-site.css';

/**
 * An unknown or unpublished site leaves for the main site's home page, never an error page with data
 * (docs/public-site.md): a full page load, since `/` is the admin app's, not this bundle's.
 */
export function leaveSite(): void {
  window.location.replace('/');
}

/**
 * The frame of every page of a league's public site: header with logo, names and the menu, footer with the
 * same links and the language switch. The menu holds only the sections the organisers switched on.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const { orgSlug = '', leagueSlug = '' } = useParams();
  const site = usePublicSite(orgSlug, leagueSlug);
  const [locale, chooseLocale] = useSiteLocale(site.data?.league.language);
  const notFound = isApiError(site.error, 404);
  useEffect(() => {
    if (notFound) leaveSite();
  }, [notFound]);
  useEffect(() => {
    if (site.data) document.title = site.data.league.name;
  }, [site.data]);

  if (site.error && !notFound) {
    return (
      <div className="ps-wrap ps-main">
        <ErrorState error={site.error} onRetry={() => void site.refetch()} />
      </div>
    );
  }
  if (!site.data) return <PageLoader />;
  const data = site.data;
  const sections = shownSections(data.sections);
  const links = [
    { to: sitePath(orgSlug, leagueSlug), label: t('publicSite.nav.home'), end: true },
    ...sections.map((section) => ({
      to: sitePath(orgSlug, leagueSlug, section),
      label: t(SECTION_LABELS[section]),
      end: section !== 'teams',
    })),
  ];
  const otherLeagues = data.leagues.filter((league) => league.slug !== data.league.slug);

  return (
    <SiteContext.Provider value={{ site: data, orgSlug, leagueSlug, locale }}>
      <div className="ps-page">
        <header className="ps-header">
          <div className="ps-wrap">
            <div className="ps-top">
              <NavLink to={sitePath(orgSlug, leagueSlug)} className="ps-brand">
                {data.organization.logo_url ? (
                  <img className="ps-logo" src={data.organization.logo_url} alt="" width={44} height={44} />
                ) : null}
                <span className="ps-brand-text">
                  <span className="ps-league-name">{data.league.name}</span>
                  <span className="ps-org-name" style={{ display: 'block' }}>
                    {data.organization.name} · {data.season.name}
                  </span>
                </span>
              </NavLink>
              <Button
                className="ps-lang"
                size="compact-sm"
                variant="white"
                radius="xl"
                lang={locale === 'ja' ? 'en' : 'ja'}
                onClick={() => chooseLocale(locale === 'ja' ? 'en' : 'ja')}
              >
                {locale === 'ja' ? 'English' : '日本語'}
              </Button>
            </div>
            <nav className="ps-nav" aria-label={t('publicSite.nav.label')}>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
          </div>
        </header>
        <main className="ps-wrap ps-main">
          <Outlet />
        </main>
        <footer className="ps-footer">
          <div className="ps-wrap">
            <nav className="ps-footer-links" aria-label={t('publicSite.nav.footer')}>
              {links.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end}>
                  {link.label}
                </NavLink>
              ))}
            </nav>
            {otherLeagues.length > 0 ? (
              <nav className="ps-footer-links" aria-label={t('publicSite.otherLeagues')}>
                <span>{t('publicSite.otherLeagues')}:</span>
                {otherLeagues.map((league) => (
                  <NavLink key={league.slug} to={sitePath(orgSlug, league.slug)}>
                    {league.name}
                  </NavLink>
                ))}
              </nav>
            ) : null}
            <div>{data.organization.name}</div>
          </div>
        </footer>
      </div>
    </SiteContext.Provider>
  );
}
