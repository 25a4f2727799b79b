import type { Season, SeasonCounts } from '@app/contracts';
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
import { ErrorState } from '../../../components/error-state.tsx';
import { LinkList, type LinkListItem } from '../../../components/link-list.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSeason } from '../../../queries/use-season.ts';

type Kind = 'divisions' | 'venues' | 'teams' | 'people' | 'schedules' | 'tournaments';

interface Section {
  kind: Kind;
  title: string;
  icon: ComponentType<{ size?: number }>;
  emptyMessage: string;
  /** The create page and its button label; schedules and tournaments have none yet. */
  create: { to: string; label: string } | null;
  /** The records listed from the season page; null for kinds listed elsewhere later. */
  items: (season: Season) => LinkListItem[] | null;
}

function teamItems(season: Season): LinkListItem[] {
  return season.divisions.flatMap((division) =>
    division.teams.map((team) => ({ ...team, detail: division.name, to: `/teams/${team.id}` })),
  );
}

/**
 * The dashboard's accordions, one per kind of record, each with its count and (for owners and admins) a
 * create button. A panel lists the season's records as links once opened; lists load on first open, since
 * a large season's lists are much bigger than its counts.
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
  const listsQuery = useSeason(seasonId, { enabled: open.length > 0 });

  const sections: Section[] = [
    {
      kind: 'divisions',
      title: t('dashboard.divisions'),
      icon: IconHierarchy2,
      emptyMessage: t('dashboard.noDivisions'),
      create: { to: '/divisions/new', label: t('dashboard.createDivision') },
      items: (season) => season.divisions.map((d) => ({ id: d.id, name: d.name, to: `/divisions/${d.id}` })),
    },
    {
      kind: 'venues',
      title: t('dashboard.venues'),
      icon: IconBuildingStadium,
      emptyMessage: t('dashboard.noVenues'),
      create: { to: '/venues/new', label: t('dashboard.createVenue') },
      items: (season) => season.venues.map((v) => ({ ...v, to: `/venues/${v.id}` })),
    },
    {
      kind: 'teams',
      title: t('dashboard.teams'),
      icon: IconShirtSport,
      emptyMessage: t('dashboard.noTeams'),
      create: { to: '/teams/new', label: t('dashboard.createTeam') },
      items: teamItems,
    },
    {
      kind: 'people',
      title: t('dashboard.people'),
      icon: IconUsers,
      emptyMessage: t('dashboard.noPeople'),
      create: { to: '/people/new', label: t('dashboard.createPerson') },
      items: (season) => season.people.map((p) => ({ id: p.id, name: p.name, to: `/people/${p.id}` })),
    },
    {
      kind: 'schedules',
      title: t('dashboard.schedules'),
      icon: IconCalendarEvent,
      emptyMessage: t('dashboard.noSchedules'),
      create: null,
      items: () => null,
    },
    {
      kind: 'tournaments',
      title: t('dashboard.tournaments'),
      icon: IconTournament,
      emptyMessage: t('dashboard.noTournaments'),
      create: null,
      items: () => null,
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
    if (listsQuery.isPending) return <PageLoader />;
    if (listsQuery.isError) {
      return <ErrorState error={listsQuery.error} onRetry={() => listsQuery.refetch()} />;
    }
    return <LinkList items={section.items(listsQuery.data) ?? []} emptyMessage={section.emptyMessage} />;
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
            {section.create && canManage ? (
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
