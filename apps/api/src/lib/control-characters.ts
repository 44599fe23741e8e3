import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from './errors';

/** C0 control characters but tab, line feed and carriage return, which text may hold (line breaks). */
// eslint-disable-next-line no-control-regex -- finding control characters is what this module is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
export const CONTROL_CHARACTER_MESSAGE = 'Control characters are not allowed';

/** A parsed JSON object or a parsed query string (whose prototype has no constructor), not a Buffer or a stream. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const constructor = (value as { constructor?: unknown }).constructor;
  return constructor === Object || constructor === undefined;
}

/** A key as a path may show it: its control characters written as \u00XX. */
function printable(key: string): string {
  return key.replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The path ('body.items.0.name') of the first string or key under `value` that holds a control character,
 * or null. It walks with its own stack, as a JSON body may nest deeper than the call stack goes; anything
 * but strings, arrays and plain objects (a Buffer, a stream) is not text and is left alone.
 */
export function findControlCharacter(value: unknown, path: string): string | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return at;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => pending.push([item, `${at}.${i}`]));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (CONTROL_CHARACTER.test(key)) return `${at}.${printable(key)}`;
        pending.push([item, `${at}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * No request's params, query or body may hold a control character: PostgreSQL refuses a NUL in text
 * (a 500 before this check), and no field of the shop has a use for the others. One request hook rather
 * than the shared zod schemas, so that every string is covered, a new route's included, without each
 * schema having to remember a refinement (passthrough bodies and unknown query keys too). It runs before
 * validation, on what the client sent, and looks at the parts the route declares in its schema: the
 * inputs it reads (the web app's page route, which declares none, keeps its own 404 page).
 * A path parameter that holds one cannot name anything: 404, as for any id of nothing; a query or body
 * answers 400 with the path, as validation errors do.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    if (schema.params && findControlCharacter(request.params, 'params')) throw new NotFoundError();
    const parts = [
      ['querystring', schema.querystring, request.query],
      ['body', schema.body, request.body],
    ] as const;
    for (const [part, declared, value] of parts) {
      const path = declared ? findControlCharacter(value, part) : null;
      if (path) {
        throw new BadRequestError(`${path}: ${CONTROL_CHARACTER_MESSAGE}`, {
          issues: [{ path, message: CONTROL_CHARACTER_MESSAGE }],
        });
      }
    }
  });
}
