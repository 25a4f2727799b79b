/** What PostgreSQL says about a failed statement: its SQLSTATE and, for a constraint, the constraint's name. */
export interface DatabaseFailure {
  code: string;
  constraint: string | undefined;
}

/**
 * The PostgreSQL error in `error`'s chain, from either driver (both give `code` and `constraint`); Drizzle
 * may wrap the driver's error in `cause`, so the chain is followed. Undefined for any other failure.
 */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return { code: current.code, constraint };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** True for PostgreSQL's unique_violation (23505) from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseFailure(error)?.code === '23505';
}
