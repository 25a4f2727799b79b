import { Anchor, Group } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The "Bulk CSV import" link the create screens show (docs/imports.md): many records at once from a file. */
export function CsvImportLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/import/csv" size="sm">
      <Group gap={4} component="span">
        <IconFileImport size={16} aria-hidden />
        {t('common.csvImport')}
      </Group>
    </Anchor>
  );
}
