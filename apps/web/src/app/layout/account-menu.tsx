import type { Locale, User } from '@app/contracts';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCheck,
  IconCreditCard,
  IconLogout,
  IconPlugConnected,
  IconShieldLock,
  IconSitemap,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSignOut } from '../../features/users/api/use-sign-out.ts';
import { useSwitchLocale } from '../../features/users/api/use-switch-locale.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useAppConfig } from '../../queries/use-app-config.ts';

const LANGUAGES: readonly { locale: Locale; label: string }[] = [
  // Each language is named in itself, so it can be found whatever the current language is.
  { locale: 'en', label: 'English' },
  { locale: 'ja', label: '日本語' },
];

/**
 * The account menu: Account, Organisation, Billing, League management, SportsEngine (the organisation's owner,
 * not in Japanese, when the server has SportsEngine settings: docs/sportsengine.md), Admin (site admins only),
 * the interface language, and Sign out.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Only an owner outside Japanese could see the entry, so only they ask for the server's settings.
  const mayLinkSportsengine = user.org_owner && user.locale !== 'ja';
  const config = useAppConfig({ enabled: mayLinkSportsengine });
  const showsSportsengine = mayLinkSportsengine && config.data?.sportsengine_enabled === true;
  const switchLocale = useSwitchLocale();
  const signOut = useSignOut();
  const initials = (user.first.charAt(0) + user.last.charAt(0) || user.email.charAt(0)).toUpperCase();

  function handleSignOut() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(t('auth.signedOut'));
        navigate('/sign-in', { replace: true });
      },
      onError: (error) => notifyError(error.message),
    });
  }

  function handleLocale(locale: Locale) {
    if (locale === user.locale) return;
    switchLocale.mutate(locale, { onError: (error) => notifyError(error.message) });
  }

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('accountMenu.open')}>
          <Avatar color="indigo" radius="xl" size={34}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} />}>
          {t('nav.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/organization" leftSection={<IconBuildingCommunity size={16} />}>
          {t('nav.organization')}
        </Menu.Item>
        <Menu.Item component={Link} to="/billing" leftSection={<IconCreditCard size={16} />}>
          {t('billing.nav')}
        </Menu.Item>
        <Menu.Item component={Link} to="/league-management" leftSection={<IconSitemap size={16} />}>
          {t('leagueManagement.nav')}
        </Menu.Item>
        {showsSportsengine ? (
          <Menu.Item component={Link} to="/sportsengine" leftSection={<IconPlugConnected size={16} />}>
            {t('sportsengine.link.nav')}
          </Menu.Item>
        ) : null}
        {user.site_admin ? (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} />}>
            {t('admin.menu')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Label>{t('accountMenu.language')}</Menu.Label>
        {LANGUAGES.map(({ locale, label }) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => handleLocale(locale)}
            rightSection={
              locale === user.locale ? <IconCheck size={14} aria-label={t('common.selected')} /> : null
            }
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={handleSignOut}>
          {t('accountMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
