import type { SeasonDivision } from '@app/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  ColorSwatch,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifyInfo } from '../../../lib/notify.ts';
import { scheduleTeamsOf } from '../../../lib/schedule-teams.ts';
import { useLeagueInfo } from '../../../lib/session.ts';
import { useSeason } from '../../../queries/use-season.ts';
import { useSeasonTimeslots } from '../../../queries/use-season-timeslots.ts';
import { useScheduleMutations } from '../api/use-schedules.ts';
import { ScheduleWizard } from '../components/schedule-wizard.tsx';

function DivisionCard(props: {
  division: SeasonDivision;
  divisions: readonly SeasonDivision[];
  selected: boolean;
  returnTo: string;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const { division } = props;
  const { teams } = scheduleTeamsOf(division, props.divisions);
  const enough = teams.length >= 2;
  const sources = division.across_divisions
    .map((id) => props.divisions.find((d) => d.id === id)?.name)
    .filter((name) => name !== undefined);
  return (
    <Card
      withBorder
      padding="sm"
      component="button"
      type="button"
      aria-pressed={props.selected}
      onClick={props.onPick}
      style={{
        textAlign: 'left',
        borderColor: props.selected ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: props.selected ? 2 : 1,
      }}
    >
      <Group gap="xs">
        <ColorSwatch color={division.color} size={14} />
        <Text fw={600}>{division.name}</Text>
      </Group>
      {division.is_across && (
        <Text size="xs" c="dimmed">
          {t('schedules.new.acrossOf', { divisions: sources.join(' + ') })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {t('schedules.wizard.teams', { count: teams.length })}
      </Text>
      {enough ? (
        <Text size="xs" lineClamp={2}>
          {teams.map((team) => team.name).join(', ')}
        </Text>
      ) : (
        <Stack gap={2} mt={4}>
          <Text size="sm" c="orange.8">
            {t('schedules.new.notEnoughTeams')}
          </Text>
          <Anchor
            component={Link}
            // An across-division takes no teams of its own: add them to its first source.
            to={`/teams/new?division_id=${division.across_divisions[0] ?? division.id}&return=${encodeURIComponent(props.returnTo)}`}
            size="sm"
            onClick={(e) => e.stopPropagation()}
          >
            {t('schedules.new.addTeam')}
          </Anchor>
        </Stack>
      )}
    </Card>
  );
}

function BlankDialog({
  seasonId,
  divisions,
  onClose,
}: {
  seasonId: string;
  divisions: SeasonDivision[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { createBlank } = useScheduleMutations(seasonId);
  const [divisionId, setDivisionId] = useState<string | null>(divisions[0]?.id ?? null);
  const [name, setName] = useState('');
  return (
    <Modal opened onClose={onClose} title={t('schedules.new.blank')}>
      <Stack>
        <Select
          label={t('schedules.wizard.division')}
          data={divisions.map((d) => ({ value: d.id, label: d.name }))}
          value={divisionId}
          onChange={setDivisionId}
        />
        <TextInput
          label={t('schedules.wizard.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
        />
        <Button
          disabled={!divisionId || !name.trim()}
          loading={createBlank.isPending}
          onClick={() =>
            divisionId &&
            createBlank.mutate(
              { division_id: divisionId, name: name.trim() },
              {
                onSuccess: ({ id }) => navigate(`/schedules/${id}`),
                onError: (error) => notifyError(errorText(error, t('schedules.wizard.failed'))),
              },
            )
          }
        >
          {t('schedules.new.createBlank')}
        </Button>
      </Stack>
    </Modal>
  );
}

/**
 * /schedules/new (optional ?division_id=) and /tournaments/new: division cards with their teams
 * (too few teams: a warning and an add-team link), a blank schedule, and the wizard for the chosen division.
 * A tournament division opens the calendar's tournament wizard (?td=), where its dates are set.
 */
function NewPage({ tournament }: { tournament: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const info = useLeagueInfo();
  const seasonId = info.data?.current_season_id ?? '';
  const season = useSeason(seasonId);
  const slots = useSeasonTimeslots(seasonId);
  const [divisionId, setDivisionId] = useState<string | null>(params.get('division_id'));
  const [blank, setBlank] = useState(false);
  const returnTo = tournament ? '/tournaments/new' : '/schedules/new';
  if (!seasonId && !info.isPending) return <Alert title={t('schedules.noSeason')} />;
  if (!season.data || !slots.data) return <PageLoader />;
  const divisions = season.data.divisions;
  const pick = (division: SeasonDivision) => {
    if (scheduleTeamsOf(division, divisions).teams.length < 2) {
      notifyInfo(tournament ? t('schedules.new.needTeamsTournament') : t('schedules.new.needTeams'));
      return;
    }
    if (tournament) navigate(`/calendar?td=${division.id}`);
    else setDivisionId(division.id);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {tournament ? t('schedules.new.titleTournament') : t('schedules.new.title')}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/divisions/new?return=${encodeURIComponent(returnTo)}`}
            variant="default"
          >
            {t('schedules.new.addDivision')}
          </Button>
          {!tournament && (
            <Button variant="default" onClick={() => setBlank(true)} disabled={divisions.length === 0}>
              {t('schedules.new.blank')}
            </Button>
          )}
        </Group>
      </Group>
      {slots.data.timeslots.length === 0 && (
        <Alert color="orange" title={t('schedules.new.noSlots')}>
          <Anchor component={Link} to="/calendar">
            {t('schedules.new.createSlots')}
          </Anchor>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('schedules.new.slotStats', {
          total: slots.data.timeslots.length,
          open: slots.data.timeslots.filter((s) => !s.has_game && !s.is_reserved).length,
        })}
      </Text>
      {divisions.length === 0 ? (
        <Alert title={t('schedules.new.noDivisions')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {divisions.map((division) => (
            <DivisionCard
              key={division.id}
              division={division}
              divisions={divisions}
              selected={division.id === divisionId}
              returnTo={returnTo}
              onPick={() => pick(division)}
            />
          ))}
        </SimpleGrid>
      )}
      {!tournament && divisionId && slots.data.timeslots.length > 0 && (
        <Card withBorder padding="md">
          <ScheduleWizard key={divisionId} seasonId={seasonId} divisionId={divisionId} tournament={false} />
        </Card>
      )}
      {blank && <BlankDialog seasonId={seasonId} divisions={divisions} onClose={() => setBlank(false)} />}
    </Stack>
  );
}

export function ScheduleNewPage() {
  return <NewPage tournament={false} />;
}

export function TournamentNewPage() {
  return <NewPage tournament />;
}
