/** Names as rows match them: trimmed and case-folded, so "U10 Boys" in a file finds "u10 boys". */
export const nameKey = (text: string): string => text.trim().toLowerCase();

/**
 * Record ids by name key. A name can belong to several records (two teams called Hawks in different
 * divisions), so each key keeps every id and a caller can tell a unique match from an ambiguous one.
 */
export function indexByName(records: readonly { id: string; name: string | null }[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const record of records) {
    if (record.name === null || record.name === '') continue;
    const key = nameKey(record.name);
    index.set(key, [...(index.get(key) ?? []), record.id]);
  }
  return index;
}

/** The one id a name matches, or why it matches none (`what` names the kind: "division", "team"). */
export function matchName(
  index: Map<string, string[]>,
  name: string,
  what: string,
): { id: string } | { message: string } {
  const ids = index.get(nameKey(name)) ?? [];
  const [id] = ids;
  if (ids.length === 1 && id !== undefined) return { id };
  return { message: ids.length === 0 ? `is not a ${what} of this season` : `names more than one ${what}` };
}
