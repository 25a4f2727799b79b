import type { ScheduleStatus } from '@app/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  PasswordInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useWizardScheduleStatuses } from '../api/use-wizard-api.ts';
import { accountField } from '../model/steps.ts';
import { willSchedule } from '../model/to-submit.ts';
import { ACCOUNT_LABELS } from './step-keys.ts';
import type { StepProps } from './step-props.ts';

const ACCOUNT_FIELDS = ['first', 'last', 'email', 'organization_name'] as const;

/** Step 17: what will be created, and for a signed-out visitor the account to create it with. */
export function FinishStep({
  draft,
  onChange,
  errors,
  signedIn,
  password,
  onPassword,
}: StepProps & { signedIn: boolean; password: string; onPassword: (p: string) => void }) {
  const { t } = useTranslation();
  const teams = draft.divisions.reduce((n, d) => n + d.teams.length, 0);
  const schedules = draft.divisions.filter(willSchedule).length;
  return (
    <Stack>
      <Card withBorder padding="sm">
        <List spacing={4} size="sm">
          {draft.target.kind !== 'division' && (
            <List.Item>
              {t('wizard.finish.league', { league: draft.league_name || '—', season: draft.season_name })}
            </List.Item>
          )}
          <List.Item>{t('wizard.finish.divisions', { count: draft.divisions.length, teams })}</List.Item>
          <List.Item>{t('wizard.finish.venues', { count: draft.venues.length })}</List.Item>
          <List.Item>{t('wizard.finish.timeslots', { count: draft.timeslots.length })}</List.Item>
          <List.Item>{t('wizard.finish.schedules', { count: schedules })}</List.Item>
        </List>
      </Card>
      {!signedIn && (
        <>
          <Text>{t('wizard.finish.accountIntro')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {ACCOUNT_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(ACCOUNT_LABELS[field])}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={
                  field === 'email'
                    ? 'email'
                    : field === 'first'
                      ? 'given-name'
                      : field === 'last'
                        ? 'family-name'
                        : 'organization'
                }
                value={draft.account[field]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  onChange((d) => ({ ...d, account: { ...d.account, [field]: value } }));
                }}
                error={errors[`account.${field}`]}
              />
            ))}
            <PasswordInput
              label={t('wizard.account.password')}
              description={t('wizard.account.passwordHint')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => onPassword(e.currentTarget.value)}
              error={errors[accountField('password')]}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

/** The email has an account: sign in with it, then the same draft is sent again (docs/wizard.md#finish). */
export function SignInInstead({
  email,
  onEmail,
  password,
  onPassword,
  failed,
}: {
  email: string;
  onEmail: (e: string) => void;
  password: string;
  onPassword: (p: string) => void;
  failed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="blue">{t('wizard.signIn.exists')}</Alert>
      {failed && (
        <Alert color="red" role="alert">
          {t('wizard.signIn.failed')}
        </Alert>
      )}
      <TextInput
        label={t('wizard.account.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmail(e.currentTarget.value)}
      />
      <PasswordInput
        label={t('wizard.account.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        autoFocus
      />
    </Stack>
  );
}

/** Seconds before the finished wizard moves on to the dashboard by itself. */
export const DONE_REDIRECT_MS = 5_000;

function percent(status: ScheduleStatus | undefined): number {
  return status ? status.progress : 0;
}

/**
 * After the finish: the first schedule's progress in full and a line per schedule, polled until each has
 * finished; then the dashboard, with a link to the first schedule (docs/wizard.md#finish).
 */
export function CreatingSchedules({ schedules }: { schedules: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statuses = useWizardScheduleStatuses(schedules.map((s) => s.id));
  const done = statuses.length > 0 && statuses.every((s) => s?.finished);
  const first = statuses[0];
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), DONE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  return (
    <Card withBorder padding="lg" aria-live="polite">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {done ? t('wizard.progress.done') : t('wizard.progress.title', { name: schedules[0]?.name ?? '' })}
        </Title>
        <Progress
          value={percent(first)}
          size="xl"
          animated={!first?.finished}
          aria-label={t('wizard.progress.bar')}
        />
        <Text fw={600}>{t('wizard.progress.percent', { progress: percent(first) })}</Text>
        {first && !first.finished && (
          <Text size="sm">
            {t('wizard.progress.best', { best: first.best_scheduled, total: first.total })}
          </Text>
        )}
        <Stack gap={4}>
          {schedules.map((schedule, i) => {
            const status = statuses[i];
            return (
              // The name and its result share a line when they fit and wrap at phone width, never cut.
              <Group key={schedule.id} justify="space-between" wrap="wrap" gap={4}>
                <Text size="sm">{schedule.name}</Text>
                <Text size="sm" fw={600} data-testid="wizard-schedule-line" style={{ whiteSpace: 'nowrap' }}>
                  {status?.finished
                    ? t('wizard.progress.finished', {
                        scheduled: status.scheduled,
                        total: status.total,
                        rate: status.success_rate,
                      })
                    : t('wizard.progress.percent', { progress: percent(status) })}
                </Text>
              </Group>
            );
          })}
        </Stack>
        {done && (
          <Group>
            <Button component={Link} to="/" replace>
              {t('wizard.progress.dashboard')}
            </Button>
            <Anchor component={Link} to={`/schedules/${encodeURIComponent(schedules[0]?.id ?? '')}`}>
              {t('wizard.progress.open')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
