import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`; the package ships it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum parameters (19 MiB memory, 2 iterations, 1 lane). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
