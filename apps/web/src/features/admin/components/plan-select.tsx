import { FREE_PLAN, findPlan, PLAN_SLUGS } from '@app/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The plan selector of an organisation row: Free, then every catalogue plan by name and slug. */
export function PlanSelect({
  value,
  organizationName,
  disabled,
  onChange,
}: {
  value: string;
  organizationName: string;
  disabled: boolean;
  onChange: (plan: string) => void;
}) {
  const { t } = useTranslation();
  const data = PLAN_SLUGS.map((slug) => ({
    value: slug,
    label: slug === FREE_PLAN ? t('admin.plans.free') : `${findPlan(slug)?.name ?? slug} (${slug})`,
  }));
  return (
    <Select
      size="xs"
      w={220}
      data={data}
      value={value}
      allowDeselect={false}
      disabled={disabled}
      aria-label={t('admin.organizations.planFor', { name: organizationName })}
      onChange={(plan) => {
        if (plan && plan !== value) onChange(plan);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
