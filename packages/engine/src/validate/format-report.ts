import type { ValidationReport } from './types.ts';

/**
 * Text for the CLI: one `rule: message` line per violation, then one summary line of `key=value` metrics
 * in a fixed order, so scripts can grep either part. Always ends without a trailing newline.
 */
export function formatValidationReport(report: ValidationReport): string {
  const m = report.metrics;
  const summary = [
    `violations=${m.violations}`,
    `scheduled=${m.scheduled}`,
    `unscheduled=${m.unscheduled}`,
    `success_rate=${m.success_rate}`,
    `games=${m.games}`,
    `venue_spread=${m.venue_spread}`,
    `early_late_spread=${m.early_late_spread}`,
    `weekday_spread=${m.weekday_spread}`,
    `week_spread=${m.week_spread}`,
  ].join(' ');
  return [...report.violations.map((v) => `${v.rule}: ${v.message}`), summary].join('\n');
}
