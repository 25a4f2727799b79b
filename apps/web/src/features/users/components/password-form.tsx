import { PasswordChangeSchema, type User } from '@app/contracts';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeFailure, zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useChangePassword } from '../api/use-change-password.ts';

/**
 * Set or change the password. A temporary account (has_password false) still has its random password, so
 * no current password is asked for until the user has chosen one.
 */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const needsCurrent = user.has_password;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PasswordChangeSchema.safeParse(
      needsCurrent ? { current_password: current, password } : { password },
    );
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      return;
    }
    if (needsCurrent && current === '') {
      setErrors({ current_password: t('validation.required') });
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(needsCurrent ? t('account.password.changed') : t('account.password.created'));
        setCurrent('');
        setPassword('');
        setErrors({});
      },
      onError: (error) => {
        if (isApiError(error) && error.status !== 429) setErrors(serverFieldErrors(t, error.errors));
        notifyError(describeFailure(t, error), { title: t('account.password.failed') });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {needsCurrent ? null : (
          <Text size="sm" c="dimmed">
            {t('account.password.temporaryHint')}
          </Text>
        )}
        {needsCurrent ? (
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            value={current}
            error={errors.current_password}
            onChange={(event) => setCurrent(event.currentTarget.value)}
          />
        ) : null}
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('validation.passwordMin')}
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {needsCurrent ? t('account.password.change') : t('account.password.set')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
