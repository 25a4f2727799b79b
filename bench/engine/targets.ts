import type { InstanceFigures } from './run-instance.ts';

/** One target of the engine issue, judged against one measured figure. */
export interface TargetCheck {
  instance: string;
  label: string;
  measured: number;
  /** The figure must be at most (`max`) or at least (`min`) this. */
  bound: number;
  kind: 'max' | 'min';
  pass: boolean;
}

type Target = { label: string; kind: 'max' | 'min'; bound: number; read: (f: InstanceFigures) => number };

const seconds = (f: InstanceFigures): number => Number((f.wall_ms / 1000).toFixed(2));
const unscheduled: Target = {
  label: 'unscheduled',
  kind: 'max',
  bound: 0,
  read: (f) => f.solver.unscheduled,
};
const violations: Target = { label: 'violations', kind: 'max', bound: 0, read: (f) => f.solver.violations };
// A third of the first-fit floor of the issue: venue spreads above 10, early/late above 15, weekday about 10.
const balance: Target[] = [
  { label: 'venue', kind: 'max', bound: 3, read: (f) => f.solver.spreads.venue },
  { label: 'e/l', kind: 'max', bound: 5, read: (f) => f.solver.spreads.early_late },
  { label: 'wday', kind: 'max', bound: 3, read: (f) => f.solver.spreads.weekday },
];

/** The targets per benchmark instance; instances not listed only need zero violations. */
const TARGETS: Record<string, Target[]> = {
  small: [unscheduled, { label: 'time s', kind: 'max', bound: 0.5, read: seconds }],
  medium: [
    unscheduled,
    { label: 'time s', kind: 'max', bound: 5, read: seconds },
    {
      label: 'first ms',
      kind: 'max',
      bound: 2000,
      read: (f) => f.first_progress_ms ?? Number.POSITIVE_INFINITY,
    },
    ...balance,
  ],
  planted: [unscheduled, { label: 'time s', kind: 'max', bound: 30, read: seconds }, ...balance],
  'sample-planted': [unscheduled, { label: 'time s', kind: 'max', bound: 30, read: seconds }],
  large: [
    {
      label: 'rate %',
      kind: 'min',
      bound: 99.5,
      read: (f) => Number(((100 * f.solver.scheduled) / Math.max(1, f.solver.games)).toFixed(2)),
    },
    { label: 'time s', kind: 'max', bound: 60, read: seconds },
    { label: 'mem MB', kind: 'max', bound: 1024, read: (f) => Math.round(f.peak_mb) },
  ],
};

/** Every target that applies to the measured instances, in input order; zero violations applies to all. */
export function checkTargets(figures: readonly InstanceFigures[]): TargetCheck[] {
  return figures.flatMap((f) =>
    [violations, ...(TARGETS[f.name] ?? [])].map((t) => {
      const measured = t.read(f);
      const pass = t.kind === 'max' ? measured <= t.bound : measured >= t.bound;
      return { instance: f.name, label: t.label, measured, bound: t.bound, kind: t.kind, pass };
    }),
  );
}

/** One line for the note: `targets 12/14 pass: medium wday 4 <= 3 FAIL; ...` (every check, failures included). */
export function formatTargets(checks: readonly TargetCheck[]): string {
  const passed = checks.filter((c) => c.pass).length;
  const parts = checks.map(
    (c) =>
      `${c.instance} ${c.label} ${c.measured} ${c.kind === 'max' ? '<=' : '>='} ${c.bound} ${c.pass ? 'pass' : 'FAIL'}`,
  );
  return `targets ${passed}/${checks.length} pass: ${parts.join('; ')}`;
}
