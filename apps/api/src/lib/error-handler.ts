import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { DATABASE_UNAVAILABLE, isDatabaseUnreachable } from '../db/unreachable';
import { AppError, NotFoundError } from './errors';

export function errorReply(statusCode: number, message: string, extra: Record<string, unknown> = {}) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...extra };
}

/** One place turns every error into {statusCode, error, message}; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance, onDatabaseFault: (error: unknown) => void = () => {}) {
  app.setErrorHandler((thrown: FastifyError | AppError | Error, request, res) => {
    // A path that names nothing answers as an unknown id does, never 400: 'not-an-id' is the id of no
    // product, so the product is not found. Query and body failures stay 400s with their issues.
    const err =
      hasZodFastifySchemaValidationErrors(thrown) && thrown.validationContext === 'params' ? new NotFoundError() : thrown;
    if (err instanceof AppError) {
      // A part of the shop that is down for now (docs/product/running.md, "When a part fails"): worth trying again soon.
      if (err.statusCode === 503) res.header('retry-after', '30');
      return res.status(err.statusCode).send(errorReply(err.statusCode, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return res
        .status(400)
        .send(errorReply(400, first ? `${first.path}: ${first.message}` : 'Invalid request', { issues }));
    }
    if (isDatabaseUnreachable(err)) {
      request.log.warn({ err }, 'the database could not be reached');
      onDatabaseFault(err);
      return res.status(503).header('retry-after', '5').send(errorReply(503, DATABASE_UNAVAILABLE));
    }
    const statusCode = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err }, 'request failed');
      return res.status(statusCode).send(errorReply(statusCode, STATUS_CODES[statusCode] ?? 'Internal Server Error'));
    }
    // Fastify's own 4xx errors (malformed JSON, body too large, unsupported media type…).
    return res.status(statusCode).send(errorReply(statusCode, err.message));
  });
}
