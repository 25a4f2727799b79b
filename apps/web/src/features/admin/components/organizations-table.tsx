import { type AdminOrganizationRow, FREE_PLAN, findPlan } from '@app/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSetOrganizationPlan } from '../api/use-set-organization-plan.ts';
import { PlanSelect } from './plan-select.tsx';

/**
 * Organisations with their plan, owner and sizes. Choosing another plan asks for confirmation, then sets it
 * by hand (docs/admin.md#plans-by-hand) and says so in a notification.
 */
export function OrganizationsTable({ organizations }: { organizations: AdminOrganizationRow[] }) {
  const { t } = useTranslation();
  const setPlan = useSetOrganizationPlan();

  const planName = (slug: string) =>
    slug === FREE_PLAN ? t('admin.plans.free') : `${findPlan(slug)?.name ?? slug} (${slug})`;

  function confirmPlan(organization: AdminOrganizationRow, plan: string) {
    const values = { name: organization.name, from: planName(organization.plan), to: planName(plan) };
    modals.openConfirmModal({
      title: t('admin.organizations.confirmTitle'),
      children: <Text size="sm">{t('admin.organizations.confirm', values)}</Text>,
      labels: { confirm: t('admin.organizations.setPlan'), cancel: t('common.cancel') },
      onConfirm: () =>
        setPlan.mutate(
          { organizationId: organization.id, plan },
          {
            onSuccess: () => notifySuccess(t('admin.organizations.planSet', values)),
            onError: (error) =>
              notifyError(describeFailure(t, error), { title: t('admin.organizations.planFailed') }),
          },
        ),
    });
  }

  if (organizations.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('admin.organizations.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.organizations.name')}</Table.Th>
            <Table.Th>{t('admin.organizations.owner')}</Table.Th>
            <Table.Th>{t('admin.organizations.members')}</Table.Th>
            <Table.Th>{t('admin.organizations.leagues')}</Table.Th>
            <Table.Th>{t('admin.organizations.plan')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.map((organization) => (
            <Table.Tr key={organization.id}>
              <Table.Td>{organization.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {organization.owner_email ?? t('common.none')}
              </Table.Td>
              <Table.Td>{organization.member_count}</Table.Td>
              <Table.Td>{organization.league_count}</Table.Td>
              <Table.Td>
                <PlanSelect
                  value={organization.plan}
                  organizationName={organization.name}
                  disabled={setPlan.isPending}
                  onChange={(plan) => confirmPlan(organization, plan)}
                />
                {organization.plan_source === 'admin' ? (
                  <Badge size="xs" variant="light" color="gray" mt={4}>
                    {t('admin.organizations.setByAdmin')}
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
