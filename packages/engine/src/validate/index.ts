export { formatValidationReport } from './format-report.ts';
export type { ValidationMetrics, ValidationReport, Violation, ViolationRule } from './types.ts';
export { validateResult } from './validate-result.ts';
