import type { SchemaNode } from './openapi-operations.ts';

/** How a sample fills the ids it needs: by the field's name and the route it is sent to. */
export type IdFor = (field: string) => string;

const DATE = '2026-04-04';
const INSTANT = '2026-04-04T13:00:00.000Z';
const FINISH = '2026-04-04T14:30:00.000Z';

function resolve(node: SchemaNode, schemas: Record<string, SchemaNode>): SchemaNode {
  let current = node;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    current = schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  if (current.allOf) {
    const merged: SchemaNode = { properties: {}, required: [] };
    for (const part of current.allOf) {
      const p = resolve(part, schemas);
      Object.assign(merged.properties ?? {}, p.properties);
      merged.required?.push(...(p.required ?? []));
      merged.type ??= p.type;
    }
    return merged;
  }
  return current;
}

function sampleString(node: SchemaNode, field: string, idFor: IdFor): string {
  if (node.format === 'uuid' || /uuid|[0-9a-fA-F]\{8\}/.test(node.pattern ?? '')) return idFor(field);
  if (node.format === 'date-time') return INSTANT;
  if (node.format === 'date' || /date/.test(field) || node.pattern?.includes('\\d{4}-')) return DATE;
  if (node.format === 'email' || field.includes('email'))
    return `someone-${Math.random().toString(36).slice(2, 8)}@example.com`;
  if (field === 'start') return INSTANT;
  if (field === 'finish') return FINISH;
  if (/^(not_before|not_between_start|not_between_end)$/.test(field) || node.pattern?.includes(':'))
    return '09:00';
  if (field.includes('phone')) return '555 0100';
  if (field === 'color') return '#336699';
  if (field === 'timezone') return 'America/New_York';
  if (field === 'locale') return 'en';
  const text =
    field === 'password' || field.endsWith('_password') ? 'correct horse battery staple' : 'Sample';
  const min = node.minLength ?? 0;
  const max = node.maxLength ?? 10_000;
  const padded = text.length < min ? text.padEnd(min, 'x') : text;
  return padded.slice(0, Math.max(min, Math.min(max, padded.length)));
}

/**
 * A value the schema accepts as far as a schema can say (names, dates, numbers in range, ids from `idFor`);
 * rules beyond the schema (a finish after its start, a real team) may still refuse it, which is fine: the
 * walk looks for leaks and server errors, not for successes.
 */
export function sampleValue(
  raw: SchemaNode,
  schemas: Record<string, SchemaNode>,
  idFor: IdFor,
  field = '',
  depth = 0,
): unknown {
  const node = resolve(raw, schemas);
  if (depth > 8) return null;
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return node.default;
  if (node.enum && node.enum.length > 0) return node.enum.find((v) => v !== null) ?? node.enum[0];
  const choices = node.anyOf ?? node.oneOf;
  if (choices) {
    const choice = choices.map((c) => resolve(c, schemas)).find((c) => c.type !== 'null') ?? choices[0] ?? {};
    return sampleValue(choice, schemas, idFor, field, depth + 1);
  }
  const type = Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
  switch (type) {
    case 'object': {
      // Required fields only: optional ones are where combinations are refused (a not-before time with a
      // between range), and leaving them out is always valid.
      const out: Record<string, unknown> = {};
      const required = new Set(node.required ?? []);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        // A row without a name is a blank row the form drops, so names always go in.
        if (required.has(key) || key === 'name')
          out[key] = sampleValue(child, schemas, idFor, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, node.minItems ?? 1);
      return Array.from({ length: Math.min(count, node.maxItems ?? count) }, () =>
        sampleValue(node.items ?? {}, schemas, idFor, field, depth + 1),
      );
    }
    case 'string':
      return sampleString(node, field, idFor);
    case 'integer':
    case 'number': {
      const low = node.minimum ?? 0;
      const high = node.maximum ?? low + 10;
      return Math.min(high, Math.max(low, 1));
    }
    case 'boolean':
      // A slot must be one of game, practice or reserved.
      return field === 'is_game';
    default:
      return node.properties
        ? sampleValue({ ...node, type: 'object' }, schemas, idFor, field, depth + 1)
        : 'Sample';
  }
}
