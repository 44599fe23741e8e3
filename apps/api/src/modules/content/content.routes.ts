import { messageReplySchema } from '@durio/shared/schemas/common';
import { appConfigSchema, contactMessageBodySchema } from '@durio/shared/schemas/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { errorReplies, publicSecurity } from '../../lib/route-schemas';
import { createContentService } from './content.service';

const tags = ['content'];

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const content = createContentService({
    db: ctx.db,
    mailer: ctx.mailer,
    config: ctx.config,
    paymentsTestMode: ctx.gateway.testMode,
  });

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        operationId: 'sendContactMessage',
        tags,
        summary: 'Send a message to the shop from the Contact page',
        security: publicSecurity,
        body: contactMessageBodySchema,
        response: { 201: messageReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await content.sendContactMessage(request.body)),
  );

  app.get(
    '/app-config',
    {
      schema: {
        operationId: 'getAppConfig',
        tags,
        summary: "The server's optional features the web app adapts to (maps key, social sign-in, payment test mode, demo accounts)",
        security: publicSecurity,
        response: { 200: appConfigSchema },
      },
    },
    async () => content.getAppConfig(),
  );
};
