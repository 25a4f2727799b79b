import { type Forfeit, SHIFT_UNITS, type ShiftUnit } from '@app/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRow } from '../model/game-rows.ts';
import { UNIT_LABELS } from '../model/labels.ts';

/** Shift amounts -20..20 except 0 (docs/games.md); units minutes to months, default one day. */
export function ShiftDialog(props: {
  opened: boolean;
  count: number;
  onClose: () => void;
  onShift: (amount: number, units: ShiftUnit) => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number>(1);
  const [units, setUnits] = useState<ShiftUnit>('days');
  const valid = Number.isInteger(amount) && amount !== 0 && Math.abs(amount) <= 20;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('games.shiftTitle', { count: props.count })}
    >
      <Stack>
        <Group grow>
          <NumberInput
            label={t('games.amount')}
            min={-20}
            max={20}
            value={amount}
            onChange={(n) => setAmount(typeof n === 'number' ? n : Number.parseInt(n, 10) || 0)}
            error={valid ? undefined : t('games.amountRule')}
          />
          <Select
            label={t('games.units')}
            value={units}
            allowDeselect={false}
            onChange={(u) => u && setUnits(u as ShiftUnit)}
            data={SHIFT_UNITS.map((u) => ({ value: u, label: t(UNIT_LABELS[u]) }))}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!valid} onClick={() => props.onShift(amount, units)}>
            {t('games.shift')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type Score = { home: string; visitor: string; overtime: boolean; forfeit: Forfeit | null };
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/** A game with both teams known, not a practice: one side may have forfeited it (docs/standings.md#forfeits). */
const canForfeit = (row: GameRow) => !row.game.is_practice && row.homeId !== null && row.visitorId !== null;

/**
 * Scores of the selected games: digits only, overtime per game (docs/games.md), and with `forfeits` the side
 * that forfeited, if one did (docs/standings.md#forfeits). Each game's forfeit is sent back as it is when
 * left alone, so a score save never clears one; the bracket's dialog has no forfeit (a tournament game is
 * decided by its score) and sends none.
 */
export function ScoresDialog(props: {
  opened: boolean;
  rows: GameRow[];
  forfeits?: boolean;
  onClose: () => void;
  onSave: (
    scores: {
      id: string;
      home_score: number | null;
      visitor_score: number | null;
      overtime: boolean;
      forfeit: Forfeit | null;
    }[],
  ) => void;
}) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Record<string, Score>>({});
  const value = (row: GameRow): Score =>
    scores[row.id] ?? {
      home: row.game.home_score?.toString() ?? '',
      visitor: row.game.visitor_score?.toString() ?? '',
      overtime: row.game.overtime,
      forfeit: props.forfeits ? row.game.forfeit : null,
    };
  const set = (row: GameRow, patch: Partial<Score>) =>
    setScores((s) => ({ ...s, [row.id]: { ...value(row), ...patch } }));
  const save = () =>
    props.onSave(
      props.rows.map((row) => {
        const v = value(row);
        return {
          id: row.id,
          home_score: v.home === '' ? null : Number(v.home),
          visitor_score: v.visitor === '' ? null : Number(v.visitor),
          overtime: v.overtime,
          forfeit: v.forfeit,
        };
      }),
    );
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('games.scoresTitle')} size="lg">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('schedules.table.visitor')}</Table.Th>
            <Table.Th>{t('games.table.score')}</Table.Th>
            <Table.Th>{t('schedules.table.home')}</Table.Th>
            <Table.Th>{t('games.overtime')}</Table.Th>
            {props.forfeits ? <Table.Th>{t('games.forfeit')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.visitor}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <TextInput
                    aria-label={t('games.visitorScore', { team: row.visitor })}
                    inputMode="numeric"
                    w={56}
                    value={value(row).visitor}
                    onChange={(e) => set(row, { visitor: digitsOnly(e.currentTarget.value) })}
                  />
                  <TextInput
                    aria-label={t('games.homeScore', { team: row.home })}
                    inputMode="numeric"
                    w={56}
                    value={value(row).home}
                    onChange={(e) => set(row, { home: digitsOnly(e.currentTarget.value) })}
                  />
                </Group>
              </Table.Td>
              <Table.Td>{row.home}</Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={t('games.overtime')}
                  checked={value(row).overtime}
                  onChange={(e) => set(row, { overtime: e.currentTarget.checked })}
                />
              </Table.Td>
              {props.forfeits ? (
                <Table.Td>
                  {canForfeit(row) ? (
                    <NativeSelect
                      aria-label={t('games.forfeitOf', { visitor: row.visitor, home: row.home })}
                      size="xs"
                      miw={170}
                      value={value(row).forfeit ?? ''}
                      onChange={(e) => {
                        const side = e.currentTarget.value;
                        set(row, { forfeit: side === 'home' || side === 'visitor' ? side : null });
                      }}
                      data={[
                        { value: '', label: t('games.forfeitNone') },
                        { value: 'visitor', label: t('games.forfeited', { team: row.visitor }) },
                        { value: 'home', label: t('games.forfeited', { team: row.home }) },
                      ]}
                    />
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save}>{t('common.save')}</Button>
      </Group>
    </Modal>
  );
}
