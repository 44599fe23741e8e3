import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from './access-token';
import { bearerToken } from './authenticate';
import type { SigningKeys } from './signing-keys';

/**
 * Whether a public catalogue call comes from an admin, who may also see farms that are not verified.
 * A missing or invalid token is simply a visitor: public pages never answer 401.
 */
export async function isAdminViewer(keys: SigningKeys, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request);
  if (!token) return false;
  const claims = await verifyAccessToken(keys, token);
  return claims?.role === 'ADMIN';
}
