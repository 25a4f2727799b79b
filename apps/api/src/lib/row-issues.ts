import type { CsvError } from '@app/contracts';
import { HttpError } from '../http/http-error.ts';

/**
 * A problem with one row of a bulk create: `index` is its place in the request, `line` its CSV file line
 * when it came from a file. The error key names the file line when there is one (`row 12.email`), since
 * that is what the user can find in the spreadsheet, else the request path (`rows.3.division`).
 */
export interface RowIssue {
  index: number;
  line: number | undefined;
  field: string;
  message: string;
}

/** The error key of an issue: `row {line}.{field}` for file rows, `rows.{index}.{field}` otherwise. */
export function rowIssueKey(issue: RowIssue): string {
  return issue.line === undefined ? `rows.${issue.index}.${issue.field}` : `row ${issue.line}.${issue.field}`;
}

/** CSV reader errors as row issues (every one has a file line). */
export function csvRowIssues(errors: readonly CsvError[]): RowIssue[] {
  return errors.map((e) => ({ index: e.row, line: e.row, field: e.field, message: e.message }));
}

/**
 * 422 listing every issue, in file (or request) order, each message once per key; throws nothing for an
 * empty list, so a caller can call it unconditionally before saving.
 */
export function throwRowIssues(issues: readonly RowIssue[]): void {
  if (issues.length === 0) return;
  const sorted = [...issues].sort((a, b) => (a.line ?? a.index) - (b.line ?? b.index));
  const errors: Record<string, string[]> = {};
  for (const issue of sorted) {
    const key = rowIssueKey(issue);
    const messages = errors[key] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[key] = messages;
  }
  throw new HttpError(422, errors);
}
