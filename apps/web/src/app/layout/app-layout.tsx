import { Anchor, AppShell, Box, Burger, Group, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { ImpersonationBanner } from '../../features/admin/components/impersonation-banner.tsx';
import { CurrentSeasonPicker } from '../../features/seasons/components/current-season-picker.tsx';
import { useCurrentUser, useLeagueInfo } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { ConfirmationBanner } from './confirmation-banner.tsx';
import { MainNav } from './main-nav.tsx';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { SwitchedAlert } from './switched-alert.tsx';

/**
 * The signed-in shell: header (burger below 768 px, product name, league and season picker from 992 px,
 * organisation switcher, account menu), navigation, the impersonation and confirmation banners and the page. Rendered only
 * inside RequireAuth, so a user exists.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [isNavOpen, nav] = useDisclosure(false);
  const user = useCurrentUser().data;
  const infoQuery = useLeagueInfo({ enabled: Boolean(user) });
  // The league and season picker needs the header's width; narrower screens get it atop the navigation.
  const isWide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={isNavOpen ? t('nav.close') : t('nav.open')}
            />
            <Anchor component={Link} to="/" underline="never" c="inherit" miw={0}>
              <Text fw={700} size="lg" truncate>
                {t('app.name')}
              </Text>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {infoQuery.data && isWide ? <CurrentSeasonPicker info={infoQuery.data} layout="header" /> : null}
            {infoQuery.data ? <OrganizationSwitcher info={infoQuery.data} /> : null}
            {user ? <AccountMenu user={user} /> : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {infoQuery.data && !isWide ? (
          <Box mb="sm">
            <CurrentSeasonPicker info={infoQuery.data} layout="menu" onSwitch={nav.close} />
          </Box>
        ) : null}
        <MainNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {user ? <ImpersonationBanner user={user} /> : null}
        {user ? <ConfirmationBanner user={user} /> : null}
        <SwitchedAlert />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
