import { errors, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';
import type { SigningKeys } from './signing-keys';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'durio';

/** The account's role (docs/product/accounts-and-tokens.md); STAFF works orders in the console (docs/product/staff.md). */
export type Role = 'CUSTOMER' | 'ADMIN' | 'STAFF';
const isRole = (role: unknown): role is Role => role === 'CUSTOMER' || role === 'ADMIN' || role === 'STAFF';

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

/** A token that verified, and the moment (ms since the epoch) it stops being valid. */
interface VerifiedToken {
  claims: AccessClaims;
  expiresAt: number;
}

/**
 * Tokens that verified, by their exact text, for each key set. A signed-in shopper sends the same token with
 * every call for its 15 minutes, and checking its ES256 signature again each time was a tenth of the order
 * path's CPU. Only a token that verified is kept, and only until its own expiry; a token that differs by one
 * character is another key and is verified in full. The keys are fixed for the life of the process.
 */
const verifiedTokens = new WeakMap<SigningKeys, LRUCache<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 10_000;

function verifiedTokensOf(keys: SigningKeys): LRUCache<string, VerifiedToken> {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new LRUCache({ max: MAX_VERIFIED_TOKENS })));
  return cache;
}

async function verifySignedToken(keys: SigningKeys, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, publishedKeyOf(keys), { issuer: ISSUER, algorithms: ['ES256'] });
    const role = payload.role;
    if (typeof payload.sub !== 'string' || !isRole(role) || payload.exp === undefined) return null;
    const claims: AccessClaims =
      typeof payload.sid === 'string' ? { userId: payload.sub, role, sessionId: payload.sid } : { userId: payload.sub, role };
    // Shared by every request that sends the token while it is kept.
    return { claims: Object.freeze(claims), expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** The claims of a valid access token, or null when it is missing, expired or forged. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims | null> {
  const cache = verifiedTokensOf(keys);
  const known = cache.get(token);
  // jose's own rule: a token is expired from the second its `exp` names.
  if (known && known.expiresAt > Date.now()) return known.claims;
  if (known) cache.delete(token);
  const verified = await verifySignedToken(keys, token);
  if (!verified) return null;
  cache.set(token, verified);
  return verified.claims;
}
