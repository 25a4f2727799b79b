import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The wizard belongs to the schedules feature and is only needed with ?sd= or ?td=, so it loads on demand.
const ScheduleWizard = lazy(async () => ({
  default: (await import('../../schedules/components/schedule-wizard.tsx')).ScheduleWizard,
}));

/**
 * The calendar's schedule wizard (?sd={division id}) and tournament wizard (?td={division id}) over the
 * calendar (spec §2); closing it drops the parameter so the calendar stays where it was.
 */
export function ScheduleWizardModal({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // On a phone the wizard takes the whole screen, so its settings and buttons are not cut off.
  const isPhone = useMediaQuery('(max-width: 48em)');
  const scheduleDivision = params.get('sd');
  const tournamentDivision = params.get('td');
  const divisionId = scheduleDivision ?? tournamentDivision;
  if (!divisionId) return null;
  const tournament = scheduleDivision === null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('sd');
        next.delete('td');
        return next;
      },
      { replace: true },
    );
  return (
    <Modal
      opened
      onClose={close}
      size="xl"
      fullScreen={isPhone === true}
      title={tournament ? t('schedules.wizard.tournamentTitle') : t('schedules.wizard.scheduleTitle')}
    >
      <Suspense fallback={<PageLoader />}>
        <ScheduleWizard seasonId={seasonId} divisionId={divisionId} tournament={tournament} onClose={close} />
      </Suspense>
    </Modal>
  );
}
