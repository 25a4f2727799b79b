/** `q` as a LIKE pattern matching it anywhere: its own %, _ and \ are escaped so they match themselves. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
