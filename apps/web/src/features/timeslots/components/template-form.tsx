import type { SeasonDivision, SeasonVenue } from '@app/contracts';
import { Alert, Checkbox, Group, MultiSelect, Select, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CreationTemplate, DURATION_CHOICES, templateProblem } from '../model/creation-template.ts';

const DURATION_DATA = DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: String(minutes) }));

/**
 * The creation template: what a click or drag on the week or day grid makes. Says what is missing
 * (a venue, then a surface) until slots can be placed.
 */
export function TemplateForm({
  template,
  venues,
  divisions,
  onChange,
}: {
  template: CreationTemplate;
  venues: readonly SeasonVenue[];
  divisions: readonly SeasonDivision[];
  onChange: (template: CreationTemplate) => void;
}) {
  const { t } = useTranslation();
  const venue = venues.find((candidate) => candidate.id === template.venueId);
  const problem = templateProblem(template);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('timeslots.template.title')}
      </Title>
      <Select
        label={t('timeslots.template.venue')}
        placeholder={t('timeslots.template.venuePlaceholder')}
        data={venues.map(({ id, name }) => ({ value: id, label: name }))}
        value={template.venueId}
        onChange={(venueId) => {
          const next = venues.find((candidate) => candidate.id === venueId);
          onChange({ ...template, venueId, surfaceIds: next?.surfaces.map((surface) => surface.id) ?? [] });
        }}
        searchable
      />
      <Select
        label={t('timeslots.template.duration')}
        data={DURATION_DATA}
        value={String(template.duration)}
        onChange={(value) => value && onChange({ ...template, duration: Number(value) })}
        allowDeselect={false}
        searchable
      />
      <MultiSelect
        label={t('timeslots.template.surfaces')}
        data={(venue?.surfaces ?? []).map(({ id, name }) => ({ value: id, label: name }))}
        value={template.surfaceIds}
        onChange={(surfaceIds) => onChange({ ...template, surfaceIds })}
        disabled={!venue}
      />
      <MultiSelect
        label={t('timeslots.template.divisions')}
        placeholder={template.divisionIds.length === 0 ? t('timeslots.template.allDivisions') : undefined}
        data={divisions.map(({ id, name }) => ({ value: id, label: name }))}
        value={template.divisionIds}
        onChange={(divisionIds) => onChange({ ...template, divisionIds })}
      />
      <Group gap="md">
        <Checkbox
          label={t('timeslots.kind.game')}
          checked={template.isGame}
          onChange={(event) => onChange({ ...template, isGame: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('timeslots.kind.practice')}
          checked={template.isPractice}
          onChange={(event) => onChange({ ...template, isPractice: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('timeslots.kind.reserved')}
          checked={template.isReserved}
          onChange={(event) => onChange({ ...template, isReserved: event.currentTarget.checked })}
        />
      </Group>
      {problem && (
        <Alert color="yellow" p="xs">
          {t(problem)}
        </Alert>
      )}
    </Stack>
  );
}
