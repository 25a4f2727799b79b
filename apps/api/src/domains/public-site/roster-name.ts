import type { RosterNames } from '@app/contracts';

/**
 * A person's name on a public roster (docs/public-site.md#privacy): by default the first name and the
 * initial of the last ("Ada L."), the full name only when the organiser chose `full`.
 */
export function rosterName(person: { first: string; last: string }, mode: RosterNames): string {
  const first = person.first.trim();
  const last = person.last.trim();
  if (last === '') return first;
  if (mode === 'full') return `${first} ${last}`;
  // The first code point, not the first UTF-16 unit, so a surrogate pair is not cut in half.
  const initial = [...last][0] ?? '';
  return `${first} ${initial.toUpperCase()}.`;
}
