import type { PlatformEntity } from '@app/contracts';
import { Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * One of the cascading selects (site, league, season, subseason): its platform records by name, a loader while
 * they come, and a note in place of options when the platform lists none.
 */
export function PlatformSelect({
  label,
  items,
  loading,
  value,
  onChange,
  error,
}: {
  label: string;
  items: readonly PlatformEntity[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const empty = items !== undefined && items.length === 0;
  return (
    <Select
      label={label}
      placeholder={empty ? t('sportsengine.import.noneFound') : t('sportsengine.import.choose')}
      data={(items ?? []).map((item) => ({ value: item.id, label: item.name }))}
      value={value}
      onChange={onChange}
      disabled={loading || empty}
      rightSection={loading ? <Loader size="xs" /> : undefined}
      searchable
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
