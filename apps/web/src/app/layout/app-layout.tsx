import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser, useLeagueInfo } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { ConfirmationBanner } from './confirmation-banner.tsx';
import { MainNav } from './main-nav.tsx';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { SwitchedAlert } from './switched-alert.tsx';

/**
 * The signed-in shell: header (burger below 768 px, product name, organisation switcher, account menu),
 * navigation, the confirmation banner and the page. Rendered only inside RequireAuth, so a user exists.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [isNavOpen, nav] = useDisclosure(false);
  const user = useCurrentUser().data;
  const infoQuery = useLeagueInfo({ enabled: Boolean(user) });

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
            {infoQuery.data ? <OrganizationSwitcher info={infoQuery.data} /> : null}
            {user ? <AccountMenu user={user} /> : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <MainNav onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {user ? <ConfirmationBanner user={user} /> : null}
        <SwitchedAlert />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
