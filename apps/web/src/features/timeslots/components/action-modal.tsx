import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog holding one small form; submitting runs `onSubmit` (the caller closes it when done). */
export function ActionModal({
  title,
  submitLabel,
  isBusy,
  onSubmit,
  onClose,
  children,
  danger = false,
}: {
  title: string;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isBusy} color={danger ? 'red' : undefined}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
