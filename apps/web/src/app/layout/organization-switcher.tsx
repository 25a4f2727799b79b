import type { LeagueInfo } from '@app/contracts';
import { Select } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSwitchOrganization } from '../../features/organizations/api/use-switch-organization.ts';
import { notifyError } from '../../lib/notify.ts';

/**
 * Shown only to users of more than one organisation. Switching makes the choice current on the server,
 * reloads league information and lands on /?switched=1, which reminds the user which organisation they are now in.
 */
export function OrganizationSwitcher({ info }: { info: LeagueInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchOrganization = useSwitchOrganization();
  if (info.organizations.length <= 1) return null;

  function handleChange(id: string | null) {
    if (!id || id === info.current_organization.id) return;
    switchOrganization.mutate(id, {
      onSuccess: () => navigate('/?switched=1'),
      onError: (error) => notifyError(error.message, { title: t('organization.switchFailed') }),
    });
  }

  return (
    <Select
      aria-label={t('organization.switch')}
      data={info.organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
      value={info.current_organization.id}
      onChange={handleChange}
      allowDeselect={false}
      disabled={switchOrganization.isPending}
      leftSection={<IconBuildingCommunity size={16} />}
      w={{ base: 150, sm: 220 }}
      size="sm"
      comboboxProps={{ width: 260, position: 'bottom-end' }}
    />
  );
}
