import { errorReplySchema } from '@durio/shared/schemas/common';
import { z } from 'zod';

/** `{400: errorReplySchema, 404: …}` for the error statuses a route can answer. */
export function errorReplies<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof errorReplySchema } {
  return Object.fromEntries(codes.map((code) => [code, errorReplySchema])) as { [K in C[number]]: typeof errorReplySchema };
}

export const noContentSchema = z.null().describe('No content');

/** OpenAPI security requirements: any one of them lets the call through; `{}` is "no credentials". */
export type SecurityRequirements = Record<string, string[]>[];

/** A route that needs an access token (`ctx.auth.authenticate` or `requireAdmin`). */
export const bearerSecurity: SecurityRequirements = [{ bearer: [] }];

/** A route anyone may call. */
export const publicSecurity: SecurityRequirements = [];

/** A public catalogue read that shows an admin more (farms not verified yet, and their products and trees). */
export const optionalBearerSecurity: SecurityRequirements = [{}, { bearer: [] }];
