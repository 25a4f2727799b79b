import { SHIFT_UNITS, type ShiftUnit } from '@app/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRow } from '../model/game-rows.ts';
import { UNIT_LABELS } from '../model/labels.ts';
import { type NewGameBody, newGameBody } from '../model/new-game.ts';

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

type Score = { home: string; visitor: string; overtime: boolean };
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 3);

/** Scores of the selected games: digits only, overtime per game (docs/games.md). */
export function ScoresDialog(props: {
  opened: boolean;
  rows: GameRow[];
  onClose: () => void;
  onSave: (
    scores: { id: string; home_score: number | null; visitor_score: number | null; overtime: boolean }[],
  ) => void;
}) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Record<string, Score>>({});
  const value = (row: GameRow): Score =>
    scores[row.id] ?? {
      home: row.game.home_score?.toString() ?? '',
      visitor: row.game.visitor_score?.toString() ?? '',
      overtime: row.game.overtime,
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

/** The teams and slot of a game (a practice has no visitor: pass `visitor` undefined to leave it out). */
function GameFields(props: {
  teams: { id: string; name: string }[];
  slots: { id: string; label: string }[];
  home: string | null;
  visitor: string | null | undefined;
  slot: string | null;
  onHome: (id: string | null) => void;
  onVisitor: (id: string | null) => void;
  onSlot: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const teamData = props.teams.map((team) => ({ value: team.id, label: team.name }));
  return (
    <>
      <Select
        label={t('schedules.table.home')}
        data={teamData}
        value={props.home}
        onChange={props.onHome}
        searchable
      />
      {props.visitor !== undefined && (
        <Select
          label={t('schedules.table.visitor')}
          data={teamData}
          value={props.visitor}
          onChange={props.onVisitor}
          searchable
        />
      )}
      <Select
        label={t('games.timeslot')}
        data={props.slots.map((s) => ({ value: s.id, label: s.label }))}
        value={props.slot}
        onChange={props.onSlot}
        searchable
        clearable
        placeholder={t('games.unscheduled')}
      />
    </>
  );
}

/** One game's teams and slot: both teams needed; the slot from the season's open ones. */
export function EditGameDialog(props: {
  opened: boolean;
  row: GameRow | null;
  teams: { id: string; name: string }[];
  slots: { id: string; label: string }[];
  onClose: () => void;
  onSave: (body: { home_id?: string; visitor_id?: string | null; timeslot_id?: string | null }) => void;
}) {
  const { t } = useTranslation();
  const { row } = props;
  const [home, setHome] = useState<string | null>(null);
  const [visitor, setVisitor] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  if (!row) return null;
  const homeId = home ?? row.homeId;
  const visitorId = visitor ?? row.visitorId;
  const slotId = slot ?? row.game.timeslot_id;
  const valid = homeId !== null && (row.game.is_practice || (visitorId !== null && visitorId !== homeId));
  const close = () => {
    setHome(null);
    setVisitor(null);
    setSlot(null);
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={t('games.editTitle')}>
      <Stack>
        <GameFields
          teams={props.teams}
          slots={props.slots}
          home={homeId}
          visitor={row.game.is_practice ? undefined : visitorId}
          slot={slotId}
          onHome={setHome}
          onVisitor={setVisitor}
          onSlot={setSlot}
        />
        {!valid && (
          <Text size="sm" c="red">
            {t('games.teamsRequired')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!valid}
            onClick={() => {
              props.onSave({
                ...(homeId !== row.homeId && homeId ? { home_id: homeId } : {}),
                ...(visitorId !== row.visitorId ? { visitor_id: visitorId } : {}),
                ...(slotId !== row.game.timeslot_id ? { timeslot_id: slotId } : {}),
              });
              close();
            }}
          >
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A new item by hand (docs/games.md), in an open slot or left unscheduled: in a practice schedule a practice
 * of one team, otherwise a game of two different teams.
 */
export function CreateGameDialog(props: {
  opened: boolean;
  practice: boolean;
  teams: { id: string; name: string }[];
  slots: { id: string; label: string }[];
  initialSlot: string | null;
  onClose: () => void;
  onCreate: (body: NewGameBody) => void;
}) {
  const { t } = useTranslation();
  const [home, setHome] = useState<string | null>(null);
  const [visitor, setVisitor] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(props.initialSlot);
  const body = newGameBody(props.practice, { home, visitor, slot });
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(props.practice ? 'games.createPracticeTitle' : 'games.createTitle')}
    >
      <Stack>
        <GameFields
          teams={props.teams}
          slots={props.slots}
          home={home}
          visitor={props.practice ? undefined : visitor}
          slot={slot}
          onHome={setHome}
          onVisitor={setVisitor}
          onSlot={setSlot}
        />
        {!body && (
          <Text size="sm" c="dimmed">
            {t(props.practice ? 'games.teamRequired' : 'games.teamsRequired')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={!body} onClick={() => body && props.onCreate(body)}>
            {t(props.practice ? 'games.createPractice' : 'games.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
