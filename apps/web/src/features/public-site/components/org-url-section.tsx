import type { PublicWebpage } from '@app/contracts';
import { PublicWebpageUpdateSchema } from '@app/contracts';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSaveWebpage } from '../api/use-public-webpage.ts';

/**
 * The organisation's URL slug, `/public/{slug}`: letters and digits, chosen once. After the first save the
 * slug is claimed and the field is read-only (docs/public-site.md#addresses); the save asks first.
 */
export function OrgUrlSection({ webpage }: { webpage: PublicWebpage }) {
  const { t } = useTranslation();
  const [slug, setSlug] = useState(webpage.slug);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveWebpage(webpage.id);
  const siteUrl = `${window.location.origin}/public/${webpage.slug}`;
  const changed = slug.trim().toLowerCase() !== webpage.slug;

  const submit = () => {
    const parsed = PublicWebpageUpdateSchema.pick({ slug: true }).safeParse({ slug });
    if (!parsed.success) {
      setError(t('publicSite.settings.slugInvalid'));
      return;
    }
    modals.openConfirmModal({
      title: t('publicSite.settings.slugConfirmTitle'),
      children: <Text size="sm">{t('publicSite.settings.slugConfirm', { slug: parsed.data.slug })}</Text>,
      labels: { confirm: t('common.save'), cancel: t('common.cancel') },
      onConfirm: () =>
        save.mutate(
          { settings: { slug: parsed.data.slug } },
          {
            onSuccess: () => {
              setError(null);
              notifySuccess(t('publicSite.settings.saved'));
            },
            onError: (failure) => {
              if (isApiError(failure)) setError(serverFieldErrors(t, failure.errors).slug ?? null);
              notifyError(describeFailure(t, failure));
            },
          },
        ),
    });
  };

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('publicSite.settings.orgUrl')}
        </Title>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('publicSite.settings.orgSlug')}
            description={
              webpage.slug_claimed ? t('publicSite.settings.slugClaimed') : t('publicSite.settings.slugOnce')
            }
            value={slug}
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            disabled={webpage.slug_claimed}
            style={{ flex: '1 1 220px' }}
          />
          {webpage.slug_claimed ? null : (
            <Button onClick={submit} disabled={!changed} loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {siteUrl}
        </Text>
      </Stack>
    </Card>
  );
}
