import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * A route's `serializerCompiler` that writes the presenter's answer as it is, without parsing it through the
 * response schema on the way out. For the few answers that are read on every page or carry thousands of
 * rows, where that parse costs more than the rest of the request (docs/ARCHITECTURE.md, How a request flows):
 * the presenter's contract type fixes the shape at compile time, and the route's tests check the answer
 * against the schema. The schema still documents the route in OpenAPI.
 */
export const presenterSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
