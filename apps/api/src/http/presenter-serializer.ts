import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * A route's `serializerCompiler` that writes the presenter's answer as it is, without parsing it through the
 * response schema on the way out. For the few answers that are read on every page or carry thousands of
 * rows, where that parse costs more than the rest of the request (docs/ARCHITECTURE.md, How a request flows):
 * the presenter's contract type fixes the shape at compile time, and the route's tests check the answer
 * against the schema. The schema still documents the route in OpenAPI.
 */
export const presenterSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/**
 * Answers JSON text that is already in the shape of the route's 200 schema (the game lists, partly written by
 * PostgreSQL: domains/schedules/load-master-list.ts). Fastify sends a string with a JSON content type as it
 * is, neither serialised nor parsed; the route's tests parse each answer with the schema and compare.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
