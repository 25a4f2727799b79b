import { ACROSS_DIVISION_COUNT, type SeasonDivision } from '@app/contracts';
import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The across option of a new division: a checkbox that reveals the season's plain divisions, of which
 * exactly two may be chosen; once two are, the others are disabled (an across-division pairs exactly two: docs/divisions.md).
 */
export function AcrossDivisionPicker({
  divisions,
  isAcross,
  selected,
  error,
  onChange,
}: {
  divisions: readonly SeasonDivision[];
  isAcross: boolean;
  selected: readonly string[];
  error?: string;
  onChange: (next: { isAcross: boolean; selected: string[] }) => void;
}) {
  const { t } = useTranslation();
  const isFull = selected.length >= ACROSS_DIVISION_COUNT;

  function toggle(id: string, checked: boolean) {
    const next = checked ? [...selected, id] : selected.filter((other) => other !== id);
    onChange({ isAcross, selected: next });
  }

  return (
    <Stack gap="xs">
      <Checkbox
        label={t('divisions.across')}
        description={t('divisions.acrossHelp')}
        checked={isAcross}
        onChange={(event) => onChange({ isAcross: event.currentTarget.checked, selected: [] })}
      />
      {isAcross ? (
        <Fieldset variant="unstyled" legend={t('divisions.acrossChoose')}>
          <Stack gap={6} mt={6}>
            {divisions.map((division) => {
              const isChecked = selected.includes(division.id);
              return (
                <Checkbox
                  key={division.id}
                  label={division.name}
                  checked={isChecked}
                  disabled={!isChecked && isFull}
                  onChange={(event) => toggle(division.id, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
          <Text size="xs" c="dimmed" mt={6}>
            {t('divisions.acrossCount', { count: selected.length, max: ACROSS_DIVISION_COUNT })}
          </Text>
          {error ? (
            <Text size="sm" c="red" mt={4} role="alert">
              {error}
            </Text>
          ) : null}
        </Fieldset>
      ) : null}
    </Stack>
  );
}
