import {
  DIVISION_PALETTE,
  type Division,
  DivisionCreateSchema,
  DivisionUpdateSchema,
  defaultDivisionColor,
  type SeasonDivision,
  SHORTCODE_MAX,
} from '@app/contracts';
import { Button, ColorInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CsvImportLink } from '../../../components/csv-import-link.tsx';
import { PlanLimitNotice, planLimitOf } from '../../../components/plan-limit-notice.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/field-message.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useShowsPlatformIds } from '../../../queries/sportsengine-status.ts';
import { type DivisionSave, useSaveDivision } from '../api/use-save-division.ts';
import { AcrossDivisionPicker } from './across-division-picker.tsx';

interface DivisionFormValues {
  name: string;
  color: string;
  shortcode: string;
  longcode: string;
  se_id: string;
  isAcross: boolean;
  acrossDivisions: string[];
}

function initialValues(division: Division | undefined, existingCount: number): DivisionFormValues {
  return {
    name: division?.name ?? '',
    color: division?.color ?? defaultDivisionColor(existingCount),
    shortcode: division?.shortcode ?? '',
    longcode: division?.longcode ?? '',
    se_id: division?.se_id ?? '',
    isAcross: false,
    acrossDivisions: [],
  };
}

type SaveResult = { ok: true; save: DivisionSave } | { ok: false; error: z.ZodError };

/** The request for the form's values, validated by the same schema the server uses. */
function toSave(values: DivisionFormValues, seasonId: string, division: Division | undefined): SaveResult {
  const fields = {
    name: values.name,
    shortcode: values.shortcode,
    longcode: values.longcode,
    se_id: values.se_id,
    // Not editable here, but PATCH clears what it does not receive.
    se_mapping_code: division?.se_mapping_code ?? null,
    color: values.color,
  };
  if (division) {
    const parsed = DivisionUpdateSchema.safeParse(fields);
    return parsed.success
      ? { ok: true, save: { kind: 'update', id: division.id, input: parsed.data } }
      : { ok: false, error: parsed.error };
  }
  const parsed = DivisionCreateSchema.safeParse({
    ...fields,
    season_id: seasonId,
    is_across: values.isAcross,
    across_divisions: values.isAcross ? values.acrossDivisions : [],
  });
  return parsed.success
    ? { ok: true, save: { kind: 'create', input: parsed.data } }
    : { ok: false, error: parsed.error };
}

/**
 * Creates a division of a season or edits one: name, colour, abbreviation, custom code and (not for the
 * Japanese locale, whose users have no such system) the external id. A new division may instead be an across-division when
 * the season has more than one plain division; an existing one keeps its kind.
 */
export function DivisionForm({
  division,
  seasonId,
  seasonDivisions,
  onSaved,
  onCancel,
}: {
  division?: Division;
  seasonId: string;
  seasonDivisions: readonly SeasonDivision[];
  onSaved: (division: Division) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(division, seasonDivisions.length));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDivision();
  // A free organisation at its divisions limit: the server's 402, shown with the Upgrade button.
  const limit = planLimitOf(save.error);
  const plainDivisions = seasonDivisions.filter((other) => !other.is_across);
  const canBeAcross = division === undefined && plainDivisions.length > 1;
  // Only a SportsEngine-connected organisation has use for these ids, and never in Japanese (docs/sportsengine.md).
  const showsExternalId = useShowsPlatformIds();

  function set(patch: Partial<DivisionFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = toSave(values, seasonId, division);
    if (!result.ok) {
      setErrors(zodFieldErrors(t, result.error));
      return;
    }
    save.mutate(result.save, {
      onSuccess: (saved) => {
        notifySuccess(t('divisions.saved', { name: saved.name }));
        onSaved(saved);
      },
      onError: (failure) => {
        if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
        // A plan limit shows as the notice in the form, in the interface language, not as a toast too.
        if (!planLimitOf(failure)) notifyError(failure.message, { title: t('divisions.saveFailed') });
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.name')}
            required
            value={values.name}
            error={errors.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
          <ColorInput
            label={t('divisions.color')}
            format="hex"
            swatches={[...DIVISION_PALETTE]}
            value={values.color}
            error={errors.color}
            onChange={(color) => set({ color })}
          />
          <TextInput
            label={t('divisions.shortcode')}
            description={t('divisions.shortcodeHelp', { max: SHORTCODE_MAX })}
            maxLength={SHORTCODE_MAX}
            value={values.shortcode}
            error={errors.shortcode}
            onChange={(event) => set({ shortcode: event.currentTarget.value })}
          />
          <TextInput
            label={t('divisions.longcode')}
            description={t('divisions.longcodeHelp')}
            value={values.longcode}
            error={errors.longcode}
            onChange={(event) => set({ longcode: event.currentTarget.value })}
          />
          {showsExternalId ? (
            <TextInput
              label={t('divisions.externalId')}
              value={values.se_id}
              error={errors.se_id}
              onChange={(event) => set({ se_id: event.currentTarget.value })}
            />
          ) : null}
        </SimpleGrid>
        {canBeAcross ? (
          <AcrossDivisionPicker
            divisions={plainDivisions}
            isAcross={values.isAcross}
            selected={values.acrossDivisions}
            error={errors.across_divisions ? t('divisions.acrossChooseTwo') : undefined}
            onChange={({ isAcross, selected }) => set({ isAcross, acrossDivisions: selected })}
          />
        ) : null}
        {limit ? (
          <PlanLimitNotice limit={limit} />
        ) : errors.base ? (
          <Text c="red" size="sm" role="alert">
            {errors.base}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <CsvImportLink />
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
