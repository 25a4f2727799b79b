import { type PlatformImportOptions, PlatformImportOptionsSchema } from '@app/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImportOptionsFields } from './import-options-fields.tsx';
import { ReconnectAlert } from './reconnect-alert.tsx';

/**
 * The body both import pages share (docs/sportsengine.md#importing): title and intro, the reconnect alert when a
 * list cannot be read, the page's own selects, then Include Games, Practices and Coaches and Cancel / Import.
 * Import stays disabled until `ready`; submitting hands the chosen options to `onSubmit`.
 */
export function ImportForm({
  title,
  intro,
  failure,
  ready,
  pending,
  baseError,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  failure: unknown;
  ready: boolean;
  pending: boolean;
  /** A server error about the import as a whole, shown above the buttons. */
  baseError?: string | undefined;
  onSubmit: (options: PlatformImportOptions) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [options, setOptions] = useState(() => PlatformImportOptionsSchema.parse({}));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (ready) onSubmit(options);
  }

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {failure ? <ReconnectAlert error={failure} /> : null}
      <Paper withBorder radius="md" p="md">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {children}
            <ImportOptionsFields value={options} onChange={setOptions} />
            {baseError ? (
              <Text c="red" size="sm" role="alert">
                {baseError}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => navigate('/sportsengine')}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={!ready} loading={pending}>
                {t('sportsengine.import.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
