import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCanManage } from '../../../lib/use-can-manage.ts';
import { usePerson } from '../api/use-person.ts';
import { DeletePersonButton } from '../components/delete-person-button.tsx';
import { PersonFormModal } from '../components/person-form-modal.tsx';

const ROLE_BADGES = [
  ['is_coach', 'people.roleCoach'],
  ['is_player', 'people.rolePlayer'],
  ['is_staff', 'people.roleStaff'],
  ['is_umpire', 'people.roleUmpire'],
] as const;

const TEAM_ROLE_KEYS = {
  coach: 'people.roleCoach',
  staff: 'people.roleStaff',
  player: 'people.rolePlayer',
} as const;

function Field({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }} c={value ? undefined : 'dimmed'}>
        {value ?? t('common.none')}
      </Text>
    </Stack>
  );
}

/**
 * /people/{id}: roles, phones and emails ("None" when empty) and the person's teams; managers edit (a modal)
 * and delete (naming the team entries that go too).
 */
export function PersonPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const personQuery = usePerson(id);
  const canManage = useCanManage();
  const [isEditing, setIsEditing] = useState(false);

  if (personQuery.isPending) return <PageLoader />;
  if (personQuery.isError) {
    return <ErrorState error={personQuery.error} onRetry={() => personQuery.refetch()} />;
  }
  const person = personQuery.data;
  const roles = ROLE_BADGES.filter(([flag]) => person[flag]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Title>
        {canManage ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setIsEditing(true)}
            >
              {t('common.edit')}
            </Button>
            <DeletePersonButton person={person} />
          </Group>
        ) : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('people.roles')}
            </Text>
            {roles.length === 0 ? (
              <Text c="dimmed">{t('common.none')}</Text>
            ) : (
              <Group gap="xs">
                {roles.map(([flag, key]) => (
                  <Badge key={flag} variant="light">
                    {t(key)}
                  </Badge>
                ))}
              </Group>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label={t('people.phonePrimary')} value={person.phone_primary} />
            <Field label={t('people.phoneSecondary')} value={person.phone_secondary} />
            <Field label={t('people.emailPrimary')} value={person.email_primary} />
            <Field label={t('people.emailSecondary')} value={person.email_secondary} />
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('people.teams')}
          </Title>
          {person.teams.length === 0 ? (
            <Text c="dimmed">{t('common.none')}</Text>
          ) : (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {person.teams.map((team) => (
                <Group key={`${team.id}-${team.role}`} component="li" gap="xs">
                  <Anchor component={Link} to={`/teams/${team.id}`} style={{ overflowWrap: 'anywhere' }}>
                    {team.name}
                  </Anchor>
                  <Badge variant="outline" size="sm">
                    {t(TEAM_ROLE_KEYS[team.role])}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      {canManage ? (
        <PersonFormModal
          key={String(isEditing)}
          person={person}
          seasonId={person.season_id}
          isOpen={isEditing}
          onSaved={() => setIsEditing(false)}
          onClose={() => setIsEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
