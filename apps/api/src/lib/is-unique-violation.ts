/**
 * True for PostgreSQL's unique_violation (23505) from either driver; Drizzle may wrap the driver's error in
 * `cause`, so the chain is followed.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
