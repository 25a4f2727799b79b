import type { Team, TeamRef, TimeConstraint } from '@app/contracts';
import { Button, Group, Modal, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeConstraint } from './describe-constraint.ts';
import { TimeConstraintForm } from './time-constraint-form.tsx';

type Editing = { constraint: TimeConstraint | null } | null;

/** The team's date/time constraints; clicking one opens it in the form's edit mode. */
export function TimeConstraintsSection({
  team,
  otherTeams,
  canManage,
}: {
  team: Team;
  otherTeams: readonly TeamRef[];
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('teams.constraints')}
          </Title>
          {canManage ? (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ constraint: null })}
            >
              {t('teams.constraint.add')}
            </Button>
          ) : null}
        </Group>
        {team.time_constraints.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('teams.constraint.none')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {team.time_constraints.map((constraint) => (
              <li key={constraint.id}>
                {canManage ? (
                  <UnstyledButton
                    onClick={() => setEditing({ constraint })}
                    aria-label={t('teams.constraint.editOne', {
                      text: describeConstraint(t, constraint, i18n.language),
                    })}
                  >
                    <Text size="sm" c="blue" style={{ overflowWrap: 'anywhere' }}>
                      {describeConstraint(t, constraint, i18n.language)}
                    </Text>
                  </UnstyledButton>
                ) : (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {describeConstraint(t, constraint, i18n.language)}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.constraint ? t('teams.constraint.editTitle') : t('teams.constraint.addTitle')}
        size={600}
        styles={{ content: { maxWidth: '90vw' } }}
      >
        {editing ? (
          <TimeConstraintForm
            teamId={team.id}
            otherTeams={otherTeams}
            existing={editing.constraint}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
