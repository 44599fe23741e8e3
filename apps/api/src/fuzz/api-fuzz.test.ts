import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTestAddress,
  createTestCategory,
  createTestOrder,
  createTestProduct,
  createTestTree,
  createTestUser,
  createTestFarm,
  fillTestCart,
} from '../test-support/factories';
import { createTestApp } from '../test-support/test-app';
import { fingerprintDatabase } from './database-fingerprint';
import { createSampler, fuzzRequests, listOperations, type FuzzRequest } from './fuzz-requests';

// docs/product/promises.md: no input makes the server fail. Every operation of the OpenAPI document gets malformed
// bodies, wrong types, NUL bytes, 1 MB strings and unknown ids, from a visitor, a customer and an admin.
// The rate limits are off so that hundreds of refused sign-ins stay refused for their own reason.
// The database is compared, every table of it, before and after each operation: no table is ignored, as
// a refused request has no reason to write anywhere.
const t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
afterAll(() => t.close());

// Real rows, so that ids in bodies and paths reach the code behind the validation.
const customer = await createTestUser(t);
const admin = await createTestUser(t, { role: 'ADMIN' });
const farm = await createTestFarm(t.db);
const tree = await createTestTree(t.db, farm.id);
const product = await createTestProduct(t.db, { farmId: farm.id, treeId: tree.id });
const category = await createTestCategory(t.db);
const address = await createTestAddress(t.db, customer.id);
const order = await createTestOrder(t.db, customer.id, [{ product, quantity: 1 }]);
await fillTestCart(t.db, customer.id, [{ productId: product.id, quantity: 1 }]);
// The shop settings row is created by its first read, by design; read it now so no read writes later.
await t.app.inject({ method: 'GET', url: '/api/v1/durian/settings' });

const seededIds: Record<string, string> = {
  farmId: farm.id,
  treeId: tree.id,
  productId: product.id,
  categoryId: category.id,
  categoryIds: category.id,
  userId: customer.id,
  orderId: order.id,
  shippingAddressOrDropoffPointId: address.id,
};
const sample = createSampler((name) => seededIds[name] ?? randomUUID());

const callers: [string, Record<string, string>][] = [
  ['visitor', {}],
  ['customer', customer.headers],
  ['admin', admin.headers],
];

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
const operations = listOperations(doc);

/**
 * What is wrong with a reply to an invalid request, or null: no 5xx, errors in the one shape, and a path
 * that names nothing answered 404 (a visitor or a customer may be turned away first).
 */
function replyProblem(res: LightMyRequestResponse, request: FuzzRequest): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (request.namesNothing && ![401, 403, 404].includes(res.statusCode)) return `${res.statusCode} instead of 404`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} is not JSON: ${res.body.slice(0, 200)}`;
  }
  const { statusCode, error, message } = (body ?? {}) as Record<string, unknown>;
  if (statusCode !== res.statusCode || typeof error !== 'string' || typeof message !== 'string') {
    return `${res.statusCode} is not {statusCode, error, message}: ${res.body.slice(0, 200)}`;
  }
  return null;
}

describe('every operation of /api/docs/json', () => {
  it('lists the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers bad input without a 5xx, in the error shape, and writes nothing',
    async (_name, op) => {
      const before = await fingerprintDatabase(t.db);
      const requests = fuzzRequests(op, sample);
      expect(requests.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const request of requests) {
        for (const [who, auth] of callers) {
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            headers: { ...auth, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
          });
          const problem = replyProblem(res, request);
          if (problem) problems.push(`${who}, ${request.label}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await fingerprintDatabase(t.db)).toEqual(before);
    },
  );
});
