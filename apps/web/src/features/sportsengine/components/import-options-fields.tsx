import type { PlatformImportOptions } from '@app/contracts';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Include Games, Include Practices, Include Coaches: what an import brings besides teams. */
export function ImportOptionsFields({
  value,
  onChange,
}: {
  value: PlatformImportOptions;
  onChange: (value: PlatformImportOptions) => void;
}) {
  const { t } = useTranslation();
  const box = (key: keyof PlatformImportOptions, label: string) => (
    <Checkbox
      label={label}
      checked={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="xs">
      {box('include_games', t('sportsengine.import.includeGames'))}
      {box('include_practices', t('sportsengine.import.includePractices'))}
      {box('include_coaches', t('sportsengine.import.includeCoaches'))}
    </Stack>
  );
}
