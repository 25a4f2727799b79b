import { Alert, Code, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateFieldMessage } from '../../../lib/field-message.ts';
import type { LeagueFileProblem } from './league-file.ts';

/** Why a league file cannot be imported, each problem named by its place in the file. */
export function LeagueFileProblems({
  fileName,
  problems,
}: {
  fileName: string;
  problems: readonly LeagueFileProblem[];
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('imports.jsonInvalid')} role="alert">
      <Text size="sm" mb="xs">
        {t('imports.jsonInvalidIntro', { name: fileName })}
      </Text>
      <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
        {problems.map((problem) => (
          <List.Item key={`${problem.path}:${problem.message}`}>
            {problem.path === '' ? null : <Code>{problem.path}</Code>}{' '}
            {translateFieldMessage(t, problem.message)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
