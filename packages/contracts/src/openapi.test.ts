import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';

const schemas: [string, z.ZodType][] = Object.entries(contracts).flatMap(
  ([name, value]): [string, z.ZodType][] =>
    name.endsWith('Schema') && value instanceof z.ZodType ? [[name, value]] : [],
);

describe('OpenAPI document', () => {
  it.each(schemas)('%s converts to JSON Schema as a request and as a response', (_name, schema) => {
    const input = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const output = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    expect(typeof input).toBe('object');
    expect(typeof output).toBe('object');
  });

  it('keeps the field descriptions', () => {
    const json = JSON.stringify(z.toJSONSchema(contracts.TimeConstraintInputSchema, { io: 'input' }));
    expect(json).toContain('0 no play all day');
  });
});
