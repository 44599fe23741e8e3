import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from './test-support/factories';
import { createTestApp, type TestApp } from './test-support/test-app';

/*
 * The OpenAPI document is generated from the routes' schemas. These checks keep it complete and truthful, so a
 * new route cannot leave out its operationId, tag, security or error replies (`npm run lint:openapi` adds
 * Redocly's rules on top).
 */

interface Parameter {
  name: string;
  in: string;
  schema?: { format?: string };
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}
interface Call {
  method: string;
  path: string;
  operation: Operation;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestApp;
let document: Document;
let calls: Call[];
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createTestUser(t);
  admin = await createTestUser(t, { role: 'ADMIN' });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  calls = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ method, path, operation })),
  );
});

afterAll(async () => {
  await t.close();
});

const name = (call: Call) => `${call.method.toUpperCase()} ${call.path}`;
const needsToken = (op: Operation) => op.security !== undefined && op.security.length > 0 && op.security.every((r) => Object.keys(r).length > 0);
const takesInput = (op: Operation) => (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;

/** The path with each parameter filled in: a fresh UUID where one is expected (so nothing is found), else `unknown`. */
function urlOf(call: Call, uuid: () => string = randomUUID): string {
  return call.path.replace(/\{(\w+)\}/g, (_whole, param: string) => {
    const parameter = call.operation.parameters?.find((p) => p.in === 'path' && p.name === param);
    return parameter?.schema?.format === 'uuid' ? uuid() : 'unknown';
  });
}

describe('the OpenAPI document', () => {
  it('is served for this origin, with the paths under /api/v1 and /files', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls) expect(call.path).toMatch(/^\/(api\/v1|files)\//);
  });

  it('gives every operation a unique verb-noun operationId, one declared tag and its security', () => {
    const declaredTags = new Set(document.tags?.map((tag) => tag.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const call of calls) {
      const { operationId, tags, security } = call.operation;
      if (!operationId || !/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(operationId)) {
        problems.push(`${name(call)}: operationId ${operationId} is not verb-noun camelCase`);
      } else if (seen.has(operationId)) {
        problems.push(`${name(call)}: operationId ${operationId} is used twice`);
      }
      if (operationId) seen.add(operationId);
      if (tags?.length !== 1 || !declaredTags.has(tags[0]!)) problems.push(`${name(call)}: tags ${tags} are not one declared tag`);
      if (!security) problems.push(`${name(call)}: no security (security: [] for a public call)`);
      for (const scheme of security?.flatMap((requirement) => Object.keys(requirement)) ?? []) {
        if (!schemes.has(scheme)) problems.push(`${name(call)}: unknown security scheme ${scheme}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares a 4xx reply for every operation that takes input or a token', () => {
    const missing = calls
      .filter((call) => takesInput(call.operation) || needsToken(call.operation))
      .filter((call) => !Object.keys(call.operation.responses).some((status) => status.startsWith('4')))
      .map(name);
    expect(missing).toEqual([]);
  });

  it('declares every status the server answers to a visitor, a customer and an admin asking for nothing that exists', async () => {
    const problems: string[] = [];
    const callers = [
      { who: 'a visitor', headers: {} },
      { who: 'a customer', headers: customer.headers },
      { who: 'an admin', headers: admin.headers },
    ];
    for (const call of calls) {
      for (const { who, headers } of callers) {
        const res = await t.app.inject({ method: call.method.toUpperCase() as 'GET', url: urlOf(call), headers });
        if (!(String(res.statusCode) in call.operation.responses)) {
          problems.push(`${name(call)} as ${who}: answered ${res.statusCode} (${res.body.slice(0, 80)}), not declared`);
        }
        if (who === 'a visitor' && needsToken(call.operation) && res.statusCode !== 401) {
          problems.push(`${name(call)}: needs a token by its security, but a visitor got ${res.statusCode}`);
        }
        if (who === 'a visitor' && !needsToken(call.operation) && res.statusCode === 401 && !call.operation.security?.length) {
          problems.push(`${name(call)}: public by its security, but a visitor got 401`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 404 wherever an id in the path is malformed (an id that cannot exist names nothing), and declares it', async () => {
    const problems: string[] = [];
    const withIds = calls.filter((call) => call.operation.parameters?.some((p) => p.in === 'path' && p.schema?.format === 'uuid'));
    expect(withIds.length).toBeGreaterThan(20);
    for (const call of withIds) {
      const res = await t.app.inject({
        method: call.method.toUpperCase() as 'GET',
        url: urlOf(call, () => 'not-an-id'),
        headers: admin.headers,
      });
      if (res.statusCode !== 404) problems.push(`${name(call)}: a malformed id answered ${res.statusCode}, not 404`);
      else if (!('404' in call.operation.responses)) problems.push(`${name(call)}: 404 not declared`);
    }
    expect(problems).toEqual([]);
  });
});
