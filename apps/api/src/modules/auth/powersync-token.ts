import { SignJWT } from 'jose';
import type { SigningKeys } from '../../lib/signing-keys';

export const POWERSYNC_TOKEN_TTL_SECONDS = 5 * 60;

/**
 * A short-lived token for the PowerSync service, signed with the access-token key so PowerSync can check
 * it against our JWKS. It carries no role, so it is never accepted as an access token here.
 */
export async function signPowersyncToken(
  keys: SigningKeys,
  opts: { userId: string; audience: string; now?: Date },
): Promise<{ token: string; expiresAt: string }> {
  const iat = Math.floor((opts.now ?? new Date()).getTime() / 1000);
  const exp = iat + POWERSYNC_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setSubject(opts.userId)
    .setAudience(opts.audience)
    .setIssuer('durio')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.privateKey);
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}
