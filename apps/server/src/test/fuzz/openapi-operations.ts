import fc from 'fast-check';
import { NASTY_STRINGS, mutated } from './mutations';
import { type Hints, type JsonSchema, arbitraryFor } from './schema-arbitrary';

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document: its query and path parameters and its JSON body, as schemas. */
export interface Operation {
  method: string;
  /** The OpenAPI template, e.g. /clubs/{clubName}. */
  path: string;
  query: JsonSchema;
  params: JsonSchema;
  body?: JsonSchema;
}

function parametersIn(operation: OpenApiOperation, where: OpenApiParameter['in']): JsonSchema {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/**
 * Every operation, with a body schema for the POST/PUT routes whose body the route parses itself (the payment
 * preview takes either join payload: `bodyFallbacks` names the operations whose schemas stand in).
 */
export function operationsOf(document: OpenApiDocument, bodyFallbacks: Record<string, string[]> = {}): Operation[] {
  const jsonBody = (operation: OpenApiOperation | undefined) =>
    operation?.requestBody?.content?.['application/json']?.schema;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const fallback = (bodyFallbacks[path] ?? [])
        .map((other) => jsonBody(document.paths[other]?.post))
        .filter(Boolean);
      const body = jsonBody(operation) ?? (fallback.length ? { anyOf: fallback as JsonSchema[] } : undefined);
      return {
        method: method.toUpperCase(),
        path,
        query: parametersIn(operation, 'query'),
        params: parametersIn(operation, 'path'),
        ...(body ? { body } : {}),
      };
    }),
  );
}

/** One generated request: which part was mutated, and how the body travels. */
export interface GeneratedRequest {
  query: unknown;
  params: unknown;
  body: unknown;
  encoding: 'json' | 'broken-json' | 'text' | 'empty';
  idempotencyKey: string;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** Valid-looking parts from the schemas and hints, then one part (query, path or body) mutated. */
export function requestArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<GeneratedRequest> {
  const body = operation.body ? arbitraryFor(operation.body, hints) : fc.jsonValue({ maxDepth: 2 });
  const parts = {
    query: arbitraryFor(operation.query, hints),
    params: arbitraryFor(operation.params, hints),
    body: hasBody(operation.method) ? body : fc.constant(undefined),
  };
  const targets = (['query', 'params', 'body'] as const).filter((part) =>
    part === 'body' ? hasBody(operation.method) : Object.keys(operation[part].properties ?? {}).length > 0,
  );
  return fc.constantFrom(...(targets.length ? targets : (['query'] as const))).chain((target) =>
    fc.record({
      query: target === 'query' ? mutated(parts.query) : parts.query,
      params: target === 'params' ? mutated(parts.params) : parts.params,
      body: target === 'body' ? mutated(parts.body) : parts.body,
      encoding: fc.oneof(
        { weight: 20, arbitrary: fc.constant('json' as const) },
        { weight: 1, arbitrary: fc.constantFrom('broken-json' as const, 'text' as const, 'empty' as const) },
      ),
      idempotencyKey: fc.oneof(
        { weight: 10, arbitrary: fc.uuid({ version: [4] }) },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      ),
    }),
  );
}

function wireValues(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(wireValues);
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/** encodeURIComponent, except that a lone surrogate goes as U+FFFD (as a browser sends it) instead of throwing. */
const encodePathSegment = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

/** The URL of a generated request: path parameters percent-encoded, the query as a browser would send it. */
export function urlOf(operation: Operation, request: GeneratedRequest): string {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodePathSegment(wireValues(params[name])[0] ?? ''),
  );
  const query = new URLSearchParams();
  const entries = request.query && typeof request.query === 'object' ? Object.entries(request.query) : [];
  for (const [name, value] of entries) for (const item of wireValues(value)) query.append(name, item);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The payload and content type of a generated request's body. */
export function bodyOf(operation: Operation, request: GeneratedRequest) {
  if (!hasBody(operation.method) || request.body === undefined) return {};
  switch (request.encoding) {
    case 'broken-json':
      return { payload: `{"${JSON.stringify(request.body).slice(0, 40)}`, contentType: 'application/json' };
    case 'text':
      return { payload: String(JSON.stringify(request.body)), contentType: 'text/plain' };
    case 'empty':
      return { payload: '', contentType: 'application/json' };
    default:
      return { payload: JSON.stringify(request.body), contentType: 'application/json' };
  }
}
