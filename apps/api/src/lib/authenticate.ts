import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMay } from '@durio/shared/staff-access';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { ForbiddenError, UnauthorizedError } from './errors';
import type { SigningKeys } from './signing-keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook; routes behind it may rely on it. */
    auth: AccessClaims;
  }
}

export function bearerToken(request: { headers: IncomingHttpHeaders }): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * preHandler hooks: `authenticate` for signed-in routes, `requireAdmin` for admin ones, `requireStaff` for the
 * console calls staff may make too. Which those are is said once, in `@durio/shared/staff-access`: a route
 * behind `requireStaff` that the list does not name (or a query it does not allow) is still admin only
 * (docs/product/staff.md).
 */
export function createAuthHooks(keys: SigningKeys) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    const claims = token ? await verifyAccessToken(keys, token) : null;
    if (!claims) throw new UnauthorizedError();
    request.auth = claims;
  }
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await authenticate(request, reply);
    if (request.auth.role !== 'ADMIN') throw new ForbiddenError('Forbidden - Admin only');
  }
  async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
    await authenticate(request, reply);
    const { role } = request.auth;
    if (role === 'ADMIN') return;
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (role === 'STAFF' && staffMay(operationId, (request.query ?? {}) as Record<string, unknown>)) return;
    throw new ForbiddenError('Forbidden - Admin only');
  }
  return { authenticate, requireAdmin, requireStaff };
}

export type AuthHooks = ReturnType<typeof createAuthHooks>;
