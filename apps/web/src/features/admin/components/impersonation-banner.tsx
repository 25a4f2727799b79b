import type { User } from '@app/contracts';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useReturnToAdmin } from '../api/use-return-to-admin.ts';

/**
 * On every signed-in page while a site admin impersonates a user (docs/admin.md#impersonation): whose account
 * is open and by whom, with the way back to the admin's own account and /admin.
 */
export function ImpersonationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnToAdmin();
  if (!user.impersonator) return null;

  const name = [user.first, user.last].filter(Boolean).join(' ') || user.email;
  function handleReturn() {
    back.mutate(undefined, {
      onSuccess: () => navigate('/admin', { replace: true }),
      onError: (error) => notifyError(describeFailure(t, error)),
    });
  }

  return (
    <Alert color="grape" variant="filled" icon={<IconUserShield size={18} />} mb="md" role="status">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.banner.text', { admin: user.impersonator.email, name, email: user.email })}
        </Text>
        <Button size="xs" color="dark" variant="white" onClick={handleReturn} loading={back.isPending}>
          {t('admin.banner.return')}
        </Button>
      </Group>
    </Alert>
  );
}
