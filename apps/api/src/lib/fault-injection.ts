import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorReply } from './error-handler';

const faultBodySchema = z.object({
  method: z.string().toUpperCase().default('GET'),
  /** A regular expression matched against the request path (without the query string). */
  path: z.string().min(1),
  status: z.number().int().min(400).max(599).default(500),
  message: z.string().optional(),
  /** How many matching requests fail before the fault clears itself; 0 = until cleared. */
  times: z.number().int().min(0).default(0),
});

interface Fault {
  method: string;
  path: RegExp;
  status: number;
  message: string | undefined;
  remaining: number;
}

/**
 * Test-only: lets an end-to-end test make the server fail a call, so error states can be driven through the
 * real UI. Only registered when FAULT_INJECTION is on, which config.ts refuses in production.
 * `POST /__test/faults {method, path, status, message, times}` arms one; `DELETE /__test/faults` clears all.
 */
export function registerFaultInjection(app: FastifyInstance) {
  let faults: Fault[] = [];

  app.post('/__test/faults', { schema: { hide: true } }, async (request, reply) => {
    const parsed = faultBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(errorReply(400, parsed.error.message));
    const { method, path, status, message, times } = parsed.data;
    faults.push({ method, path: new RegExp(path), status, message, remaining: times || Infinity });
    return reply.status(204).send();
  });
  app.delete('/__test/faults', { schema: { hide: true } }, async (_request, reply) => {
    faults = [];
    return reply.status(204).send();
  });

  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/__test/')) return;
    const fault = faults.find((f) => f.method === request.method && f.path.test(pathname));
    if (!fault) return;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    return reply.status(fault.status).send(errorReply(fault.status, fault.message ?? 'Injected failure for testing'));
  });
}
