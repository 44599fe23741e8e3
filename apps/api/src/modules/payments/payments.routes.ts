import { errorReplySchema } from '@durio/shared/schemas/common';
import {
  confirmPaymentBodySchema,
  confirmPaymentReplySchema,
  initiatePaymentBodySchema,
  initiatePaymentReplySchema,
  sandboxCheckoutScriptQuerySchema,
  sandboxPayBodySchema,
  sandboxPayReplySchema,
  verifyPaymentReplySchema,
} from '@durio/shared/schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { isSandboxGateway } from '../../gateway/sandbox';
import { createPaymentsService } from './payments.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received; set only on the webhook route, whose signature covers it. */
    rawBody?: string;
  }
}

const tags = ['payments'];
const security = [{ bearer: [] }];
const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const payments = createPaymentsService({ db: ctx.db, gateway: ctx.gateway, clock: ctx.clock });
  // Paying spans the orders and payments modules: these calls start the flows (flows/start-payment.ts and
  // flows/settle-payment.ts).
  const { startPayment, settlePayment } = ctx.flows;
  const authenticate = ctx.auth.authenticate;

  app.post(
    '/payments/initiate',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'initiatePayment',
        tags,
        summary: 'Open a gateway payment for my pending order',
        security,
        body: initiatePaymentBodySchema,
        response: { 200: initiatePaymentReplySchema, ...errors, 409: errorReplySchema, 502: errorReplySchema },
      },
    },
    async (request) => startPayment(request.auth.userId, request.body),
  );

  app.post(
    '/payments/confirm',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'confirmPayment',
        tags,
        summary: "Confirm the checkout's payment with its signature",
        security,
        body: confirmPaymentBodySchema,
        response: { 200: confirmPaymentReplySchema, ...errors, 409: errorReplySchema, 502: errorReplySchema },
      },
    },
    async (request) => settlePayment.confirmPayment(request.auth.userId, request.body),
  );

  app.get(
    '/payments/verify/:paymentIntentId',
    {
      onRequest: authenticate,
      schema: {
        operationId: 'verifyPayment',
        tags,
        summary: 'Whether the payment of my order arrived (asks the gateway when not yet known)',
        security,
        params: z.object({ paymentIntentId: z.string().min(1).max(100) }),
        response: { 200: verifyPaymentReplySchema, ...errors, 502: errorReplySchema },
      },
    },
    async (request) => settlePayment.verifyPayment(request.auth.userId, request.params.paymentIntentId),
  );

  // The webhook's signature covers the body byte for byte, so its own context keeps the raw string
  // (still parsed by Fastify's JSON parser, with its prototype-poisoning guard) for this route only.
  await app.register(async (webhook) => {
    const parseJson = webhook.getDefaultJsonParser('error', 'error');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      parseJson(request, body as string, done);
    });
    webhook.post(
      '/payments/webhook',
      {
        schema: {
          operationId: 'receivePaymentWebhook',
          tags,
          summary: 'Gateway events (X-Razorpay-Signature over the raw body; each event id applied once)',
          security: [],
          body: z.looseObject({ event: z.string() }),
          response: { 200: z.object({ status: z.literal('ok') }), 400: errorReplySchema },
        },
      },
      async (request) =>
        settlePayment.receiveWebhook({
          rawBody: request.rawBody ?? '',
          signature: request.headers['x-razorpay-signature'] as string | undefined,
          eventId: request.headers['x-razorpay-event-id'] as string | undefined,
        }),
    );
  });

  app.post(
    '/payments/sandbox/pay',
    {
      schema: {
        operationId: 'payInSandbox',
        tags,
        summary: 'Sandbox gateway: pay, fail, or approve for a later capture, by card, FPX, e-wallet or DuitNow QR, as its window does (404 with a real gateway; 503 while the sandbox has an outage)',
        security: [],
        body: sandboxPayBodySchema,
        response: { 200: sandboxPayReplySchema, 400: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema, 503: errorReplySchema },
      },
    },
    async (request) =>
      payments.payInSandbox(request.body.paymentIntentId, request.body.outcome, { method: request.body.method, provider: request.body.provider }),
  );

  // A script, not JSON: its reply schema names its type, so it is sent as the string it is.
  app.get(
    '/payments/sandbox/checkout.js',
    {
      schema: {
        operationId: 'getSandboxCheckoutScript',
        tags,
        summary: 'Sandbox gateway: the Standard Checkout look-alike script, its window in `lang` (404 with a real gateway)',
        security: [],
        querystring: sandboxCheckoutScriptQuerySchema,
        response: {
          200: { description: 'The script', content: { 'application/javascript': { schema: z.string() } } },
          404: errorReplySchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(payments.sandboxCheckoutScript(request.query.lang)),
  );

  if (isSandboxGateway(ctx.gateway)) {
    const sandbox = ctx.gateway;
    const webhookUrl = `${app.prefix}/payments/webhook`;
    // The sandbox's webhooks go through the real webhook route, signature check included; one the route
    // refuses stays queued and is sent again.
    sandbox.setWebhookDeliverer(async ({ headers, payload }) => {
      const res = await app.inject({ method: 'POST', url: webhookUrl, headers, payload });
      if (res.statusCode !== 200) {
        app.log.warn({ statusCode: res.statusCode, body: res.body }, 'the sandbox webhook was refused');
        throw new Error(`webhook refused with ${res.statusCode}`);
      }
    });
    app.addHook('onClose', () => sandbox.stopWebhooks());
  }
};
