import type { z } from 'zod';

/**
 * Zod issues in the API's error shape: dotted path (`teams.2.division_id`) to messages, `base` for issues
 * about the whole value, each message once per field. Forms use it to show the same words the server
 * would send.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length === 0 ? 'base' : issue.path.map(String).join('.');
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}
