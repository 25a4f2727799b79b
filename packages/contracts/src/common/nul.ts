/**
 * NUL (U+0000) is the one character PostgreSQL cannot store in text or jsonb, so it is refused wherever text
 * comes in (docs/security.md): the API checks every field of a request's body, query and path, the CSV
 * reader every cell.
 */
export const NUL_MESSAGE = 'must not contain NUL characters';

const NUL = '\u0000';

/** True when `text` holds a NUL character. */
export const hasNul = (text: string): boolean => text.includes(NUL);

interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
}

/** The dotted path of a step, built only for the few steps that hold a NUL. */
function pathOf(step: Step | null, prefix: string[]): string {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return [...prefix, ...keys.reverse()].join('.');
}

/**
 * The dotted path (`rows.2.name`, `organization.name`) of every string holding a NUL in a parsed JSON value,
 * object keys included; `prefix` starts every path. Binary data (a Buffer or other typed array) is skipped. Walks with its own stack and parent links, so a deeply
 * nested body can neither overflow the call stack nor make the walk quadratic.
 */
export function nulPaths(value: unknown, prefix: string[] = []): string[] {
  const found: string[] = [];
  const stack: Step[] = [{ value, key: null, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (hasNul(current)) found.push(pathOf(step, prefix));
    } else if (ArrayBuffer.isView(current)) {
      // Binary bytes (an uploaded image) hold no text, and walking a 5 MB buffer index by index would take
      // seconds; the byte 0 in a file is not a NUL character in a field.
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i += 1)
        stack.push({ value: current[i], key: String(i), parent: step });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasNul(key))
          found.push(pathOf({ value: item, key: key.replaceAll(NUL, '\\u0000'), parent: step }, prefix));
        else stack.push({ value: item, key, parent: step });
      }
    }
  }
  return found.sort();
}
