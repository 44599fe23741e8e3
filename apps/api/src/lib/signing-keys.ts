import { hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKeys {
  privateKey: CryptoKey;
  /** The public half as published at /auth/.well-known/jwks.json. */
  publicJwk: JWK;
  /** Finds a token's key, by the token's `kid`, among the published keys: the only ones that verify. */
  publishedKeySet: ReturnType<typeof createLocalJWKSet>;
  kid: string;
  /**
   * Derives refresh-token successors (modules/auth/refresh-tokens.ts). Taken from the private key, so every
   * process that shares JWT_PRIVATE_JWK derives the same ones, and no setting is added.
   */
  refreshTokenKey: Uint8Array;
}

const ALG = 'ES256';

async function fromPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  const { d: _secret, ...publicJwk } = jwk;
  const kid = jwk.kid ?? 'durio-1';
  const published: JWK = { ...publicJwk, kid, alg: ALG, use: 'sig' };
  return {
    privateKey: (await importJWK({ ...jwk, alg: ALG }, ALG)) as CryptoKey,
    publicJwk: published,
    publishedKeySet: createLocalJWKSet({ keys: [published] }),
    kid,
    refreshTokenKey: new Uint8Array(hkdfSync('sha256', Buffer.from(jwk.d!, 'base64url'), '', 'durio refresh-token successor', 32)),
  };
}

export async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: `durio-${Date.now().toString(36)}` };
}

/**
 * The JWT signing key: from the JWT_PRIVATE_JWK setting when given, else generated into
 * DATA_DIR/keys on first start (readable by the owner only), else (tests) kept in memory.
 */
export async function loadSigningKeys(options: { privateJwk?: string; dataDir?: string }): Promise<SigningKeys> {
  if (options.privateJwk) return fromPrivateJwk(JSON.parse(options.privateJwk) as JWK);
  if (!options.dataDir) return fromPrivateJwk(await generatePrivateJwk());
  const file = path.join(options.dataDir, 'keys', 'jwt-private.jwk.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, JSON.stringify(await generatePrivateJwk()), { mode: 0o600, flag: 'wx' });
  }
  return fromPrivateJwk(JSON.parse(fs.readFileSync(file, 'utf8')) as JWK);
}
