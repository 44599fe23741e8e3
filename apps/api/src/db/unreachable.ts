/*
 * The database being away (a restart, a network fault) is not a bug of the request that met it: it answers 503 with a
 * Retry-After (docs/product/running.md, "When a part fails"), and the pool connects again by itself.
 */

export const DATABASE_UNAVAILABLE = 'The shop cannot reach its database for a moment. Please try again shortly.';

/** Connection failures of node-postgres and PostgreSQL's codes for a server shutting down or not yet accepting. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);
const UNREACHABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether `err`, or what it wraps (an ORM's query error wraps the driver's), says the database cannot be reached. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.test(cause.message)) return true;
  }
  return false;
}
