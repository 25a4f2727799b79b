/** One row of the multi-row team form; `key` is stable for React while rows come and go. */
export interface TeamRowDraft {
  key: number;
  name: string;
  division_id: string | null;
  shortcode: string;
}

/**
 * The rows after one edit: the patch is applied to row `index`, and when the last row now has a name a
 * blank row is appended, inheriting
 * that row's division. So the form always ends in exactly one blank row after typing.
 */
export function updateTeamRow(
  rows: readonly TeamRowDraft[],
  index: number,
  patch: Partial<Omit<TeamRowDraft, 'key'>>,
  nextKey: number,
): TeamRowDraft[] {
  const next = rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
  const last = next[next.length - 1];
  if (last && last.name.trim() !== '') {
    next.push({ key: nextKey, name: '', division_id: last.division_id, shortcode: '' });
  }
  return next;
}

/** The rows without row `index`; the form keeps at least one row, so the only row is never removed. */
export function removeTeamRow(rows: readonly TeamRowDraft[], index: number): TeamRowDraft[] {
  return rows.length <= 1 ? [...rows] : rows.filter((_, i) => i !== index);
}

/**
 * The division a new form starts with: the `division_id` asked for when it is one of the choices, else
 * the only choice when there is exactly one (nothing to choose), else none.
 */
export function initialDivision(choices: readonly { id: string }[], requested: string | null): string | null {
  if (requested !== null && choices.some((choice) => choice.id === requested)) return requested;
  return choices.length === 1 ? (choices[0]?.id ?? null) : null;
}

/** Errors of the create schema ("teams.2.division_id") regrouped by row index, then field. */
export function rowErrors(errors: Record<string, string[]>): Map<number, Record<string, string>> {
  const out = new Map<number, Record<string, string>>();
  for (const [path, messages] of Object.entries(errors)) {
    const match = /^teams\.(\d+)\.(\w+)$/.exec(path);
    const message = messages[0];
    if (!match || message === undefined) continue;
    const index = Number(match[1]);
    out.set(index, { ...out.get(index), [match[2] ?? 'name']: message });
  }
  return out;
}
