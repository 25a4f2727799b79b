import { fieldErrors, type Venue, VenueCreateSchema } from '@app/contracts';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreateVenues } from '../api/use-save-venues.ts';
import { errorsForRow, newVenueRow, rowToInput, type VenueRow } from './venue-draft.ts';
import { VenueFields } from './venue-fields.tsx';
import { venueMessage } from './venue-message.ts';
import { useAfterSaveDelay } from './venue-save-delay.ts';

/**
 * The multi-row venue form of /venues/new: each row a venue with two surfaces to start; every named row
 * needs a named surface; the first row cannot be deleted; blank-named rows are dropped. After saving,
 * `onSaved` runs 700 ms later with the created venues.
 */
export function VenueRowsForm({
  seasonId,
  onSaved,
  onCancel,
}: {
  seasonId: string;
  onSaved: (venues: Venue[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const surfaceName = (n: number) => t('venues.defaultSurface', { n });
  const [rows, setRows] = useState<VenueRow[]>(() => [newVenueRow(surfaceName)]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useCreateVenues();
  const afterSaveDelay = useAfterSaveDelay();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = VenueCreateSchema.safeParse({
      season_id: seasonId,
      venues: rows.map((row) => rowToInput(row)),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        notifySuccess(t('venues.created', { count: answer.venues.length }));
        afterSaveDelay(() => onSaved(answer.venues));
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(failure.errors);
        notifyError(failure.message, { title: t('venues.saveFailed') });
      },
    });
  }

  function handleRowChange(index: number, row: VenueRow) {
    setRows(rows.map((r, i) => (i === index ? row : r)));
    setErrors({});
  }

  const baseError = errors.venues?.[0] ?? errors.base?.[0];
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {baseError ? (
          <Alert color="red" role="alert">
            {venueMessage(t, baseError)}
          </Alert>
        ) : null}
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h5">
                  {t('venues.rowLabel', { n: index + 1 })}
                </Title>
                {index > 0 ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => setRows(rows.filter((_, i) => i !== index))}
                    aria-label={t('venues.removeRow', { n: index + 1 })}
                  >
                    {t('venues.remove')}
                  </Button>
                ) : null}
              </Group>
              <VenueFields
                row={row}
                index={index}
                errors={errorsForRow(errors, `venues.${index}.`)}
                onChange={(next) => handleRowChange(index, next)}
                onDeleteSurface={(surface) =>
                  handleRowChange(index, {
                    ...row,
                    surfaces: row.surfaces.filter((s) => s.key !== surface.key),
                  })
                }
              />
            </Stack>
          </Paper>
        ))}
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setRows([...rows, newVenueRow(surfaceName)])}
          >
            {t('venues.addRow')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
