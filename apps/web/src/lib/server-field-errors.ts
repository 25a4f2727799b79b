import type { TFunction } from 'i18next';
import type { FieldErrors } from './api-error.ts';
import { translateFieldMessage } from './field-message.ts';

/** The first translated message per field from the server's {errors} object, for form inputs. */
export function serverFieldErrors(t: TFunction, errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first !== undefined) out[field] = translateFieldMessage(t, first);
  }
  return out;
}
