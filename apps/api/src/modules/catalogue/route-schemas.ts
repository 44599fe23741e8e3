import { z } from 'zod';
import { errorReplySchema } from '@durio/shared/schemas/common';

/** `{400: errorReplySchema, 404: …}` for the error statuses a route can answer. */
export function errorReplies<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof errorReplySchema } {
  return Object.fromEntries(codes.map((code) => [code, errorReplySchema])) as { [K in C[number]]: typeof errorReplySchema };
}

export const noContentSchema = z.null().describe('No content');

/** OpenAPI: the route takes a bearer token. */
export const bearerSecurity = [{ bearer: [] }];
