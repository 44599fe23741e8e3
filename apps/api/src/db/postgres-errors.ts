import { ConflictError } from '../lib/errors';

/** SQLSTATE codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const UNIQUE_VIOLATION = '23505';
/** Two transactions waited on each other; PostgreSQL ended one of them, which may simply run again. */
export const DEADLOCK_DETECTED = '40P01';
/** What `raise exception` gives when it names no code: `refuse_unless()` (migration 0009) raises it. */
export const RAISE_EXCEPTION = 'P0001';
/** A row still named by another (an offer naming its window, tree or product): ON DELETE RESTRICT, or NO ACTION. */
const STILL_NAMED = ['23001', '23503'];

/** Runs `write`; a row it would remove that another still names (a foreign key) is refused with 409 `message`. */
export async function refuseWhileNamed<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (STILL_NAMED.includes(postgresErrorCode(err) ?? '')) throw new ConflictError(message);
    throw err;
  }
}

/** The SQLSTATE of a database error, however the driver (node-postgres, PGlite) or Drizzle wraps it. */
export function postgresErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.code === 'string') return e.code;
  return typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

/** The constraint or index a unique or foreign-key violation names, however it is wrapped. */
export function postgresConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  if (typeof e?.constraint === 'string') return e.constraint;
  return typeof e?.cause?.constraint === 'string' ? e.cause.constraint : undefined;
}
