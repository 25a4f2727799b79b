import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { validationErrors } from './validation-errors.ts';

const issue = (instancePath: string, message: string): FastifySchemaValidationError => ({
  keyword: 'custom',
  instancePath,
  schemaPath: '#',
  params: {},
  message,
});

describe('validationErrors', () => {
  it('names fields by snake_case dotted path and puts body-level issues under base', () => {
    expect(
      validationErrors([
        issue('/firstDay', 'too big'),
        issue('/teams/0/name', 'is required'),
        issue('', 'expected object'),
      ]),
    ).toEqual({ first_day: ['too big'], 'teams.0.name': ['is required'], base: ['expected object'] });
  });

  it('says "is required" for a missing field and never repeats a message', () => {
    expect(
      validationErrors([
        issue('/email', 'Invalid input: expected string, received undefined'),
        issue('/email', 'Invalid input: expected string, received undefined'),
      ]),
    ).toEqual({ email: ['is required'] });
  });
});
