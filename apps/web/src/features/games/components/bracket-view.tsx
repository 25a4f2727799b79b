import {
  Badge,
  Box,
  Group,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useGameActions } from '../api/use-game-actions.ts';
import { bracketLayout } from '../model/bracket-layout.ts';
import type { GameRow } from '../model/game-rows.ts';
import { BRACKET_LABELS } from '../model/labels.ts';
import { ScoresDialog } from './game-dialogs.tsx';

function Side({ name, score, won }: { name: string; score: number | null; won: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={won ? 700 : 400} truncate>
        {name}
      </Text>
      <Text size="sm" fw={won ? 700 : 400}>
        {score ?? ''}
      </Text>
    </Group>
  );
}

/**
 * The bracket (docs/games.md): upper and lower brackets and the final as columns of rounds, TBD until a feeding
 * game is scored. Clicking a game whose teams are known enters its score; the winner (and in double
 * elimination the loser) moves on at once.
 */
export function BracketDialog(props: {
  seasonId: string;
  rows: GameRow[];
  opened: boolean;
  onClose: () => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const [scoring, setScoring] = useState<GameRow | null>(null);
  const actions = useGameActions(props.seasonId);
  const sections = bracketLayout(props.rows);
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('games.bracket.title')}
      size="100%"
      fullScreen={isPhone}
    >
      <Stack>
        {sections.map((section) => (
          <section key={section.bracket} aria-label={t(BRACKET_LABELS[section.bracket])}>
            <Title order={3} size="h5" mb="xs">
              {t(BRACKET_LABELS[section.bracket])}
            </Title>
            <ScrollArea>
              <Group align="stretch" wrap="nowrap" gap="lg">
                {section.rounds.map(({ round, games }) => (
                  <Stack key={round} justify="space-around" gap="sm" miw={200}>
                    <Badge variant="light">{t('games.bracket.round', { round })}</Badge>
                    {games.map((row) => {
                      const known = row.homeId !== null && row.visitorId !== null;
                      const scored = row.game.home_score !== null && row.game.visitor_score !== null;
                      const homeWon = scored && (row.game.home_score ?? 0) > (row.game.visitor_score ?? 0);
                      return (
                        <UnstyledButton
                          key={row.id}
                          aria-label={t('games.bracket.game', { visitor: row.visitor, home: row.home })}
                          disabled={!known || !props.canManage}
                          onClick={() => setScoring(row)}
                        >
                          <Paper withBorder p="xs" data-bracket-game={row.id}>
                            <Side
                              name={row.visitor}
                              score={row.game.visitor_score}
                              won={scored && !homeWon}
                            />
                            <Box h={1} bg="gray.3" my={4} />
                            <Side name={row.home} score={row.game.home_score} won={homeWon} />
                            <Text size="xs" c="dimmed" mt={4}>
                              {row.date ? `${row.date} ${row.time}` : t('games.unscheduled')}
                            </Text>
                          </Paper>
                        </UnstyledButton>
                      );
                    })}
                  </Stack>
                ))}
              </Group>
            </ScrollArea>
          </section>
        ))}
      </Stack>
      {scoring && (
        <ScoresDialog
          opened
          rows={[scoring]}
          onClose={() => setScoring(null)}
          onSave={(scores) => {
            setScoring(null);
            actions.scores({ games: scores }).then(
              () => notifySuccess(t('games.scoresSaved')),
              (error: unknown) => notifyError(errorText(error, t('schedules.games.failed'))),
            );
          }}
        />
      )}
    </Modal>
  );
}
