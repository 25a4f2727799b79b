/**
 * Invalid instance or result JSON. The message always starts with the JSON path of the offending field
 * (`teams[3].division_id: unknown division "d9"`) so a user can find it without reading code.
 */
export class InstanceError extends Error {
  /** JSON path of the bad field, e.g. `teams[3].division_id`; empty for the document root. */
  readonly path: string;

  constructor(path: string, problem: string) {
    super(`${path === '' ? '(root)' : path}: ${problem}`);
    this.name = 'InstanceError';
    this.path = path;
  }
}
