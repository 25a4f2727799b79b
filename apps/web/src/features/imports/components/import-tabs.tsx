import { Tabs } from '@mantine/core';
import { IconFileSpreadsheet, IconJson } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Switches between the two import screens, which share one menu entry. */
export function ImportTabs({ current }: { current: '/import' | '/import/csv' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(value) => value && value !== current && navigate(value)}>
      <Tabs.List>
        <Tabs.Tab value="/import/csv" leftSection={<IconFileSpreadsheet size={16} />}>
          {t('imports.csvTab')}
        </Tabs.Tab>
        <Tabs.Tab value="/import" leftSection={<IconJson size={16} />}>
          {t('imports.jsonTab')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
