import type { TeamRole } from '@app/contracts';
import { Button, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useEligiblePeople } from '../api/use-eligible-people.ts';
import { ROLE_KEYS } from './role-labels.ts';

/**
 * Adds a coach, staff member or player by clicking a person: only people flagged for the role are
 * offered, minus those who already hold it on this team. "Create person" opens the inline person form.
 */
export function PersonPickerDialog({
  seasonId,
  role,
  takenIds,
  isOpen,
  isAdding,
  onPick,
  onCreate,
  onClose,
}: {
  seasonId: string;
  role: TeamRole;
  takenIds: ReadonlySet<string>;
  isOpen: boolean;
  isAdding: boolean;
  onPick: (personId: string) => void;
  onCreate: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const { people, isPending, error, refetch } = useEligiblePeople(seasonId, role, isOpen);
  const needle = filter.trim().toLowerCase();
  const choices = people.filter((p) => !takenIds.has(p.id) && p.name.toLowerCase().includes(needle));

  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t(ROLE_KEYS[role].pick)}
      size={600}
      styles={{ content: { maxWidth: '90vw' } }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('teams.filterPeople')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          data-autofocus
        />
        {isPending ? (
          <PageLoader />
        ) : error ? (
          <ErrorState error={error} onRetry={() => refetch()} />
        ) : choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('teams.noEligiblePeople')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={320}>
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {choices.map((person) => (
                <li key={person.id}>
                  <UnstyledButton
                    w="100%"
                    p="xs"
                    disabled={isAdding}
                    onClick={() => onPick(person.id)}
                    aria-label={t('teams.addPersonNamed', { name: person.name })}
                  >
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {person.name}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="space-between" gap="xs">
          <Button variant="light" leftSection={<IconUserPlus size={14} />} onClick={onCreate}>
            {t('teams.createPerson')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
