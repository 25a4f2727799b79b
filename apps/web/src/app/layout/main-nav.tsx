import { NavLink, Stack } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCalendar,
  IconFileImport,
  IconHistory,
  IconHome,
  IconList,
  IconListDetails,
  IconListNumbers,
  IconTableOptions,
  IconTournament,
  IconTrophy,
  IconUserCircle,
  IconWorldWww,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCanManage } from '../../lib/use-can-manage.ts';

interface NavItem {
  to: string;
  labelKey:
    | 'nav.dashboard'
    | 'nav.organization'
    | 'nav.account'
    | 'bulkEdit.nav'
    | 'imports.nav'
    | 'leagues.nav'
    | 'timeslots.nav'
    | 'schedules.nav'
    | 'schedules.navTournaments'
    | 'schedules.navMaster'
    | 'replans.nav'
    | 'standings.nav'
    | 'publicSite.nav.settings';
  icon: ComponentType<{ size?: number }>;
  /** Shown only to roles with this permission (the page is theirs alone). */
  permission?: 'manage';
}

/**
 * The app's sections. Later features add their entry here once their page exists, so the menu never
 * holds a dead link.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: IconHome },
  { to: '/leagues', labelKey: 'leagues.nav', icon: IconTrophy },
  { to: '/calendar', labelKey: 'timeslots.nav', icon: IconCalendar },
  { to: '/schedules', labelKey: 'schedules.nav', icon: IconListDetails },
  { to: '/tournaments', labelKey: 'schedules.navTournaments', icon: IconTournament },
  { to: '/list', labelKey: 'schedules.navMaster', icon: IconList },
  { to: '/changes', labelKey: 'replans.nav', icon: IconHistory },
  { to: '/standings', labelKey: 'standings.nav', icon: IconListNumbers },
  { to: '/bulk-edit', labelKey: 'bulkEdit.nav', icon: IconTableOptions },
  { to: '/import', labelKey: 'imports.nav', icon: IconFileImport },
  { to: '/public-webpage', labelKey: 'publicSite.nav.settings', icon: IconWorldWww, permission: 'manage' },
  { to: '/organization', labelKey: 'nav.organization', icon: IconBuildingCommunity },
  { to: '/account', labelKey: 'nav.account', icon: IconUserCircle },
];

/** The navigation list; `onNavigate` lets the mobile drawer close after a choice. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const labels: Record<NavItem['labelKey'], string> = {
    'nav.dashboard': t('nav.dashboard'),
    'nav.organization': t('nav.organization'),
    'nav.account': t('nav.account'),
    'bulkEdit.nav': t('bulkEdit.nav'),
    'imports.nav': t('imports.nav'),
    'leagues.nav': t('leagues.nav'),
    'timeslots.nav': t('timeslots.nav'),
    'schedules.nav': t('schedules.nav'),
    'schedules.navTournaments': t('schedules.navTournaments'),
    'schedules.navMaster': t('schedules.navMaster'),
    'replans.nav': t('replans.nav'),
    'standings.nav': t('standings.nav'),
    'publicSite.nav.settings': t('publicSite.nav.settings'),
  };
  const canManage = useCanManage();
  return (
    <Stack component="nav" gap={4} aria-label={t('nav.label')}>
      {NAV_ITEMS.filter((item) => item.permission !== 'manage' || canManage).map(
        ({ to, labelKey, icon: Icon }) => {
          const isActive = to === '/' ? pathname === '/' : pathname.startsWith(to);
          return (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={labels[labelKey]}
              leftSection={<Icon size={18} />}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        },
      )}
    </Stack>
  );
}
