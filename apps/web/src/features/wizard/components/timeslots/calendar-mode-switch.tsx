import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardDraft } from '../../model/draft.ts';
import { expandTemplate, mergeTimeslots, sameTimeslots } from '../../model/template.ts';

type Mode = WizardDraft['calendar_mode'];

/**
 * Template or full calendar (docs/wizard.md#calendar-modes). Leaving the full calendar keeps its
 * slots aside (`full_timeslots`) and shows the template's; coming back to a full calendar whose slots differ
 * from the template asks whether to merge the template's slots in or keep the calendar as it was. Only the
 * draft's mode and slots change: which step shows is the wizard's own business.
 */
export function CalendarModeSwitch({
  draft,
  onChange,
}: {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const saved = draft.full_timeslots ?? [];

  const choose = (mode: Mode) => {
    if (mode === draft.calendar_mode) return;
    if (mode === 'template') {
      onChange({
        calendar_mode: 'template',
        full_timeslots: draft.timeslots,
        timeslots: expandTemplate(draft),
      });
      return;
    }
    const fromTemplate = expandTemplate(draft);
    if (saved.length > 0 && !sameTimeslots(saved, fromTemplate)) {
      setAsking(true);
      return;
    }
    onChange({ calendar_mode: 'full', timeslots: fromTemplate });
  };

  const finish = (merge: boolean) => {
    const timeslots = merge ? mergeTimeslots(saved, expandTemplate(draft)) : saved;
    onChange({ calendar_mode: 'full', timeslots, full_timeslots: undefined });
    setAsking(false);
  };

  return (
    <>
      <SegmentedControl
        aria-label={t('wizard.timeslots.mode.label')}
        value={draft.calendar_mode}
        onChange={(value) => choose(value as Mode)}
        data={[
          { value: 'template', label: t('wizard.timeslots.mode.template') },
          { value: 'full', label: t('wizard.timeslots.mode.full') },
        ]}
      />
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('wizard.timeslots.merge.title')}>
        <Stack gap="md">
          <Text size="sm">{t('wizard.timeslots.merge.text', { count: saved.length })}</Text>
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('wizard.timeslots.dialog.cancel')}
            </Button>
            <Button variant="default" onClick={() => finish(false)}>
              {t('wizard.timeslots.merge.keep')}
            </Button>
            <Button onClick={() => finish(true)} data-autofocus>
              {t('wizard.timeslots.merge.merge')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
