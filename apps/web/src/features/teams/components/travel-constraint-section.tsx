import {
  type Team,
  TRAVEL_LIMIT_KEYS,
  TravelConstraintInputSchema,
  type TravelLimitKey,
} from '@app/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { teamRequests } from '../api/team-requests.ts';
import { useHomeVenueAddresses } from '../api/use-home-venue-addresses.ts';
import { useTeamChange } from '../api/use-team-change.ts';
import { type DistanceUnit, milesToUnit, unitToMiles, useDistanceUnit } from './distance-unit.ts';
import { hasTravelLimit } from './travel-warning.ts';

type Limits = Record<TravelLimitKey, number>;

const LABEL_KEYS: Record<TravelLimitKey, string> = {
  max_distance_weekday_home: 'teams.travel.distanceWeekdayHome',
  max_distance_weekend_home: 'teams.travel.distanceWeekendHome',
  max_distance_weekday_last: 'teams.travel.distanceWeekdayLast',
  max_distance_weekend_last: 'teams.travel.distanceWeekendLast',
  max_time_weekday_home: 'teams.travel.timeWeekdayHome',
  max_time_weekend_home: 'teams.travel.timeWeekendHome',
  max_time_weekday_last: 'teams.travel.timeWeekdayLast',
  max_time_weekend_last: 'teams.travel.timeWeekendLast',
};

const isDistance = (key: TravelLimitKey) => key.startsWith('max_distance');

/** The team's limits in the shown unit; 0 where none is set. */
function shownLimits(team: Team, unit: DistanceUnit): Limits {
  const stored = team.travel_constraints[0];
  const out = {} as Limits;
  for (const key of TRAVEL_LIMIT_KEYS) {
    const value = stored?.[key] ?? 0;
    out[key] = isDistance(key) ? milesToUnit(value, unit) : value;
  }
  return out;
}

const CONSTRAINT_PREFIX = 'constraint.';

/**
 * The limits a save was refused for: from the shared schema's issues, or from the server's errors
 * ("constraint.max_time_weekday_home"). Every such refusal means the same to the user: enter 0 or more.
 */
function badLimits(paths: readonly string[]): Set<TravelLimitKey> {
  const keys = paths.map((path) =>
    path.startsWith(CONSTRAINT_PREFIX) ? path.slice(CONSTRAINT_PREFIX.length) : path,
  );
  return new Set(TRAVEL_LIMIT_KEYS.filter((key) => keys.includes(key)));
}

/**
 * Travel constraints (the eight limits; 0 removes one). They need a home venue with a valid address:
 * without one the form is replaced by a warning listing the venues that lack an address, each linking to
 * its edit page and back here.
 */
export function TravelConstraintSection({ team, canManage }: { team: Team; canManage: boolean }) {
  const { t } = useTranslation();
  const { addresses, isPending, error } = useHomeVenueAddresses(team.home_venues);
  const withoutAddress = addresses.filter((venue) => !venue.has_address);
  const hasUsableVenue = addresses.some((venue) => venue.has_address);
  // Under a travel limit the page's own warning (TravelWarningAlert) names these venues already; the section
  // lists them only while no limit is set, or when no venue can carry one (it explains the missing form).
  const listsWithoutAddress = withoutAddress.length > 0 && (!hasUsableVenue || !hasTravelLimit(team));

  let body: ReactNode;
  if (team.home_venues.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('teams.travel.needHomeVenue')}
      </Text>
    );
  } else if (isPending) {
    body = <PageLoader />;
  } else if (error) {
    body = <ErrorState error={error} />;
  } else {
    body = (
      <Stack gap="sm">
        {listsWithoutAddress ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title={hasUsableVenue ? t('teams.travel.someWithoutAddress') : t('teams.travel.noAddress')}
          >
            <List size="sm">
              {withoutAddress.map((venue) => (
                <List.Item key={venue.id}>
                  <Anchor component={Link} to={`/venues/${venue.id}/edit?return=/teams/${team.id}`}>
                    {venue.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {hasUsableVenue ? <TravelLimitsForm team={team} canManage={canManage} /> : null}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teams.travel.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

function TravelLimitsForm({ team, canManage }: { team: Team; canManage: boolean }) {
  const { t } = useTranslation();
  const [unit, setUnit] = useDistanceUnit();
  const [limits, setLimits] = useState<Limits>(() => shownLimits(team, unit));
  const [applyAll, setApplyAll] = useState(false);
  const [invalid, setInvalid] = useState<ReadonlySet<TravelLimitKey>>(new Set());
  const [isMissingAddress, setIsMissingAddress] = useState(false);
  const save = useTeamChange(team.id, (input: Limits) =>
    teamRequests.setTravelConstraint(team.id, input, applyAll),
  );

  function handleUnitChange(next: DistanceUnit) {
    const converted = { ...limits };
    for (const key of TRAVEL_LIMIT_KEYS) {
      if (isDistance(key)) converted[key] = milesToUnit(unitToMiles(limits[key], unit), next);
    }
    setLimits(converted);
    setUnit(next);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = { ...limits };
    for (const key of TRAVEL_LIMIT_KEYS) {
      if (isDistance(key)) input[key] = unitToMiles(limits[key], unit);
    }
    const parsed = TravelConstraintInputSchema.safeParse(input);
    if (!parsed.success) {
      setInvalid(badLimits(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setIsMissingAddress(false);
        notifySuccess(t('teams.travel.saved'));
      },
      onError: (failure) => {
        if (isApiError(failure)) {
          setInvalid(badLimits(Object.keys(failure.errors)));
          setIsMissingAddress('home_venues' in failure.errors);
        }
        notifyError(failure.message, { title: t('teams.travel.saveFailed') });
      },
    });
  }

  function handleLimitChange(key: TravelLimitKey, value: string | number) {
    setLimits({ ...limits, [key]: typeof value === 'number' ? value : 0 });
    if (invalid.has(key)) setInvalid(new Set([...invalid].filter((k) => k !== key)));
  }

  const unitLabel = unit === 'mi' ? t('teams.travel.miles') : t('teams.travel.km');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {isMissingAddress ? (
          <Alert color="red" role="alert">
            {t('teams.travel.needHomeVenue')}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('teams.travel.zeroRemoves')}
          </Text>
          <SegmentedControl
            size="xs"
            value={unit}
            onChange={(value) => handleUnitChange(value === 'km' ? 'km' : 'mi')}
            data={[
              { value: 'mi', label: t('teams.travel.miles') },
              { value: 'km', label: t('teams.travel.km') },
            ]}
            aria-label={t('teams.travel.unit')}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {TRAVEL_LIMIT_KEYS.map((key) => (
            <NumberInput
              key={key}
              label={`${t(LABEL_KEYS[key])} (${isDistance(key) ? unitLabel : t('teams.travel.minutes')})`}
              min={0}
              value={limits[key]}
              readOnly={!canManage}
              error={invalid.has(key) ? t('teams.travel.invalidLimit') : undefined}
              onChange={(value) => handleLimitChange(key, value)}
            />
          ))}
        </SimpleGrid>
        {canManage ? (
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('teams.travel.applyAll')}
              checked={applyAll}
              onChange={(event) => setApplyAll(event.currentTarget.checked)}
            />
            <Button type="submit" loading={save.isPending}>
              {t('teams.travel.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </form>
  );
}
