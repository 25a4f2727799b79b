import { type AccountUpdateInput, AccountUpdateSchema, type Locale, type User } from '@app/contracts';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeFailure, zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { weekdayOptions } from '../../../lib/weekday-names.ts';
import { useUpdateAccount } from '../api/use-update-account.ts';
import { timezoneOptions } from './timezone-options.ts';

interface FormValues {
  first: string;
  last: string;
  email: string;
  timezone: string;
  locale: Locale;
  first_day: string;
}

function initialValues(user: User): FormValues {
  return {
    first: user.first,
    last: user.last,
    email: user.unconfirmed_email ?? user.email,
    timezone: user.timezone ?? '',
    locale: user.locale,
    first_day: String(user.first_day),
  };
}

/**
 * Account settings, validated with the server's AccountUpdateSchema before sending (an invalid save marks
 * the fields and shows an info notice); the server's own field errors land on the same inputs. A changed
 * email is only applied once confirmed by link.
 */
export function AccountForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<FormValues>(() => initialValues(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateAccount();
  const zones = useMemo(() => timezoneOptions(user.timezone), [user.timezone]);
  const weekdays = weekdayOptions(i18n.language);

  function set<K extends keyof FormValues>(field: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = AccountUpdateSchema.safeParse({ ...values, first_day: Number(values.first_day) });
    if (!parsed.success) {
      setErrors(zodFieldErrors(t, parsed.error));
      // An invalid save is an info notice too, as a marked field may be scrolled out of view.
      notifyInfo(t('account.invalid'), { id: 'account-invalid' });
      return;
    }
    const input: AccountUpdateInput = parsed.data;
    update.mutate(input, {
      onSuccess: (saved) => {
        setErrors({});
        const isEmailPending =
          saved.unconfirmed_email !== null && saved.unconfirmed_email !== user.unconfirmed_email;
        notifySuccess(isEmailPending ? t('account.emailChangePending') : t('account.saved'));
      },
      onError: (error) => {
        if (isApiError(error, 422) || isApiError(error, 400) || isApiError(error, 409)) {
          setErrors(serverFieldErrors(t, error.errors));
        }
        notifyError(describeFailure(t, error), { title: t('account.saveFailed') });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.first')}
            autoComplete="given-name"
            required
            value={values.first}
            error={errors.first}
            onChange={(event) => set('first', event.currentTarget.value)}
          />
          <TextInput
            label={t('fields.last')}
            autoComplete="family-name"
            required
            value={values.last}
            error={errors.last}
            onChange={(event) => set('last', event.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          description={
            user.unconfirmed_email ? t('account.emailPendingHint', { email: user.email }) : undefined
          }
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <Select
          label={t('fields.timezone')}
          placeholder={t('account.timezonePlaceholder')}
          searchable
          required
          data={zones}
          value={values.timezone === '' ? null : values.timezone}
          error={errors.timezone}
          nothingFoundMessage={t('common.nothingFound')}
          onChange={(value) => set('timezone', value ?? '')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('fields.locale')}
            required
            allowDeselect={false}
            data={[
              { value: 'en', label: t('locale.en') },
              { value: 'ja', label: t('locale.ja') },
            ]}
            value={values.locale}
            error={errors.locale}
            onChange={(value) => set('locale', value === 'ja' ? 'ja' : 'en')}
          />
          <Select
            label={t('fields.firstDay')}
            required
            allowDeselect={false}
            data={weekdays}
            value={values.first_day}
            error={errors.first_day}
            onChange={(value) => set('first_day', value ?? '0')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
