import { errors, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import type { SigningKeys } from './signing-keys';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'durio';

export type Role = 'CUSTOMER' | 'ADMIN';

export interface AccessClaims {
  userId: string;
  role: Role;
  /** The sign-in (refresh-token family) the token was issued for, so change-password can keep this one. */
  sessionId?: string;
}

export async function signAccessToken(keys: SigningKeys, claims: AccessClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims.sessionId ? { role: claims.role, sid: claims.sessionId } : { role: claims.role })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keys.privateKey);
}

/**
 * The key of a token, from the published set only: a token must name its key by `kid`, and a kid that is
 * not published (a retired key, another service's, a made-up one) verifies nothing. The set alone would
 * take a token without a kid while it holds a single key, so that case is refused here.
 */
function publishedKeyOf(keys: SigningKeys): JWTVerifyGetKey {
  return (header, token) => {
    if (!header.kid) throw new errors.JWKSNoMatchingKey('The token names no key');
    return keys.publishedKeySet(header, token);
  };
}

/** The claims of a valid access token, or null when it is missing, expired or forged. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, publishedKeyOf(keys), { issuer: ISSUER, algorithms: ['ES256'] });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || (role !== 'CUSTOMER' && role !== 'ADMIN')) return null;
    return typeof payload.sid === 'string'
      ? { userId: payload.sub, role, sessionId: payload.sid }
      : { userId: payload.sub, role };
  } catch {
    return null;
  }
}
