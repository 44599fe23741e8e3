import { randomUUID } from 'node:crypto';

/** The part of an OpenAPI 3.0 schema the fuzz reads (what the zod schemas turn into). */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}

export interface Operation {
  method: string;
  /** As the document writes it, with `{name}` for path parameters. */
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  body?: JsonSchema;
}

/** One request that must change nothing: `label` says what was broken. */
export interface FuzzRequest {
  label: string;
  /** Its path names nothing that can exist, so it is answered 404 (or 401/403 before looking). */
  namesNothing?: boolean;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const NUL = 'fuzz\u0000text';
const ONE_MB = 'x'.repeat(1_000_000);
/** Deeper than a recursive walk over the parsed body could go without overflowing the stack. */
const DEEPLY_NESTED = '['.repeat(100_000) + ']'.repeat(100_000);
const WRONG_TYPE_FOR: Record<string, unknown> = {
  string: 12345,
  number: 'not a number',
  integer: 'not a number',
  boolean: 'not a boolean',
  array: 'not an array',
  object: 'not an object',
};

/** Every operation of the OpenAPI document, so a new route is fuzzed without a change here. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
      })),
  );
}

/** The type a schema describes, looking through `anyOf`/`oneOf` (the first non-null choice). */
function typeOf(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (!choices) return schema;
  return typeOf(choices.find((c) => c.type !== 'null') ?? choices[0]!);
}

/**
 * Builds values that pass a schema where it can, so that breaking one field at a time reaches the code
 * behind the validation. `idFor` answers an id for a field's name (a seeded row's, or a random one).
 */
export function createSampler(idFor: (name: string) => string) {
  function sample(schema: JsonSchema, name: string): unknown {
    const s = typeOf(schema);
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    switch (s.type) {
      case 'string':
        return sampleString(s, name);
      case 'integer':
      case 'number': {
        const min = s.minimum ?? 1;
        const value = s.exclusiveMinimum === true ? min + 1 : min;
        return Math.min(value, s.maximum ?? value);
      }
      case 'boolean':
        return false;
      case 'array':
        return s.items ? [sample(s.items, name)] : [];
      case 'object':
        return Object.fromEntries((s.required ?? []).map((key) => [key, sample(s.properties?.[key] ?? {}, key)]));
      default:
        return 'fuzz';
    }
  }

  function sampleString(s: JsonSchema, name: string): string {
    if (s.format === 'uuid') return idFor(name);
    if (s.format === 'email' || /email/i.test(name)) return 'fuzz@example.my';
    if (s.format === 'date') return '2025-06-01';
    if (s.format === 'date-time') return new Date().toISOString();
    if (s.format === 'uri' || s.format === 'url') return 'https://example.my/fuzz';
    const text = 'fuzz text'.padEnd(s.minLength ?? 0, 'x');
    return s.maxLength === undefined ? text : text.slice(0, s.maxLength);
  }

  return sample;
}

/** The values that break a field of this schema: a wrong type, a NUL byte and 1 MB in any string. */
function brokenValues(schema: JsonSchema): { label: string; value: unknown }[] {
  const s = typeOf(schema);
  const broken: { label: string; value: unknown }[] = [];
  if (s.type && s.type in WRONG_TYPE_FOR) broken.push({ label: 'wrong type', value: WRONG_TYPE_FOR[s.type] });
  if (s.type === 'string') {
    broken.push({ label: 'NUL', value: NUL }, { label: '1 MB', value: ONE_MB });
  }
  if (s.type === 'array' && s.items && typeOf(s.items).type === 'string') {
    broken.push({ label: 'NUL item', value: [NUL] }, { label: '1 MB item', value: [ONE_MB] });
  }
  return broken;
}

/** Query-string and path values that break a parameter: NUL, 1 MB, and not a number where one is expected. */
function brokenParamValues(schema: JsonSchema): { label: string; value: string }[] {
  const type = typeOf(schema).type;
  const broken = [
    { label: 'NUL', value: NUL },
    { label: '1 MB', value: ONE_MB },
  ];
  if (type === 'integer' || type === 'number' || typeOf(schema).enum) broken.push({ label: 'wrong type', value: 'fuzz' });
  return broken;
}

/**
 * The requests for one operation that must change nothing. Each breaks one input, or names nothing in a
 * path parameter, and leaves the others as valid as the sampler can make them, so they reach the code
 * behind the validation:
 * - a body that is not JSON (any method but GET); a JSON body of the wrong type, one nested 100,000 deep
 *   and a text body with a NUL (operations whose schema takes a body);
 * - each body property and query parameter in turn: wrong type, NUL, 1 MB;
 * - each path parameter in turn: NUL, 1 MB, malformed ('not-an-id'), an id of nothing (a random uuid);
 * - a plain read for a GET that takes no input.
 */
export function fuzzRequests(op: Operation, sample: ReturnType<typeof createSampler>): FuzzRequest[] {
  const basePath = Object.fromEntries(op.pathParams.map((p) => [p.name, String(sample(p.schema, p.name))]));
  const baseQuery = Object.fromEntries(
    op.queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(p.schema, p.name))]),
  );
  const baseBody = op.body ? (sample(op.body, 'body') as Record<string, unknown>) : undefined;
  const json = (body: unknown) => ({ payload: JSON.stringify(body), contentType: 'application/json' });

  const request = (
    label: string,
    parts: { path?: Record<string, string>; query?: Record<string, string>; payload?: string; contentType?: string } = {},
  ): FuzzRequest => ({
    label,
    method: op.method,
    url: buildUrl(op.path, parts.path ?? basePath, parts.query ?? baseQuery),
    ...(parts.payload !== undefined ? { payload: parts.payload, contentType: parts.contentType } : baseBody ? json(baseBody) : {}),
  });

  const requests: FuzzRequest[] = [];
  if (op.method !== 'GET') {
    requests.push(request('body: malformed JSON', { payload: '{"fuzz": ', contentType: 'application/json' }));
  }
  if (op.body) {
    requests.push(
      request('body: JSON array', json([1, 2, 3])),
      request('body: deeply nested JSON', { payload: DEEPLY_NESTED, contentType: 'application/json' }),
      request('body: text with NUL', { payload: NUL, contentType: 'text/plain' }),
    );
    for (const [name, schema] of Object.entries(op.body.properties ?? {})) {
      for (const broken of brokenValues(schema)) {
        requests.push(request(`body.${name}: ${broken.label}`, json({ ...baseBody, [name]: broken.value })));
      }
    }
  }
  for (const param of op.queryParams) {
    for (const broken of brokenParamValues(param.schema)) {
      requests.push(request(`query.${param.name}: ${broken.label}`, { query: { ...baseQuery, [param.name]: broken.value } }));
    }
  }
  for (const param of op.pathParams) {
    const values = [
      { label: 'NUL', value: NUL, namesNothing: true },
      { label: 'malformed', value: 'not-an-id', namesNothing: true },
      // Fastify answers a path parameter this long with 414 URI Too Long before any route sees it.
      { label: '1 MB', value: ONE_MB, namesNothing: false },
      // Some lists answer an unknown parent with an empty list, so only "nothing written" holds here.
      { label: 'unknown id', value: randomUUID(), namesNothing: false },
    ];
    for (const broken of values) {
      requests.push({
        ...request(`params.${param.name}: ${broken.label}`, { path: { ...basePath, [param.name]: broken.value } }),
        namesNothing: broken.namesNothing,
      });
    }
  }
  // An operation that takes no input at all can only be read: once, by each caller.
  if (requests.length === 0 && op.method === 'GET') requests.push(request('no input'));
  return requests;
}

function buildUrl(path: string, params: Record<string, string>, query: Record<string, string>): string {
  const pathname = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}
