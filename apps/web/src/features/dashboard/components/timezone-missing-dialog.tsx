import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Asks a user without a time zone to set one, since every date is shown in it; dismissible per visit. */
export function TimezoneMissingDialog() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Modal opened={isOpen} onClose={() => setIsOpen(false)} title={t('dashboard.timezoneMissing.title')}>
      <Text size="sm">{t('dashboard.timezoneMissing.message')}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={() => setIsOpen(false)}>
          {t('common.later')}
        </Button>
        <Button component={Link} to="/account" data-autofocus>
          {t('dashboard.timezoneMissing.action')}
        </Button>
      </Group>
    </Modal>
  );
}
