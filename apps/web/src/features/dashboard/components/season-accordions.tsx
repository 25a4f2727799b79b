import type { SeasonCounts } from '@app/contracts';
import { Accordion, Badge, Box, Button, Group, Text } from '@mantine/core';
import {
  IconBuildingStadium,
  IconCalendarEvent,
  IconHierarchy2,
  IconPlus,
  IconShirtSport,
  IconTournament,
  IconUsers,
} from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkListItem } from '../../../components/link-list.tsx';
import { PagedSeasonList } from '../../../components/paged-season-list.tsx';
import type { SeasonListKind, SeasonListRows } from '../../../queries/use-season-list.ts';
import { ScheduleAccordionList } from './schedule-accordion-list.tsx';

type Kind = 'divisions' | 'venues' | 'teams' | 'people' | 'schedules' | 'tournaments';

interface Section {
  kind: Kind;
  title: string;
  icon: ComponentType<{ size?: number }>;
  emptyMessage: string;
  /** The create page and its button label. */
  create: { to: string; label: string };
}

/** The kinds a season may hold thousands of: listed a page at a time from the server. */
const PAGED: Partial<Record<Kind, SeasonListKind>> = {
  divisions: 'divisions',
  venues: 'venues',
  teams: 'teams',
  people: 'people',
};

/** A row of a paged list as a link: a team names its division, since team names repeat across them. */
function pagedItem(kind: SeasonListKind, row: SeasonListRows[SeasonListKind]): LinkListItem {
  const to = `/${kind}/${row.id}`;
  return 'division' in row
    ? { id: row.id, name: row.name, detail: row.division.name, to }
    : { id: row.id, name: row.name, to };
}

/**
 * The dashboard's accordions, one per kind of record, each with its count and (for owners and admins) a
 * create button. A panel lists the season's records as links once opened; lists load on first open, since
 * a large season's lists are much bigger than its counts. Each comes a page at a time with a name filter
 * (PagedSeasonList); schedules and tournaments, a few per season, come in one list (ScheduleAccordionList).
 */
export function SeasonAccordions({
  seasonId,
  counts,
  canManage,
}: {
  seasonId: string;
  counts: SeasonCounts;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);

  const sections: Section[] = [
    {
      kind: 'divisions',
      title: t('dashboard.divisions'),
      icon: IconHierarchy2,
      emptyMessage: t('dashboard.noDivisions'),
      create: { to: '/divisions/new', label: t('dashboard.createDivision') },
    },
    {
      kind: 'venues',
      title: t('dashboard.venues'),
      icon: IconBuildingStadium,
      emptyMessage: t('dashboard.noVenues'),
      create: { to: '/venues/new', label: t('dashboard.createVenue') },
    },
    {
      kind: 'teams',
      title: t('dashboard.teams'),
      icon: IconShirtSport,
      emptyMessage: t('dashboard.noTeams'),
      create: { to: '/teams/new', label: t('dashboard.createTeam') },
    },
    {
      kind: 'people',
      title: t('dashboard.people'),
      icon: IconUsers,
      emptyMessage: t('dashboard.noPeople'),
      create: { to: '/people/new', label: t('dashboard.createPerson') },
    },
    {
      kind: 'schedules',
      title: t('dashboard.schedules'),
      icon: IconCalendarEvent,
      emptyMessage: t('dashboard.noSchedules'),
      create: { to: '/schedules/new', label: t('dashboard.createSchedule') },
    },
    {
      kind: 'tournaments',
      title: t('dashboard.tournaments'),
      icon: IconTournament,
      emptyMessage: t('dashboard.noTournaments'),
      create: { to: '/tournaments/new', label: t('dashboard.createTournament') },
    },
  ];

  function panelBody(section: Section) {
    if (counts[section.kind] === 0) {
      return (
        <Text c="dimmed" size="sm">
          {section.emptyMessage}
        </Text>
      );
    }
    const paged = PAGED[section.kind];
    if (paged) {
      if (!open.includes(section.kind)) return null;
      return (
        <PagedSeasonList
          seasonId={seasonId}
          kind={paged}
          toItem={(row) => pagedItem(paged, row)}
          emptyMessage={section.emptyMessage}
          filterLabel={t('dashboard.filterList', { list: section.title })}
        />
      );
    }
    if (!open.includes(section.kind)) return null;
    return (
      <ScheduleAccordionList
        seasonId={seasonId}
        tournaments={section.kind === 'tournaments'}
        emptyMessage={section.emptyMessage}
      />
    );
  }

  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      {sections.map((section) => (
        <Accordion.Item key={section.kind} value={section.kind}>
          <Group wrap="nowrap" gap={0} pr="sm">
            <Accordion.Control icon={<section.icon size={20} />} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600} truncate>
                  {section.title}
                </Text>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {counts[section.kind]}
                </Badge>
              </Group>
            </Accordion.Control>
            {canManage ? (
              <Button
                component={Link}
                to={section.create.to}
                size="compact-sm"
                variant="light"
                aria-label={section.create.label}
                leftSection={<IconPlus size={14} />}
                style={{ flexShrink: 0 }}
              >
                {/* Only the + shows on phones, so the title and count keep their room. */}
                <Box component="span" visibleFrom="xs">
                  {section.create.label}
                </Box>
              </Button>
            ) : null}
          </Group>
          <Accordion.Panel>{panelBody(section)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
