import { type Locale, sportPreset, type WizardResult } from '@app/contracts';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { browserTimezone } from '../../../lib/browser-locale.ts';
import { describeFailure, translateFieldMessage } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCurrentUser, useLeagueInfo } from '../../../lib/session.ts';
import { fetchSeason, useSubmitWizard, useWizardSignIn } from '../api/use-wizard-api.ts';
import {
  DivisionCountStep,
  NamesStep,
  SourceStep,
  SportStep,
  TeamCountStep,
  TeamNamesStep,
} from '../components/basic-steps.tsx';
import { CreatingSchedules, FinishStep, SignInInstead } from '../components/finish-step.tsx';
import { CountStep, DatesStep, OptionsStep, StyleStep } from '../components/season-steps.tsx';
import { StepBar } from '../components/step-bar.tsx';
import { GAME_TERM, GAMES_TERM, STEP_HINTS, STEP_TITLES, SURFACES_TERM } from '../components/step-keys.ts';
import { type DraftUpdate, type StepProps, useNaming } from '../components/step-props.ts';
import {
  CalendarStep,
  capacityShort,
  OptionsCapacity,
  submitTimeslots,
} from '../components/timeslot-steps.tsx';
import { AnotherVenueStep, HomeTeamsStep, SurfacesStep, VenueStep } from '../components/venue-steps.tsx';
import { type Naming, newDraft, newVenue } from '../model/defaults.ts';
import type { WizardDraft, WizardStep } from '../model/draft.ts';
import { clearDraft, createDraftSaver, loadDraft } from '../model/draft-storage.ts';
import { draftForDivision } from '../model/sources.ts';
import { accountField, addVenue, back, jumpTo, next, stepOfField, validate } from '../model/steps.ts';
import { buildSubmit, willSchedule } from '../model/to-submit.ts';

/** The reason Continue is disabled: the field's label, when it has one of its own, and the message. */
function reasonOf(t: (key: string) => string, field: string, message: string): string {
  const label = FIELD_LABELS[field.replace(/\.\d+\./g, '.*.')];
  return label === undefined ? message : `${t(label)}: ${message}`;
}

const FIELD_LABELS: Record<string, string> = {
  sport_id: 'wizard.step.0',
  source: 'wizard.step.1',
  league_name: 'wizard.names.league',
  season_name: 'wizard.names.season',
  division_count: 'wizard.divisions.count',
  team_count: 'wizard.teams.count',
  'divisions.*.name': 'wizard.divisions.name',
  'divisions.*.shortcode': 'wizard.abbreviation',
  'divisions.*.teams': 'wizard.teams.count',
  'divisions.*.teams.*.name': 'wizard.teams.name',
  'divisions.*.teams.*.shortcode': 'wizard.abbreviation',
  'venues.*.name': 'wizard.venue.name',
  'venues.*.surfaces': 'wizard.step.8',
  'venues.*.surfaces.*.name': 'wizard.surfaces.name',
  start_date: 'wizard.dates.start',
  end_date: 'wizard.dates.end',
  count: 'wizard.step.13',
  [accountField('first')]: 'wizard.account.first',
  [accountField('last')]: 'wizard.account.last',
  [accountField('email')]: 'wizard.account.email',
  [accountField('password')]: 'wizard.account.password',
  [accountField('organization_name')]: 'wizard.account.organization_name',
};

/** Draft paths of the POST /api/wizard body's fields (`target.league_name` is the draft's `league_name`). */
function draftField(field: string): string {
  return field.startsWith('target.') ? field.slice('target.'.length) : field;
}

function useDraftState(naming: Naming) {
  const [initial] = useState(() => {
    const stored = loadDraft();
    // Generated names in the interface language: a Japanese visitor starts with ディビジョンA, not Division A.
    const draft = stored ?? newDraft(null, new Date(), naming);
    return { draft, resumed: stored !== null && stored.furthest_step > 0 };
  });
  const [draft, setDraft] = useState<WizardDraft>(initial.draft);
  const saver = useMemo(() => createDraftSaver(), []);
  useEffect(() => () => saver.flush(), [saver]);
  const update = useCallback(
    (change: DraftUpdate) =>
      setDraft((current) => {
        const updated = typeof change === 'function' ? change(current) : { ...current, ...change };
        const stamped = { ...updated, last_update: new Date().toISOString() };
        saver.save(stamped);
        return stamped;
      }),
    [saver],
  );
  return { draft, update, resumed: initial.resumed, saver, setDraft };
}

/** The frame: signed out, a clean page with the language switch; signed in, a link back to the app. */
function WizardFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0" py="md">
      <Container size="md" px="sm">
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
            {t('app.name')}
          </Anchor>
          {!signedIn && (
            <SegmentedControl
              size="xs"
              value={i18n.language === 'ja' ? 'ja' : 'en'}
              data={[
                { value: 'en', label: 'English' },
                { value: 'ja', label: '日本語' },
              ]}
              onChange={(value) => void switchLanguage(i18n, value as Locale)}
              aria-label={t('fields.locale')}
            />
          )}
        </Group>
        {children}
      </Container>
    </Box>
  );
}

/**
 * /wizard: the setup wizard (docs/wizard.md), open signed out and signed in. The draft lives in the browser
 * and survives a reload; the browser's back button is held on the page, the wizard's own Back moves.
 */
export function WizardPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userQuery = useCurrentUser();
  const signedIn = Boolean(userQuery.data);
  const leagueInfo = useLeagueInfo({ enabled: signedIn });
  const naming = useNaming();
  const { draft, update, resumed, saver, setDraft } = useDraftState(naming);
  const [showResumed, setShowResumed] = useState(resumed);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [password, setPassword] = useState('');
  const [signInMode, setSignInMode] = useState<{ email: string; failed: boolean } | null>(null);
  const [result, setResult] = useState<WizardResult | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submit = useSubmitWizard();
  const signIn = useWizardSignIn();

  // The browser's back button would lose the visitor's place: hold it, and say which Back to use.
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && !leaving);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    notifyError(t('wizard.browserBack'), { title: t('wizard.browserBackTitle') });
  }, [blocker, t]);

  // Opened for one division of the current season: start from that division (docs/wizard.md#steps).
  const divisionId = params.get('division_id');
  const seasonId = leagueInfo.data?.current_season_id ?? null;
  const [divisionLoading, setDivisionLoading] = useState(Boolean(divisionId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per division and season.
  useEffect(() => {
    if (!divisionId) return;
    if (draft.target.kind === 'division' && draft.target.division_id === divisionId) {
      setDivisionLoading(false);
      return;
    }
    if (!signedIn || !seasonId) {
      // Signed out, or a user with no season: there is no division to limit to; the whole wizard opens.
      if (!userQuery.isPending && (!signedIn || leagueInfo.isFetched)) setDivisionLoading(false);
      return;
    }
    let live = true;
    fetchSeason(seasonId)
      .then((season) => {
        if (!live) return;
        const limited = draftForDivision(newDraft(null, new Date(), naming), season, divisionId);
        if (limited) update(() => limited);
        else notifyError(t('wizard.divisionMissing'));
      })
      .catch((error: unknown) => notifyError(describeFailure(t, error)))
      .finally(() => live && setDivisionLoading(false));
    return () => {
      live = false;
    };
  }, [divisionId, seasonId, signedIn, leagueInfo.isFetched, userQuery.isPending]);

  // A new step starts without red marks; the "resumed" notice has done its work once the visitor moves on.
  const [resumedStep] = useState(draft.step);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a step change only.
  useEffect(() => {
    setShowErrors(false);
    if (draft.step !== resumedStep) setShowResumed(false);
  }, [draft.step]);

  const issues = validate(draft, draft.step, { signedIn, password });
  const issueMessages = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [field, issue] of Object.entries(issues)) out[field] = t(issue.key, issue.values);
    return out;
  }, [issues, t]);
  // A required field left empty is not shown in red before the visitor has changed anything on the step.
  const shown: Record<string, string> = {};
  for (const [field, message] of Object.entries(issueMessages)) {
    if (showErrors || issues[field]?.key !== 'wizard.errors.required') shown[field] = message;
  }
  const errors = { ...shown, ...serverErrors };
  const firstField = Object.keys(issueMessages)[0];
  const firstIssue =
    firstField === undefined ? undefined : reasonOf(t, firstField, issueMessages[firstField] ?? '');
  const isValid = firstIssue === undefined;

  const change = useCallback(
    (u: DraftUpdate) => {
      setServerErrors({});
      setShowErrors(true);
      update(u);
    },
    [update],
  );

  function leave(path: string) {
    setLeaving(true);
    saver.flush();
    // Let the blocker see `leaving` before navigating.
    setTimeout(() => navigate(path), 0);
  }

  function skip() {
    modals.openConfirmModal({
      title: t('wizard.skip.title'),
      children: <Text size="sm">{t('wizard.skip.body')}</Text>,
      labels: { confirm: t('wizard.skip.confirm'), cancel: t('wizard.skip.cancel') },
      onConfirm: () => leave(signedIn ? '/' : '/sign-up'),
    });
  }

  function startOver() {
    modals.openConfirmModal({
      title: t('wizard.startOver.title'),
      children: <Text size="sm">{t('wizard.startOver.body')}</Text>,
      labels: { confirm: t('wizard.startOver.confirm'), cancel: t('wizard.skip.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        saver.cancel();
        clearDraft();
        setDraft(newDraft(null, new Date(), naming));
        setShowResumed(false);
      },
    });
  }

  function goBack() {
    setShowErrors(false);
    const moved = back(draft);
    if (moved.leave !== undefined) leave(moved.leave);
    else update(() => moved.draft);
  }

  async function send(asSignedIn: boolean) {
    const body = buildSubmit(draft, {
      timeslots: submitTimeslots(draft),
      signedIn: asSignedIn,
      password,
      ...(asSignedIn
        ? {}
        : { timezone: browserTimezone().timezone, locale: i18n.language === 'ja' ? 'ja' : 'en' }),
    });
    try {
      const created = await submit.mutateAsync(body);
      saver.cancel();
      clearDraft();
      setPassword('');
      setLeaving(true);
      if (created.schedules.length === 0) navigate('/', { replace: true });
      else setResult(created);
    } catch (error) {
      if (!asSignedIn && isApiError(error, 409) && error.errors[accountField('email')]) {
        setSignInMode({ email: draft.account.email.trim().toLowerCase(), failed: false });
        setPassword('');
        return;
      }
      if (isApiError(error, 400) || isApiError(error, 404) || isApiError(error, 422)) {
        const fields = Object.entries(error.errors).filter(([field]) => field !== 'base');
        if (fields.length > 0) {
          const mapped: Record<string, string> = {};
          for (const [field, messages] of fields)
            mapped[draftField(field)] = translateFieldMessage(t, messages[0] ?? '');
          setServerErrors(mapped);
          const owner = stepOfField(draft, draftField(fields[0]?.[0] ?? ''));
          update((d) => ({ ...d, step: owner.step, venue_index: owner.venue_index ?? d.venue_index }));
          notifyError(describeFailure(t, error), { title: t('wizard.finish.failed') });
          return;
        }
      }
      notifyError(describeFailure(t, error), { title: t('wizard.finish.failed') });
    }
  }

  async function signInAndSend() {
    if (!signInMode) return;
    try {
      await signIn.mutateAsync({ email: signInMode.email, password });
    } catch {
      setSignInMode({ ...signInMode, failed: true });
      return;
    }
    setSignInMode(null);
    await send(true);
  }

  function chooseSchedules() {
    const count = draft.divisions.filter(willSchedule).length;
    if (count === 0) {
      update((d) => next(d));
      return;
    }
    modals.open({
      title: t('wizard.decision.title'),
      children: (
        <Stack>
          <Button
            data-autofocus
            onClick={() => {
              modals.closeAll();
              update((d) => next(d));
            }}
          >
            {t('wizard.decision.create', { count })}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              modals.closeAll();
              update((d) =>
                next({ ...d, divisions: d.divisions.map((x) => ({ ...x, should_schedule: false })) }),
              );
            }}
          >
            {t('wizard.decision.skip')}
          </Button>
        </Stack>
      ),
    });
  }

  function handleContinue(event?: FormEvent) {
    event?.preventDefault();
    if (submit.isPending || signIn.isPending) return;
    if (draft.step === 17 && signInMode) {
      void signInAndSend();
      return;
    }
    if (!isValid) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    if (draft.step === 16) {
      if (capacityShort(draft)) {
        modals.openConfirmModal({
          title: t('wizard.capacity.title'),
          children: <Text size="sm">{t('wizard.capacity.body')}</Text>,
          labels: { confirm: t('wizard.capacity.confirm'), cancel: t('wizard.skip.cancel') },
          onConfirm: () => setTimeout(chooseSchedules, 0),
        });
      } else chooseSchedules();
      return;
    }
    if (draft.step === 17) {
      void send(signedIn);
      return;
    }
    update((d) => next(d));
  }

  if (userQuery.isPending || divisionLoading) return <PageLoader />;

  if (result) {
    const scheduled = draft.divisions.filter(willSchedule);
    const names = result.schedules.map((s, i) => ({
      id: s.id,
      name: t('wizard.progress.scheduleName', { division: scheduled[i]?.name ?? '' }),
    }));
    return (
      <WizardFrame signedIn>
        <CreatingSchedules schedules={names} />
      </WizardFrame>
    );
  }

  const props: StepProps = { draft, onChange: change, errors, naming };
  const preset = sportPreset(draft.sport_id);
  const terms = {
    surfaces: t(SURFACES_TERM[preset.surface_term]),
    games: t(GAMES_TERM[preset.game_term]),
    game: t(GAME_TERM[preset.game_term]),
  };
  const screens: Record<WizardStep, ReactNode> = {
    0: <SportStep {...props} />,
    1: <SourceStep {...props} />,
    2: <NamesStep {...props} />,
    4: <DivisionCountStep {...props} />,
    5: <TeamCountStep {...props} />,
    6: <TeamNamesStep {...props} />,
    7: <VenueStep {...props} />,
    8: <SurfacesStep {...props} />,
    9: <HomeTeamsStep {...props} />,
    10: (
      <AnotherVenueStep
        {...props}
        onAddVenue={() =>
          update((d) => addVenue(d, newVenue(d.venues.length + 1, preset.surface_term, naming)))
        }
      />
    ),
    11: <DatesStep {...props} />,
    12: <StyleStep {...props} />,
    13: <CountStep {...props} />,
    14: <CalendarStep {...props} />,
    15: <CalendarStep {...props} />,
    16: <OptionsStep {...props} above={<OptionsCapacity draft={draft} />} />,
    17: signInMode ? (
      <SignInInstead
        email={signInMode.email}
        onEmail={(email) => setSignInMode({ ...signInMode, email })}
        password={password}
        onPassword={setPassword}
        failed={signInMode.failed}
      />
    ) : (
      <FinishStep {...props} signedIn={signedIn} password={password} onPassword={setPassword} />
    ),
  };
  const continueLabel =
    draft.step === 17
      ? signInMode
        ? t('wizard.signIn.submit')
        : signedIn
          ? t('wizard.finish.create')
          : t('wizard.finish.createWithAccount')
      : t('wizard.continue');

  return (
    <WizardFrame signedIn={signedIn}>
      <Stack gap="md">
        {showResumed && (
          <Alert color="blue" withCloseButton onClose={() => setShowResumed(false)} p="xs">
            <Group gap="xs">
              <Text size="sm">{t('wizard.resumed')}</Text>
              <Anchor component="button" type="button" size="sm" onClick={startOver}>
                {t('wizard.startOver.link')}
              </Anchor>
            </Group>
          </Alert>
        )}
        <StepBar draft={draft} onJump={(step) => update((d) => jumpTo(d, step))} />
        <Paper withBorder shadow="xs" p={{ base: 'sm', sm: 'lg' }} radius="md">
          <form onSubmit={handleContinue} noValidate>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {t(STEP_TITLES[draft.step], terms)}
                </Title>
                <Text c="dimmed" size="sm">
                  {t(STEP_HINTS[draft.step], terms)}
                </Text>
              </Stack>
              {screens[draft.step]}
              <Group justify="space-between" wrap="wrap-reverse" gap="sm">
                <Group gap="xs">
                  <Button
                    variant="default"
                    onClick={goBack}
                    disabled={draft.step === 0 && draft.target.kind !== 'division'}
                  >
                    {t('wizard.back')}
                  </Button>
                  <Button variant="subtle" color="gray" onClick={skip}>
                    {t('wizard.skip.link')}
                  </Button>
                </Group>
                <Button
                  type="submit"
                  disabled={!signInMode && !isValid}
                  loading={submit.isPending || signIn.isPending}
                >
                  {continueLabel}
                </Button>
              </Group>
              {!isValid && !signInMode && (
                <Text size="sm" c="dimmed" ta="right" role="status">
                  {t('wizard.whyDisabled', { reason: firstIssue })}
                </Text>
              )}
            </Stack>
          </form>
        </Paper>
      </Stack>
    </WizardFrame>
  );
}
