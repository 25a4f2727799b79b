import type { Replan } from '@app/contracts';
import type { TFunction } from 'i18next';

/** Why a game changed: a re-plan's cause, a diagnosis fix, or a move by hand. */
export const CAUSE_LABELS: Record<'rain' | 'closed' | 'other' | 'fix' | 'edit', string> = {
  rain: 'replans.cause.rain',
  closed: 'replans.cause.closed',
  other: 'replans.cause.other',
  fix: 'replans.cause.fix',
  edit: 'replans.cause.edit',
};

export const STATUS_LABELS: Record<Replan['status'], { key: string; color: string }> = {
  proposed: { key: 'replans.status.proposed', color: 'gray' },
  applied: { key: 'replans.status.applied', color: 'green' },
  undone: { key: 'replans.status.undone', color: 'yellow' },
  discarded: { key: 'replans.status.discarded', color: 'gray' },
};

/** What a re-plan cancels: "Rained out: 2026-03-07 · North Park · Field 1 · 09:00–12:00". */
export function replanWhat(
  replan: Pick<Replan, 'cause' | 'date' | 'venue' | 'surface' | 'from' | 'to'>,
  t: TFunction,
): string {
  const times =
    replan.from || replan.to
      ? t('replans.times', { from: replan.from ?? '00:00', to: replan.to ?? '24:00' })
      : '';
  const where = [replan.date, replan.venue, replan.surface, times].filter(Boolean).join(' · ');
  return t('replans.what', { cause: t(CAUSE_LABELS[replan.cause]), where });
}
