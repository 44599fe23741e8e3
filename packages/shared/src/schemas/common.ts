import { z } from 'zod';

export const idSchema = z.uuid();
export const idParamsSchema = z.object({ id: z.uuid() });

/** skip/take paging of the spec (take default 10). */
export const pagingQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(1000).default(10),
});

/** Query-string booleans: 'true'/'false'/'1'/'0'. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** An amount in RM with at most two decimals, as JSON replies carry it. */
export const rmSchema = z.number().nonnegative();

/** An amount in RM an admin types: at most RM 10,000, two decimals, each way it can be wrong said with the field's name. */
export const amountRm = (name: string) =>
  z
    .number({ error: `${name} must be an amount in RM` })
    .min(0, `${name} cannot be negative`)
    .max(10_000, `${name} must be at most RM 10,000`)
    .multipleOf(0.01, `${name} has at most two decimals`);

export const errorReplySchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .describe('Error: {statusCode, error, message}; invalid input (400) adds issues, one {path, message} per field');
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
