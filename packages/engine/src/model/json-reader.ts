import { InstanceError } from './instance-error.ts';

/** A JSON object being read, with the path used in every error message about its fields. */
export interface JsonObject {
  readonly path: string;
  readonly fields: Record<string, unknown>;
}

/** Joins a parent path and a key the way the error messages print them (`teams[3].name`). */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** Accepts only plain objects (not arrays, not null). */
export function readObject(value: unknown, path: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InstanceError(path, `expected an object, got ${describe(value)}`);
  }
  return { path, fields: value as Record<string, unknown> };
}

/** A field absent or null means "use the default": this is the contract's rule for every optional field. */
export function isAbsent(obj: JsonObject, key: string): boolean {
  const value = obj.fields[key];
  return value === undefined || value === null;
}

export function requiredString(obj: JsonObject, key: string): string {
  const value = obj.fields[key];
  if (typeof value !== 'string' || value === '') {
    throw new InstanceError(childPath(obj.path, key), `expected a non-empty string, got ${describe(value)}`);
  }
  return value;
}

export function optionalString(obj: JsonObject, key: string): string | null {
  if (isAbsent(obj, key)) return null;
  return requiredString(obj, key);
}

export function requiredNumber(obj: JsonObject, key: string): number {
  const value = obj.fields[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InstanceError(childPath(obj.path, key), `expected a number, got ${describe(value)}`);
  }
  return value;
}

export function optionalNumber(obj: JsonObject, key: string, fallback: number): number {
  return isAbsent(obj, key) ? fallback : requiredNumber(obj, key);
}

/** Integers within [min, max]; the bounds keep nonsense such as negative rest minutes out of the solver. */
export function optionalInteger(
  obj: JsonObject,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (isAbsent(obj, key)) return fallback;
  const value = requiredNumber(obj, key);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new InstanceError(
      childPath(obj.path, key),
      `expected an integer from ${min} to ${max}, got ${value}`,
    );
  }
  return value;
}

export function optionalBoolean(obj: JsonObject, key: string, fallback: boolean): boolean {
  if (isAbsent(obj, key)) return fallback;
  const value = obj.fields[key];
  if (typeof value !== 'boolean') {
    throw new InstanceError(childPath(obj.path, key), `expected true or false, got ${describe(value)}`);
  }
  return value;
}

/** An array field; absent or null reads as empty. */
export function optionalArray(obj: JsonObject, key: string): unknown[] {
  if (isAbsent(obj, key)) return [];
  return requiredArray(obj, key);
}

export function requiredArray(obj: JsonObject, key: string): unknown[] {
  const value = obj.fields[key];
  if (!Array.isArray(value)) {
    throw new InstanceError(childPath(obj.path, key), `expected an array, got ${describe(value)}`);
  }
  return value;
}

/** One of a closed set of strings. */
export function optionalEnum<T extends string>(
  obj: JsonObject,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (isAbsent(obj, key)) return fallback;
  const value = obj.fields[key];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new InstanceError(
      childPath(obj.path, key),
      `expected one of ${allowed.map((a) => `"${a}"`).join(', ')}, got ${describe(value)}`,
    );
  }
  return value as T;
}

/** An array of non-empty strings. */
export function stringArray(obj: JsonObject, key: string): string[] {
  return optionalArray(obj, key).map((item, i) => {
    if (typeof item !== 'string' || item === '') {
      throw new InstanceError(
        childPath(childPath(obj.path, key), i),
        `expected a non-empty string, got ${describe(item)}`,
      );
    }
    return item;
  });
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local calendar date YYYY-MM-DD that exists (2026-02-30 is refused). */
export function checkDate(value: string, path: string): string {
  const match = DATE_PATTERN.exec(value);
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const probe = new Date(Date.UTC(y, m - 1, d));
    if (probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d)
      return value;
  }
  throw new InstanceError(path, `expected a date YYYY-MM-DD, got "${value}"`);
}

const CLOCK_PATTERN = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Local clock time HH:MM (24:00 allowed as the end of a day). */
export function checkClock(value: string, path: string): string {
  const match = CLOCK_PATTERN.exec(value);
  if (!match || (match[1] === '24' && match[2] !== '00')) {
    throw new InstanceError(path, `expected a time HH:MM, got "${value}"`);
  }
  return value;
}

/** Short human description of a JSON value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}
