import type { Replan } from '@app/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type ReasonLocale, reasonGameText, reasonText } from '../../../lib/reason-text.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { localDateOf } from '../../../lib/zoned-time.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { applyReplan, discardReplan, proposeReplan, refreshSeason, undoReplan } from '../api/use-replans.ts';
import {
  emptyReplanForm,
  type MoveKind,
  moveKind,
  NOTE_MAX,
  orderedMoves,
  placeText,
  type ReplanCause,
  type ReplanForm,
  replanFormErrors,
  replanInput,
} from '../model/replan-form.ts';
import { CAUSE_LABELS, replanWhat } from './labels.ts';

/** The toast that offers to undo a re-plan stays longer than the usual 5 s, to leave time to read it. */
const UNDO_TOAST_MS = 15_000;

const MOVE_LABELS: Record<MoveKind, { key: string; color: string }> = {
  cancelled: { key: 'replans.proposal.kind.cancelled', color: 'orange' },
  moved: { key: 'replans.proposal.kind.moved', color: 'blue' },
  unplaced: { key: 'replans.proposal.kind.unplaced', color: 'red' },
};

/** Undo of an applied re-plan, from its toast or the history list: the dialog may be gone meanwhile. */
export async function undoAppliedReplan(
  replan: Pick<Replan, 'id'>,
  context: { client: QueryClient; seasonId: string; t: TFunction },
): Promise<boolean> {
  const { client, seasonId, t } = context;
  try {
    await undoReplan(replan.id);
    notifySuccess(t('replans.undone'));
    return true;
  } catch (error) {
    notifyError(errorText(error, t('replans.undoFailed')));
    return false;
  } finally {
    await refreshSeason(client, seasonId);
  }
}

function FormStage({
  seasonId,
  timeZone,
  initial,
  serverError,
  onProposed,
  onCancel,
}: {
  seasonId: string;
  timeZone: string;
  initial: ReplanForm | null;
  serverError: string | null;
  onProposed: (replan: Replan, form: ReplanForm) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const season = useSeason(seasonId);
  const [form, setForm] = useState<ReplanForm>(
    () => initial ?? emptyReplanForm(localDateOf(new Date(), timeZone)),
  );
  const [shown, setShown] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(serverError);
  const [pending, setPending] = useState(false);
  const venues = season.data?.venues ?? [];
  const venue = venues.find((v) => v.id === form.venueId);
  const surfaces = venue
    ? venue.surfaces.map((s) => ({ value: s.id, label: s.name }))
    : venues.flatMap((v) => v.surfaces.map((s) => ({ value: s.id, label: `${v.name} – ${s.name}` })));
  const set = (patch: Partial<ReplanForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = replanFormErrors(form);
    setShown(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)])));
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      onProposed(await proposeReplan(seasonId, replanInput(form)), form);
    } catch (error) {
      if (isApiError(error, 422)) {
        const fields = serverFieldErrors(t, error.errors);
        setShown({
          date: fields.date,
          venue: fields.venue_id,
          surface: fields.surface_id,
          from: fields.from,
          to: fields.to,
          note: fields.note,
        });
        if (fields.base) setFailure(fields.base);
      } else setFailure(errorText(error, t('replans.form.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('replans.form.intro')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          type="date"
          label={t('replans.form.date')}
          description={t('replans.form.dateHint')}
          value={form.date}
          onChange={(e) => set({ date: e.currentTarget.value })}
          error={shown.date}
          data-autofocus
        />
        <Select
          label={t('replans.form.venue')}
          placeholder={t('replans.form.anyVenue')}
          data={venues.map((v) => ({ value: v.id, label: v.name }))}
          value={form.venueId || null}
          onChange={(value) => set({ venueId: value ?? '', surfaceId: '' })}
          error={shown.venue}
          clearable
          searchable
        />
        <Select
          label={t('replans.form.surface')}
          placeholder={t('replans.form.anySurface')}
          data={surfaces}
          value={form.surfaceId || null}
          onChange={(value) => set({ surfaceId: value ?? '' })}
          error={shown.surface}
          clearable
          searchable
        />
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            type="time"
            label={t('replans.form.from')}
            value={form.from}
            onChange={(e) => set({ from: e.currentTarget.value })}
            error={shown.from}
            style={{ minWidth: '8rem' }}
          />
          <TextInput
            type="time"
            label={t('replans.form.to')}
            value={form.to}
            onChange={(e) => set({ to: e.currentTarget.value })}
            error={shown.to}
            style={{ minWidth: '8rem' }}
          />
        </Group>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('replans.form.timesHint')}
        </Text>
        <Radio.Group
          label={t('replans.form.cause')}
          value={form.cause}
          onChange={(value) => set({ cause: value as ReplanCause })}
        >
          <Group gap="md" mt={4}>
            {(['rain', 'closed', 'other'] as const).map((cause) => (
              <Radio key={cause} value={cause} label={t(CAUSE_LABELS[cause])} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('replans.form.note')}
          value={form.note}
          onChange={(e) => set({ note: e.currentTarget.value })}
          error={shown.note}
          maxLength={NOTE_MAX + 50}
          rows={2}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('replans.form.propose')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Card>
  );
}

/** The change table: game, from, to, and whether it was cancelled, moved to make room, or left unplaced. */
export function ChangeTable({ replan }: { replan: Pick<Replan, 'moves'> }) {
  const { t, i18n } = useTranslation();
  const isPhone = useIsPhone();
  const locale: ReasonLocale = { t, language: i18n.language };
  const rows = orderedMoves(replan.moves).map((move) => {
    const kind = moveKind(move);
    return {
      id: move.game_id,
      game: reasonGameText({ ...move.game, date: null, time: null, venue: null }, locale),
      from: placeText(move.from) || t('replans.proposal.nowhere'),
      to: move.to ? placeText(move.to) : t('replans.proposal.nowhere'),
      kind,
      why: move.reason ? reasonText(move.reason, locale) : null,
    };
  });
  const badge = (kind: MoveKind) => (
    <Badge color={MOVE_LABELS[kind].color} variant="light" tt="none" maw="100%">
      {t(MOVE_LABELS[kind].key)}
    </Badge>
  );
  if (isPhone) {
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="xs" component="li">
            <Stack gap={2}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.game}
              </Text>
              <div>{badge(row.kind)}</div>
              <Text size="sm">{t('replans.proposal.fromTo', { from: row.from, to: row.to })}</Text>
              {row.why && (
                <Text size="xs" c="red.8">
                  {row.why}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollArea.Autosize mah={360}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('replans.proposal.game')}</Table.Th>
            <Table.Th>{t('replans.proposal.from')}</Table.Th>
            <Table.Th>{t('replans.proposal.to')}</Table.Th>
            <Table.Th>{t('replans.proposal.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.game}</Table.Td>
              <Table.Td>{row.from}</Table.Td>
              <Table.Td>{row.to}</Table.Td>
              {/* Wide enough for the longest badge, "Moved to make room", which a narrow cell would cut short. */}
              <Table.Td style={{ minWidth: 170 }}>
                <Stack gap={2} align="flex-start">
                  {badge(row.kind)}
                  {row.why && (
                    <Text size="xs" c="red.8">
                      {row.why}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function ProposalStage({
  replan,
  onApply,
  onDiscard,
  pending,
}: {
  replan: Replan;
  onApply: () => void;
  onDiscard: () => void;
  pending: 'apply' | 'discard' | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        {replanWhat(replan, t)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Count label={t('replans.proposal.cancelled')} value={replan.cancelled_games} />
        <Count label={t('replans.proposal.moved')} value={replan.moved} />
        <Count label={t('replans.proposal.teams')} value={replan.teams_affected} />
        <Count label={t('replans.proposal.unplaced')} value={replan.unplaced} />
      </SimpleGrid>
      {replan.moves.length === 0 ? (
        <Text size="sm">
          {t('replans.proposal.noGames', { count: replan.cancelled_timeslot_ids.length })}
        </Text>
      ) : (
        <ChangeTable replan={replan} />
      )}
      {replan.unplaced > 0 && (
        <Alert color="yellow">{t('replans.proposal.unplacedHint', { count: replan.unplaced })}</Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          onClick={onDiscard}
          loading={pending === 'discard'}
          disabled={pending === 'apply'}
        >
          {t('replans.proposal.discard')}
        </Button>
        <Button onClick={onApply} loading={pending === 'apply'} disabled={pending === 'discard'}>
          {t('replans.proposal.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Rain-out or closure (docs/replans.md): what is cancelled (a day, a venue or a surface, optionally a time
 * range), then the proposal with its counts and change list, then Apply (one transaction, with Undo in the
 * toast) or Discard. A 409 (the schedule changed since the proposal) shows the server's message and goes back
 * to the form to propose again.
 */
export function ReplanDialog({ seasonId, onClose }: { seasonId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const isPhone = useIsPhone();
  const timeslots = useSeasonTimeslots(seasonId);
  const [proposal, setProposal] = useState<Replan | null>(null);
  const [form, setForm] = useState<ReplanForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'apply' | 'discard' | null>(null);
  const context = { client, seasonId, t };

  // Closing with a proposal on screen drops it, so no stale proposal waits on the server.
  const close = () => {
    if (proposal && pending === null) void discardReplan(proposal.id).catch(() => undefined);
    onClose();
  };

  const apply = async (replan: Replan) => {
    setPending('apply');
    try {
      const applied = await applyReplan(replan.id);
      const toastId = `replan-applied-${applied.id}`;
      notifications.show({
        id: toastId,
        color: 'green',
        title: t('replans.applied'),
        autoClose: UNDO_TOAST_MS,
        // Text above the button: side by side, a long fix pushed Undo out of a phone's toast.
        message: (
          <Stack gap={4} align="flex-start">
            <Text size="sm">
              {t('replans.appliedBody', { count: applied.moved, unplaced: applied.unplaced })}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(toastId);
                void undoAppliedReplan(applied, context);
              }}
            >
              {t('replans.undo')}
            </Button>
          </Stack>
        ),
      });
      onClose();
      await refreshSeason(client, seasonId);
    } catch (error) {
      // 409: a game moved since the proposal; the server says so, and a new proposal is needed.
      setFailure(errorText(error, t('replans.applyFailed')));
      if (isApiError(error, 409)) setProposal(null);
    } finally {
      setPending(null);
    }
  };

  const discard = async (replan: Replan) => {
    setPending('discard');
    try {
      await discardReplan(replan.id);
      notifySuccess(t('replans.discarded'));
      onClose();
      await refreshSeason(client, seasonId);
    } catch (error) {
      notifyError(errorText(error, t('replans.discardFailed')));
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal
      opened
      onClose={close}
      title={proposal ? t('replans.proposal.title') : t('replans.form.title')}
      size="xl"
      fullScreen={isPhone}
    >
      {!timeslots.data ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : proposal ? (
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <ProposalStage
            replan={proposal}
            pending={pending}
            onApply={() => void apply(proposal)}
            onDiscard={() => void discard(proposal)}
          />
        </Stack>
      ) : (
        <FormStage
          // A new mount after a 409 shows the server's message above the same fields.
          key={failure ?? 'form'}
          seasonId={seasonId}
          timeZone={timeslots.data.timezone}
          initial={form}
          serverError={failure}
          onCancel={close}
          onProposed={(replan, values) => {
            setForm(values);
            setFailure(null);
            setProposal(replan);
          }}
        />
      )}
    </Modal>
  );
}

/** "Rain-out / closure" for the calendar's and the master list's toolbars; managers only. */
export function ReplanButton({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const canManage = useCanManage();
  const [open, setOpen] = useState(false);
  if (!canManage) return null;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('replans.button')}
      </Button>
      {open && <ReplanDialog seasonId={seasonId} onClose={() => setOpen(false)} />}
    </>
  );
}
