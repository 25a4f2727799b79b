import type { ScoringSystem, ScoringSystemValues, Tiebreaker } from '@app/contracts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSaveScoringSystem } from '../api/use-standings.ts';
import {
  FORFEIT_SCORE_FIELDS,
  FORFEIT_SCORE_LABELS,
  type ForfeitScoreField,
  POINT_FIELDS,
  POINT_LABELS,
  type PointField,
  TIEBREAKER_LABELS,
} from '../model/labels.ts';
import {
  addTiebreaker,
  moveTiebreaker,
  removeTiebreaker,
  unusedTiebreakers,
} from '../model/standings-table.ts';

type NumberField = PointField | ForfeitScoreField;
type Draft = Omit<ScoringSystemValues, NumberField> & Record<NumberField, number | ''>;

/**
 * A manager's editor of the season's scoring system (docs/standings.md#tiebreakers): the five point values
 * as whole numbers only, the ordered tiebreakers, added from the names not yet listed, moved with
 * buttons (keyboard-usable) and removed, and the forfeit rules (the score of a forfeit entered without one,
 * whether forfeits count in head-to-head). The server checks again; its field errors show on their fields.
 */
export function ScoringSystemEditor({ seasonId, system }: { seasonId: string; system: ScoringSystem }) {
  const { t } = useTranslation();
  const save = useSaveScoringSystem(seasonId);
  const [draft, setDraft] = useState<Draft>(() => {
    const { id: _id, ...values } = system;
    return values;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unused = unusedTiebreakers(draft.tiebreakers);
  const [toAdd, setToAdd] = useState<Tiebreaker | ''>('');
  const chosen = toAdd !== '' && unused.includes(toAdd) ? toAdd : (unused[0] ?? '');
  const tiebreakerError = Object.entries(errors).find(([field]) => field.startsWith('tiebreakers'))?.[1];

  const setTiebreakers = (tiebreakers: Tiebreaker[]) => setDraft((d) => ({ ...d, tiebreakers }));
  const setNumber = (field: NumberField, value: number | string) =>
    setDraft((d) => ({ ...d, [field]: typeof value === 'number' ? value : '' }));

  function submit() {
    const local: Record<string, string> = {};
    for (const field of [...POINT_FIELDS, ...FORFEIT_SCORE_FIELDS]) {
      if (draft[field] === '') local[field] = t('standings.scoring.required');
    }
    const { forfeit_winner_score: winner, forfeit_loser_score: loser } = draft;
    if (winner !== '' && loser !== '' && loser > winner) {
      local.forfeit_loser_score = t('standings.scoring.forfeitOrder');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body = { ...draft } as ScoringSystemValues;
    save.mutate(
      { id: system.id, body },
      {
        onSuccess: () => notifySuccess(t('standings.scoring.saved')),
        onError: (failure) => {
          if (isApiError(failure)) setErrors(serverFieldErrors(t, failure.errors));
          notifyError(failure.message, { title: t('standings.scoring.saveFailed') });
        },
      },
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="scoring-system-title">
      <Title order={2} size="h4" id="scoring-system-title">
        {t('standings.scoring.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {POINT_FIELDS.map((field) => (
          <NumberInput
            key={field}
            label={t(POINT_LABELS[field])}
            value={draft[field]}
            allowDecimal={false}
            min={-100}
            max={100}
            clampBehavior="none"
            error={errors[field]}
            onChange={(value) => setNumber(field, value)}
          />
        ))}
      </SimpleGrid>
      <Stack gap={4}>
        <Text fw={500} size="sm" id="tiebreakers-label">
          {t('standings.scoring.tiebreakers')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('standings.scoring.tiebreakersHelp')}
        </Text>
        {draft.tiebreakers.length === 0 ? (
          <Text size="sm">{t('standings.scoring.noTiebreakers')}</Text>
        ) : (
          <List type="ordered" aria-labelledby="tiebreakers-label" spacing={4}>
            {draft.tiebreakers.map((name, index) => {
              const label = t(TIEBREAKER_LABELS[name]);
              return (
                <List.Item key={name}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" miw={150}>
                      {label}
                    </Text>
                    <ActionIcon
                      variant="default"
                      size="sm"
                      aria-label={t('standings.scoring.moveUp', { name: label })}
                      disabled={index === 0}
                      onClick={() => setTiebreakers(moveTiebreaker(draft.tiebreakers, index, -1))}
                    >
                      <IconArrowUp size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="sm"
                      aria-label={t('standings.scoring.moveDown', { name: label })}
                      disabled={index === draft.tiebreakers.length - 1}
                      onClick={() => setTiebreakers(moveTiebreaker(draft.tiebreakers, index, 1))}
                    >
                      <IconArrowDown size={14} />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      size="sm"
                      aria-label={t('standings.scoring.remove', { name: label })}
                      onClick={() => setTiebreakers(removeTiebreaker(draft.tiebreakers, index))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
        {tiebreakerError ? (
          <Text size="xs" c="red" role="alert">
            {tiebreakerError}
          </Text>
        ) : null}
        {unused.length > 0 ? (
          <Group gap="xs" align="flex-end" mt={4}>
            <NativeSelect
              label={t('standings.scoring.addLabel')}
              value={chosen}
              onChange={(event) => setToAdd(event.currentTarget.value as Tiebreaker)}
              data={unused.map((name) => ({ value: name, label: t(TIEBREAKER_LABELS[name]) }))}
              size="sm"
            />
            <Button
              variant="default"
              size="sm"
              onClick={() => chosen !== '' && setTiebreakers(addTiebreaker(draft.tiebreakers, chosen))}
            >
              {t('standings.scoring.add')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Fieldset
        variant="unstyled"
        legend={
          <Text component="span" fw={500} size="sm">
            {t('standings.scoring.forfeits')}
          </Text>
        }
      >
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('standings.scoring.forfeitsHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
            {FORFEIT_SCORE_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(FORFEIT_SCORE_LABELS[field])}
                value={draft[field]}
                allowDecimal={false}
                allowNegative={false}
                min={0}
                max={999}
                clampBehavior="none"
                error={errors[field]}
                onChange={(value) => setNumber(field, value)}
              />
            ))}
          </SimpleGrid>
          <Checkbox
            label={t('standings.scoring.forfeitCountsInHeadToHead')}
            checked={draft.forfeit_counts_in_head_to_head}
            error={errors.forfeit_counts_in_head_to_head}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setDraft((d) => ({ ...d, forfeit_counts_in_head_to_head: checked }));
            }}
          />
        </Stack>
      </Fieldset>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('standings.scoring.save')}
        </Button>
      </Group>
    </Stack>
  );
}
