import type {
  ConflictSet,
  Diagnosis,
  DivisionDiagnosis,
  FixApplication,
  ScheduleDetail,
  WhatIf,
} from '@app/contracts';
import { Alert, Badge, Button, Card, Collapse, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { type ReasonLocale, reasonText } from '../../../lib/reason-text.ts';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { applyFix, diagnoseAgain, refreshSchedule, undoFix } from '../api/use-diagnosis.ts';
import { fixReach, funnelOf, funnelSentence, RULE_KEYS, type SentencePart } from '../model/funnel.ts';
import { setLastFix, useLastFix } from './last-fix.ts';

/** What the schedule page gives the diagnosis (composed in app/pages/schedule-page.tsx). */
export interface DiagnosisSectionProps {
  schedule: ScheduleDetail;
}

/** The toast that offers to undo a fix stays longer than the usual 5 s: the run it starts takes a while. */
const UNDO_TOAST_MS = 15_000;

function Sentence({ parts }: { parts: readonly SentencePart[] }) {
  return (
    <Text size="sm">
      {parts.map((part, index) =>
        part.emphasis ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
          <Text key={index} component="strong" span fw={700} c="red.8">
            {part.text}
          </Text>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}

/** The teams where the shortfall binds, folded away until asked for. */
function BindingTeams({ division, locale }: { division: DivisionDiagnosis; locale: ReasonLocale }) {
  const { t } = locale;
  const [open, setOpen] = useState(false);
  const id = useId();
  if (division.teams.length === 0) return null;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? 'diagnosis.teams.hide' : 'diagnosis.teams.show', { count: division.teams.length })}
      </Button>
      <Collapse expanded={open} id={id}>
        <List size="sm" spacing={4} mt={4}>
          {division.teams.map((team) => (
            <List.Item key={team.team_id}>
              <Sentence parts={funnelSentence(team.team, funnelOf(team, null), t, locale.language)} />
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}

function Conflicts({ conflicts, locale }: { conflicts: readonly ConflictSet[]; locale: ReasonLocale }) {
  const { t } = locale;
  return conflicts.map((set, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a division's conflicting sets keep the diagnosis's order
    <Stack key={index} gap={2}>
      {set.rules.length === 0 ? (
        // No rule is needed to leave them out: there are simply fewer slots than games.
        <Text size="sm">{t('diagnosis.conflicts.slotsOnly', { count: set.games })}</Text>
      ) : (
        <Text size="sm">{t('diagnosis.conflicts.intro', { count: set.games })}</Text>
      )}
      <List size="sm" spacing={2}>
        {set.rules.map((rule, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules of one set never reorder
          <List.Item key={i}>{reasonText(rule.reason, locale) ?? t(RULE_KEYS[rule.rule])}</List.Item>
        ))}
      </List>
    </Stack>
  ));
}

function DivisionSection({
  division,
  diagnosis,
  locale,
}: {
  division: DivisionDiagnosis;
  diagnosis: Diagnosis;
  locale: ReasonLocale;
}) {
  const { t } = locale;
  const conflicts = diagnosis.conflicts.filter((c) => c.division_id === division.division_id);
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {t('diagnosis.division', {
          division: division.division,
          unscheduled: division.unscheduled,
          count: division.games,
        })}
      </Title>
      <Sentence
        parts={funnelSentence(division.division, funnelOf(division, division.slots), t, locale.language)}
      />
      <BindingTeams division={division} locale={locale} />
      {conflicts.length > 0 && <Conflicts conflicts={conflicts} locale={locale} />}
    </Stack>
  );
}

/** The fix as a sentence, or its code when this version of the app does not know it. */
function fixText(fix: Pick<WhatIf, 'reason'>, locale: ReasonLocale): string {
  return reasonText(fix.reason, locale) ?? fix.reason.code;
}

/** What applying the fix will create or change, for its confirmation. */
function applyEffect(fix: WhatIf, diagnosis: Diagnosis, t: TFunction): string {
  switch (fix.fix.kind) {
    case 'add_slots': {
      const divisionId = fix.fix.division_id;
      const division = diagnosis.divisions.find((d) => d.division_id === divisionId)?.division ?? '';
      return t('diagnosis.apply.addSlots', { count: fix.fix.slots.length, division });
    }
    case 'change_setting':
      return t('diagnosis.apply.setting');
    case 'relax_team_rule':
      return t('diagnosis.apply.teamRule');
  }
}

/** A fix's Undo, from the toast or the "Last fix" line: the panel may be gone meanwhile. */
async function undoApplication(
  application: FixApplication,
  context: { client: QueryClient; seasonId: string; t: TFunction },
): Promise<void> {
  const { client, seasonId, t } = context;
  try {
    await undoFix(application.id);
    setLastFix(application.schedule_id, null);
    notifySuccess(t('diagnosis.undone'));
  } catch (error) {
    // 409: something changed the schedule since; the fix can no longer be undone, so stop offering it.
    if (isApiError(error, 409)) setLastFix(application.schedule_id, null);
    notifyError(errorText(error, t('diagnosis.undoFailed')));
  } finally {
    await refreshSchedule(client, application.schedule_id, seasonId);
  }
}

function FixList({
  schedule,
  diagnosis,
  locale,
  canManage,
}: {
  schedule: ScheduleDetail;
  diagnosis: Diagnosis;
  locale: ReasonLocale;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const context = { client, seasonId: schedule.season_id, t };

  const apply = async (fix: WhatIf) => {
    setPending(fix.id);
    try {
      const application = await applyFix(schedule.id, fix.id);
      setLastFix(schedule.id, application);
      const toastId = `fix-applied-${application.id}`;
      notifications.show({
        id: toastId,
        color: 'green',
        title: t('diagnosis.applied'),
        autoClose: UNDO_TOAST_MS,
        // Text above the button: side by side, a long fix pushed Undo out of a phone's toast.
        message: (
          <Stack gap={4} align="flex-start">
            <Text size="sm">{fixText(application, locale)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(toastId);
                void undoApplication(application, context);
              }}
            >
              {t('diagnosis.undo')}
            </Button>
          </Stack>
        ),
      });
      // The run restarts: reloading its status shows the progress screen in place of the schedule.
      await refreshSchedule(client, schedule.id, schedule.season_id);
    } catch (error) {
      notifyError(errorText(error, t('diagnosis.apply.failed')));
    } finally {
      setPending(null);
    }
  };

  const confirmApply = (fix: WhatIf) =>
    modals.openConfirmModal({
      title: t('diagnosis.apply.title'),
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {fixText(fix, locale)}
          </Text>
          <Text size="sm">{applyEffect(fix, diagnosis, t)}</Text>
          <Text size="sm" c="dimmed">
            {t('diagnosis.apply.after')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('diagnosis.apply.confirm'), cancel: t('common.cancel') },
      onConfirm: () => void apply(fix),
    });

  if (diagnosis.fixes.length === 0) return <Text size="sm">{t('diagnosis.fixes.none')}</Text>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {diagnosis.fixes.map((fix) => {
        const reach = fixReach(fix);
        return (
          <Card key={fix.id} withBorder padding="xs" component="li">
            <Group justify="space-between" gap="xs" align="flex-start">
              <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {fixText(fix, locale)}
                </Text>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {t('diagnosis.fixes.places', { places: reach.places, count: reach.of })}
                  </Text>
                  {fix.complete && (
                    <Badge color="green" size="sm">
                      {t('diagnosis.fixes.complete')}
                    </Badge>
                  )}
                </Group>
              </Stack>
              {canManage && (
                <Button
                  size="xs"
                  onClick={() => confirmApply(fix)}
                  loading={pending === fix.id}
                  disabled={pending !== null && pending !== fix.id}
                  aria-label={t('diagnosis.apply.named', { fix: fixText(fix, locale) })}
                >
                  {t('diagnosis.apply.button')}
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

/** "Last fix: … Undo" while the fix applied from this page is the schedule's latest change. */
function LastFixLine({ schedule, locale }: { schedule: ScheduleDetail; locale: ReasonLocale }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lastFix = useLastFix(schedule.id);
  const canManage = useCanManage();
  const [undoing, setUndoing] = useState(false);
  if (lastFix?.status !== 'applied') return null;
  return (
    <Alert color="blue" variant="light" p="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" style={{ flex: '1 1 14rem', minWidth: 0 }}>
          {t('diagnosis.lastFix', { fix: fixText(lastFix, locale) })}
        </Text>
        {canManage && (
          <Button
            size="compact-sm"
            variant="light"
            loading={undoing}
            onClick={() => {
              setUndoing(true);
              void undoApplication(lastFix, { client, seasonId: schedule.season_id, t }).finally(() =>
                setUndoing(false),
              );
            }}
          >
            {t('diagnosis.undo')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * Why the schedule is short and what would fix it (docs/diagnosis.md), above its games: per short division
 * the funnel of rules with the binding one emphasised, the teams where it binds, the conflicting rules, and
 * the ranked fixes with Apply (then the run restarts) and Undo. The per-game reasons stay in the list below.
 */
export function DiagnosisPanel({ schedule }: DiagnosisSectionProps) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const canManage = useCanManage();
  const [diagnosing, setDiagnosing] = useState(false);
  const locale: ReasonLocale = { t, language: i18n.language };
  const diagnosis = schedule.diagnosis;
  // Without a diagnosis (one stored before diagnoses existed, or after hand edits) a manager may ask for one.
  const canAsk = canManage && schedule.unscheduled_count > 0 && schedule.status === 'done';

  const again = async () => {
    setDiagnosing(true);
    try {
      await diagnoseAgain(schedule.id);
      notifySuccess(t('diagnosis.again.done'));
      await refreshSchedule(client, schedule.id, schedule.season_id);
    } catch (error) {
      notifyError(errorText(error, t('diagnosis.again.failed')));
    } finally {
      setDiagnosing(false);
    }
  };
  const againButton = (
    <Button size="xs" variant="default" onClick={() => void again()} loading={diagnosing}>
      {diagnosis ? t('diagnosis.again.button') : t('diagnosis.again.first')}
    </Button>
  );

  return (
    <>
      <LastFixLine schedule={schedule} locale={locale} />
      {diagnosis ? (
        <Card withBorder padding="sm" component="section" aria-labelledby="diagnosis-title">
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4" id="diagnosis-title">
                {t('diagnosis.title')}
              </Title>
              {canManage && againButton}
            </Group>
            {diagnosis.divisions.length === 0 && <Text size="sm">{t('diagnosis.noDivision')}</Text>}
            {diagnosis.divisions.map((division) => (
              <DivisionSection
                key={division.division_id}
                division={division}
                diagnosis={diagnosis}
                locale={locale}
              />
            ))}
            <Title order={3} size="h5">
              {t('diagnosis.fixes.title')}
            </Title>
            <FixList schedule={schedule} diagnosis={diagnosis} locale={locale} canManage={canManage} />
          </Stack>
        </Card>
      ) : (
        canAsk && <Group>{againButton}</Group>
      )}
    </>
  );
}
