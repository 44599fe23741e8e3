import type { SessionReply, TokenPair } from '@durio/shared/schemas/auth';
import type { ErrorReply } from '@durio/shared/schemas/common';

/**
 * The reply shapes the app shell reads on every page (errors, tokens, `{success, message}`), checked by hand
 * to the rules of the shared zod schemas (errorReplySchema, tokenPairSchema, sessionReplySchema,
 * messageReplySchema): importing those would put zod (~27 KB gzip) on the critical path of every first visit.
 * Like zod's parse, each returns a copy holding only the known fields, or null.
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** zod's z.uuid(): RFC 9562 versions 1 to 8, and the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function readErrorReply(value: unknown): ErrorReply | null {
  if (!isRecord(value) || !Number.isSafeInteger(value.statusCode) || !isString(value.error) || !isString(value.message)) {
    return null;
  }
  const reply: ErrorReply = { statusCode: value.statusCode as number, error: value.error, message: value.message };
  if (value.issues === undefined) return reply;
  if (!Array.isArray(value.issues)) return null;
  const issues: NonNullable<ErrorReply['issues']> = [];
  for (const issue of value.issues as unknown[]) {
    if (!isRecord(issue) || !isString(issue.path) || !isString(issue.message)) return null;
    issues.push({ path: issue.path, message: issue.message });
  }
  return { ...reply, issues };
}

export function readTokenPair(value: unknown): TokenPair | null {
  if (!isRecord(value) || !isString(value.access_token) || !isString(value.refresh_token)) return null;
  return { access_token: value.access_token, refresh_token: value.refresh_token };
}

export function readSessionReply(value: unknown): SessionReply | null {
  const pair = readTokenPair(value);
  if (!pair || !isRecord(value) || !isString(value.user_id) || !UUID.test(value.user_id)) return null;
  return { ...pair, user_id: value.user_id };
}

export function readMessageReply(value: unknown): { success: boolean; message: string } | null {
  if (!isRecord(value) || typeof value.success !== 'boolean' || !isString(value.message)) return null;
  return { success: value.success, message: value.message };
}
