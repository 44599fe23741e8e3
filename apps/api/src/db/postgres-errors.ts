/** SQLSTATE codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const UNIQUE_VIOLATION = '23505';
/** What `raise exception` gives when it names no code: `refuse_unless()` (migration 0009) raises it. */
export const RAISE_EXCEPTION = 'P0001';

/** The SQLSTATE of a database error, however the driver (node-postgres, PGlite) or Drizzle wraps it. */
export function postgresErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.code === 'string') return e.code;
  return typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}
