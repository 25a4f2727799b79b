import { type GameRefusal, SHIFT_UNITS, type ShiftUnit } from '@app/contracts';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { reasonText } from '../../../lib/reason-text.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useGameActions } from '../api/use-game-actions.ts';
import { gameMessage } from '../model/game-messages.ts';
import type { GameRow } from '../model/game-rows.ts';
import { UNIT_LABELS } from '../model/labels.ts';
import { type MultiEditChange, multiEditProblem } from '../model/multi-edit.ts';

interface VenueOption {
  value: string;
  label: string;
  surfaces: { value: string; label: string }[];
}

type Step =
  | { kind: 'form' }
  | { kind: 'confirm' }
  | { kind: 'saved'; count: number }
  | { kind: 'refused'; refused: GameRefusal[] }
  | { kind: 'failed'; message: string };

/**
 * Multi-edit (docs/games.md): one change to the selected games (move them by an amount of time, to another
 * venue and surface, or unschedule them), confirmed once, then the result: how many changed, or, since the
 * change is all or nothing, which games were refused and why, with "save anyway" when every refusal is a
 * hard rule the organiser may override.
 */
export function MultiEditDialog(props: {
  opened: boolean;
  seasonId: string;
  /** The selected games; unscheduled ones are listed as refused by a move and skipped by unschedule. */
  rows: GameRow[];
  venues: VenueOption[];
  onClose: () => void;
  /** After a change was saved: the table clears its selection. */
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const actions = useGameActions(props.seasonId);
  const [change, setChange] = useState<MultiEditChange>({
    action: 'move',
    amount: 0,
    units: 'days',
    venueId: null,
    surfaceId: null,
  });
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const scheduled = props.rows.filter((r) => r.game.timeslot_id !== null);
  const problem = multiEditProblem(change, scheduled.length);
  const venue = props.venues.find((v) => v.value === change.venueId);
  const surfaceLabel = venue?.surfaces.find((s) => s.value === change.surfaceId)?.label ?? '';
  const byId = new Map(props.rows.map((r) => [r.id, r]));

  const describe = () => {
    if (change.action === 'unschedule')
      return t('games.multi.confirmUnschedule', { count: scheduled.length });
    const parts: string[] = [];
    if (change.amount !== 0)
      parts.push(t('games.multi.byAmount', { amount: change.amount, units: t(UNIT_LABELS[change.units]) }));
    if (change.surfaceId) parts.push(t('games.multi.toSurface', { surface: surfaceLabel }));
    return t('games.multi.confirmMove', { count: props.rows.length, what: parts.join(t('games.multi.and')) });
  };

  const run = async (override: boolean) => {
    setBusy(true);
    try {
      if (change.action === 'unschedule') {
        await actions.unschedule(scheduled.map((r) => r.id));
        setStep({ kind: 'saved', count: scheduled.length });
        notifySuccess(t('games.multi.saved', { count: scheduled.length }));
        props.onSaved();
        return;
      }
      const answer = await actions.multiEdit({
        ids: props.rows.map((r) => r.id),
        shift: change.amount === 0 ? null : { amount: change.amount, units: change.units },
        surface_id: change.surfaceId,
        override,
      });
      if (answer.saved) {
        setStep({ kind: 'saved', count: answer.games.length });
        notifySuccess(t('games.multi.saved', { count: answer.games.length }));
        props.onSaved();
      } else setStep({ kind: 'refused', refused: answer.refused });
    } catch (error) {
      setStep({ kind: 'failed', message: errorText(error, t('schedules.games.failed')) });
    } finally {
      setBusy(false);
    }
  };

  const why = (refusal: GameRefusal) =>
    (refusal.reason_detail && reasonText(refusal.reason_detail, { t, language: i18n.language })) ??
    gameMessage(t, refusal.reason);
  const gameLabel = (id: string) => {
    const row = byId.get(id);
    if (!row) return '';
    const when = row.date ? `${row.date} ${row.time}` : t('games.unscheduled');
    return row.game.is_practice ? `${when} · ${row.home}` : `${when} · ${row.visitor} @ ${row.home}`;
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('games.multi.title', { count: props.rows.length })}
      size="lg"
      fullScreen={isPhone}
    >
      {step.kind === 'form' && (
        <Stack gap="sm">
          <SegmentedControl
            value={change.action}
            onChange={(action) => setChange((c) => ({ ...c, action: action as MultiEditChange['action'] }))}
            data={[
              { value: 'move', label: t('games.multi.move') },
              { value: 'unschedule', label: t('games.unschedule') },
            ]}
          />
          {change.action === 'move' ? (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <NumberInput
                  label={t('games.multi.shiftBy')}
                  description={t('games.multi.shiftHint')}
                  min={-20}
                  max={20}
                  value={change.amount}
                  onChange={(n) =>
                    setChange((c) => ({
                      ...c,
                      amount: typeof n === 'number' ? n : Number.parseInt(n, 10) || 0,
                    }))
                  }
                  error={problem === 'amount' ? t('games.amountRule') : undefined}
                />
                <Select
                  label={t('games.units')}
                  value={change.units}
                  allowDeselect={false}
                  onChange={(u) => u && setChange((c) => ({ ...c, units: u as ShiftUnit }))}
                  data={SHIFT_UNITS.map((u) => ({ value: u, label: t(UNIT_LABELS[u]) }))}
                />
                <Select
                  label={t('games.dialog.venue')}
                  placeholder={t('games.multi.keepVenue')}
                  data={props.venues.map(({ value, label }) => ({ value, label }))}
                  value={change.venueId}
                  onChange={(id) =>
                    setChange((c) => ({
                      ...c,
                      venueId: id,
                      surfaceId: props.venues.find((v) => v.value === id)?.surfaces[0]?.value ?? null,
                    }))
                  }
                  clearable
                  searchable
                />
                <Select
                  label={t('games.dialog.surface')}
                  placeholder={t('games.dialog.venueFirst')}
                  data={venue?.surfaces ?? []}
                  value={change.surfaceId}
                  disabled={!venue}
                  allowDeselect={false}
                  onChange={(id) => setChange((c) => ({ ...c, surfaceId: id }))}
                />
              </SimpleGrid>
              {scheduled.length < props.rows.length && (
                <Text size="sm" c="dimmed">
                  {t('games.multi.unscheduledNote', { count: props.rows.length - scheduled.length })}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm">{t('games.unscheduleBody')}</Text>
          )}
          {problem === 'nothing' && (
            <Text size="sm" c="dimmed">
              {t('games.multi.nothing')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button disabled={problem !== null} onClick={() => setStep({ kind: 'confirm' })}>
              {t('games.multi.review')}
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'confirm' && (
        <Stack gap="sm">
          <Text>{describe()}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ kind: 'form' })}>
              {t('games.multi.back')}
            </Button>
            <Button loading={busy} onClick={() => void run(false)}>
              {t('games.multi.apply', { count: props.rows.length })}
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'saved' && (
        <Stack gap="sm">
          <Alert color="green" title={t('games.multi.saved', { count: step.count })} />
          <Group justify="flex-end">
            <Button onClick={props.onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'refused' && (
        <Stack gap="sm">
          <Alert color="orange" title={t('games.multi.nothingSaved')}>
            {t('games.multi.refusedCount', { count: step.refused.length, total: props.rows.length })}
          </Alert>
          <List size="sm" spacing="xs" aria-label={t('games.multi.refusedList')}>
            {step.refused.map((refusal) => (
              <List.Item key={refusal.id}>
                <Text size="sm" fw={600}>
                  {gameLabel(refusal.id)}
                </Text>
                <Text size="sm">{why(refusal)}</Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ kind: 'form' })}>
              {t('games.multi.back')}
            </Button>
            {step.refused.every((r) => r.forceable) && (
              <Button color="orange" loading={busy} onClick={() => void run(true)}>
                {t('games.saveAnyway')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {step.kind === 'failed' && (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {step.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep({ kind: 'form' })}>
              {t('games.multi.back')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
