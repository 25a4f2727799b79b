import { Box, Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardDraft, WizardStep } from '../model/draft.ts';
import { canJumpTo, pathSteps } from '../model/steps.ts';
import { STEP_LABELS } from './step-keys.ts';

/** Progress through the draft's steps; the steps up to the furthest reached can be opened again. */
export function StepBar({ draft, onJump }: { draft: WizardDraft; onJump: (step: WizardStep) => void }) {
  const { t } = useTranslation();
  const steps = pathSteps(draft);
  const index = Math.max(0, steps.indexOf(draft.step));
  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="sm" c="dimmed">
          {t('wizard.stepOf', { n: index + 1, total: steps.length })}
        </Text>
        <Text size="sm" fw={600}>
          {t(STEP_LABELS[draft.step])}
        </Text>
      </Group>
      <Progress value={((index + 1) / steps.length) * 100} size="sm" aria-hidden />
      {/* The numbers wrap rather than scroll: at 375 px a hidden scroll cut the last steps off. */}
      <Box mt={6}>
        <nav aria-label={t('wizard.steps')}>
          <Group gap={4} wrap="wrap">
            {steps.map((step, i) => {
              const open = canJumpTo(draft, step);
              const current = step === draft.step;
              return (
                <UnstyledButton
                  key={step}
                  onClick={() => onJump(step)}
                  disabled={!open || current}
                  aria-current={current ? 'step' : undefined}
                  aria-label={t(STEP_LABELS[step])}
                  title={t(STEP_LABELS[step])}
                  style={{
                    width: 26,
                    height: 26,
                    borderRadius: 13,
                    flex: '0 0 auto',
                    textAlign: 'center',
                    fontSize: 12,
                    lineHeight: '26px',
                    background: current
                      ? 'var(--mantine-color-blue-6)'
                      : open
                        ? 'var(--mantine-color-blue-1)'
                        : 'var(--mantine-color-gray-2)',
                    color: current
                      ? 'white'
                      : open
                        ? 'var(--mantine-color-blue-9)'
                        : 'var(--mantine-color-gray-6)',
                    cursor: open && !current ? 'pointer' : 'default',
                  }}
                >
                  {i + 1}
                </UnstyledButton>
              );
            })}
          </Group>
        </nav>
      </Box>
    </Box>
  );
}
