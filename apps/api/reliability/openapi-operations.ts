import type { TestApp } from '../test/test-app.ts';

/** A JSON Schema node of the OpenAPI document (3.0: `nullable`, `$ref` into components). */
export interface SchemaNode {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
}

/** One operation of the API as its OpenAPI document describes it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, `{param}` style. */
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: SchemaNode }[];
  body: SchemaNode | null;
  /** The access level the route declares (the access hook's list). */
  access: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaNode> };
}

interface OperationObject {
  parameters?: { name: string; in: string; required?: boolean; schema: SchemaNode }[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

/**
 * Every operation of the served OpenAPI document, with the access level its route declares: the reliability
 * suite walks these rather than a hand-made list, so a new route is covered the day it is added.
 */
export async function listOperations(
  t: TestApp,
): Promise<{ operations: Operation[]; schemas: Record<string, SchemaNode> }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = JSON.parse(res.body) as OpenApiDocument;
  // A public route that checks a level for signed-in callers (POST /api/wizard) is walked at that level.
  const access = new Map(
    t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.signedInAccess ?? r.access ?? '']),
  );
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const fastifyUrl = path.replace(/\{(\w+)\}/g, ':$1');
      operations.push({
        method: upper,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
        query: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        access: access.get(`${upper} ${fastifyUrl}`) ?? '',
      });
    }
  }
  return { operations, schemas: document.components?.schemas ?? {} };
}
