import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

// The wizard is only needed with ?sd= or ?td=, so the calendar page loads it on demand.
const ScheduleWizard = lazy(async () => ({
  default: (await import('./schedule-wizard.tsx')).ScheduleWizard,
}));

/**
 * The calendar's schedule wizard (?sd={division id}) and tournament wizard (?td={division id}) over the
 * calendar; closing it drops the parameter so the calendar stays where it was.
 */
export function ScheduleWizardModal({ seasonId }: { seasonId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isPhone = useIsPhone();
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
      fullScreen={isPhone}
      title={tournament ? t('schedules.wizard.tournamentTitle') : t('schedules.wizard.scheduleTitle')}
    >
      <Suspense fallback={<PageLoader />}>
        <ScheduleWizard seasonId={seasonId} divisionId={divisionId} tournament={tournament} onClose={close} />
      </Suspense>
    </Modal>
  );
}
